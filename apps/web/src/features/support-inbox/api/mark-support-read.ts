import type { EndpointResult, endpoints } from '@talentport/contract';
import { staffApiClient } from '../../../lib/staff-api-client';

export function markSupportRead(conversationId: string, seq: number) {
  return staffApiClient.post<EndpointResult<typeof endpoints.chat.staffMarkSupportRead>>(
    `/staff/v1/support/conversations/${encodeURIComponent(conversationId)}/read`,
    { seq },
  );
}
