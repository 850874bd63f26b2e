import { apiRoutes, type SupportReplyInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-api-client';

export function sendSupportReply(input: SupportReplyInput & { conversationId: string }) {
  const { conversationId, ...body } = input;
  return staffCall(apiRoutes.chat.staffSendSupportReply, { params: { conversationId }, body });
}

/** Idempotent by clientId: a retry after a lost answer never posts twice. */
export function useSendSupportReply() {
  return useMutation({ mutationKey: ['support', 'reply'], mutationFn: sendSupportReply });
}
