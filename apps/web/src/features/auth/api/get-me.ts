import type { MeResult } from '@talentport/contract';
import { apiClient } from '../../../lib/api-client';

/** The identity check of spec §4; the auth provider calls it, so there is no query hook. */
export function getMe(signal?: AbortSignal) {
  return apiClient.post<MeResult>('/v1/user/me', undefined, { signal });
}
