import type { EndpointResult, endpoints } from '@talentport/contract';
import { apiClient } from '../../../lib/api-client';

/** Revokes the session server-side. `token` is passed explicitly because storage is cleared at once. */
export function logout(token: string) {
  return apiClient.post<EndpointResult<typeof endpoints.auth.logout>>('/v1/user/logout', undefined, {
    token,
  });
}
