import { apiRoutes } from '@talentport/contract';
import { call } from '../../../lib/api-client';

/** Revokes the session server-side. `token` is passed explicitly because storage is cleared at once. */
export function logout(token: string) {
  return call(apiRoutes.auth.logout, { token });
}
