import { apiRoutes } from '@talentport/contract';
import { staffCall } from '../../../lib/staff-api-client';

/** "Take it" (assign to oneself) or "Close" (no answer needed) a support conversation. */
export function updateSupportConversation(conversationId: string, action: 'assign' | 'close') {
  const input = { params: { conversationId } };
  return action === 'assign'
    ? staffCall(apiRoutes.chat.staffAssignSupportConversation, input)
    : staffCall(apiRoutes.chat.staffCloseSupportConversation, input);
}
