import { STAFF_TOKEN_STORAGE_KEY } from '@talentport/contract';
import { createApiClient } from './api-client';

export function readStaffToken(): string | null {
  try {
    return window.localStorage.getItem(STAFF_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStaffToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(STAFF_TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(STAFF_TOKEN_STORAGE_KEY);
  } catch {
    // Storage disabled: the staff session lasts for this page only.
  }
}

/** The staff console's client: its own token; a 403 is shown on the page, not a logout. */
export const staffApiClient = createApiClient({
  baseUrl: '/api',
  getToken: readStaffToken,
  onForbidden: () => {},
});

/** `staffCall(apiRoutes.staff.x, { params, query, body })` with the staff session (decision 117). */
export const { call: staffCall } = staffApiClient;
