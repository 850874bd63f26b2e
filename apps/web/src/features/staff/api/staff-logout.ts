import { endpoints } from '@talentport/contract';
import { staffCall } from '../../../lib/staff-api-client';

export function staffLogout() {
  return staffCall(endpoints.staff.staffLogout);
}
