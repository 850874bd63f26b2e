import type { EndpointResult, endpoints } from '@talentport/contract';
import { staffApiClient } from '../../../lib/staff-api-client';

export function staffLogout() {
  return staffApiClient.post<EndpointResult<typeof endpoints.staff.staffLogout>>('/staff/v1/logout');
}
