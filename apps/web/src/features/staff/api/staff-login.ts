import { apiRoutes, type StaffLoginInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-api-client';

export function staffLogin(input: StaffLoginInput) {
  return staffCall(apiRoutes.staff.staffLogin, { body: input });
}

export function useStaffLogin() {
  return useMutation({ mutationKey: ['staff', 'login'], mutationFn: staffLogin });
}
