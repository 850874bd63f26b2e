import { apiRoutes } from '@talentport/contract';
import { staffCall } from '../../../lib/staff-api-client';

export function markSupportRead(conversationId: string, seq: number) {
  return staffCall(apiRoutes.chat.staffMarkSupportRead, { params: { conversationId }, body: { seq } });
}
