import type { EndpointResult, endpoints, SupportReplyInput } from '@talentport/contract';
import { useMutation } from '@tanstack/react-query';
import { staffApiClient } from '../../../lib/staff-api-client';

export function sendSupportReply(input: SupportReplyInput & { conversationId: string }) {
  const { conversationId, ...body } = input;
  return staffApiClient.post<EndpointResult<typeof endpoints.chat.staffSendSupportReply>>(
    `/staff/v1/support/conversations/${encodeURIComponent(conversationId)}/messages`,
    body,
  );
}

/** Idempotent by clientId: a retry after a lost answer never posts twice. */
export function useSendSupportReply() {
  return useMutation({ mutationKey: ['support', 'reply'], mutationFn: sendSupportReply });
}
