import { staffApiClient } from '../../../lib/staff-api-client';

export function staffLogout() {
  return staffApiClient.post<{ loggedOut: true }>('/staff/v1/logout');
}
