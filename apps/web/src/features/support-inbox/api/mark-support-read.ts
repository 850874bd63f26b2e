import { staffApiClient } from '../../../lib/staff-api-client';

export function markSupportRead(conversationId: string, seq: number) {
  return staffApiClient.post<{ seq: number }>(
    `/staff/v1/support/conversations/${encodeURIComponent(conversationId)}/read`,
    { seq },
  );
}
