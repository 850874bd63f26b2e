import type { EndpointResult, endpoints } from '@talentport/contract';
import { SOCKET_CLIENT_EVENTS } from '@talentport/contract';
import { apiClient } from '../../../lib/api-client';
import { emitWithAck, getSocket } from '../../../lib/socket';

/** Moves the read marker (read receipts); over the socket when connected, else over HTTP. */
export async function markRead(conversationId: string, seq: number) {
  if (getSocket()?.connected) {
    const answer = await emitWithAck<{ seq: number }>(SOCKET_CLIENT_EVENTS.read, { conversationId, seq });
    if (answer.status !== 0) return answer;
  }
  return apiClient.post<EndpointResult<typeof endpoints.chat.markConversationRead>>(
    `/v1/chat/conversations/${encodeURIComponent(conversationId)}/read`,
    {
      seq,
    },
  );
}
