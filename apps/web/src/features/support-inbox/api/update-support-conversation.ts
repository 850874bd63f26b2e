import type { EndpointResult, endpoints } from '@talentport/contract';
import { staffApiClient } from '../../../lib/staff-api-client';

/** "Take it" (assign to oneself) or "Close" (no answer needed) a support conversation. */
export function updateSupportConversation(conversationId: string, action: 'assign' | 'close') {
  return staffApiClient.post<
    EndpointResult<
      | typeof endpoints.chat.staffAssignSupportConversation
      | typeof endpoints.chat.staffCloseSupportConversation
    >
  >(`/staff/v1/support/conversations/${encodeURIComponent(conversationId)}/${action}`);
}
