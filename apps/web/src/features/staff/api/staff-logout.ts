import { apiRoutes } from '@talentport/contract';
import { staffCall } from '../../../lib/staff-api-client';

export function staffLogout() {
  return staffCall(apiRoutes.staff.staffLogout);
}
