import { apiRoutes, SOCKET_CLIENT_EVENTS } from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { emitWithAck, getSocket } from '../../../lib/socket';

/** Moves the read marker (read receipts); over the socket when connected, else over HTTP. */
export async function markRead(conversationId: string, seq: number) {
  if (getSocket()?.connected) {
    const answer = await emitWithAck<{ seq: number }>(SOCKET_CLIENT_EVENTS.read, { conversationId, seq });
    if (answer.status !== 0) return answer;
  }
  return call(apiRoutes.chat.markConversationRead, {
    params: { conversationId },
    body: {
      seq,
    },
  });
}
