import type { EndpointResult, endpoints, StaffLoginInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { staffApiClient } from '../../../lib/staff-api-client';

export function staffLogin(input: StaffLoginInput) {
  return staffApiClient.post<EndpointResult<typeof endpoints.staff.staffLogin>>('/staff/v1/login', input);
}

export function useStaffLogin() {
  return useMutation({ mutationKey: ['staff', 'login'], mutationFn: staffLogin });
}
