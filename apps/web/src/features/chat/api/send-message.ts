import {
  apiRoutes,
  type ChatMessage,
  type Envelope,
  SOCKET_CLIENT_EVENTS,
  type SocketSendPayload,
} from '@talentport/contract';
import { call } from '../../../lib/api-client';
import { emitWithAck, getSocket } from '../../../lib/socket';

/**
 * Sends one message: over the socket when connected (acknowledged after the commit), else over
 * HTTP. Both are idempotent by clientId, so the caller may retry the same payload until it gets an
 * answer; a status-0 answer means "no answer yet, retry".
 */
export async function sendMessage(payload: SocketSendPayload): Promise<Envelope<ChatMessage>> {
  if (getSocket()?.connected) return emitWithAck<ChatMessage>(SOCKET_CLIENT_EVENTS.send, payload);
  const { conversationId, ...body } = payload;
  return call(apiRoutes.chat.sendMessage, { params: { conversationId }, body });
}
