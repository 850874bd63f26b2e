import { endpoints } from '@talentport/contract';
import { staffCall } from '../../../lib/staff-api-client';

export function markSupportRead(conversationId: string, seq: number) {
  return staffCall(endpoints.chat.staffMarkSupportRead, { params: { conversationId }, body: { seq } });
}
