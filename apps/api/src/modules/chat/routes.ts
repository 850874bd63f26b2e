import {
  blockedUserSchema,
  blockInputSchema,
  chatConversationSchema,
  chatMessageSchema,
  conversationIdParamsSchema,
  conversationListQuerySchema,
  editMessageInputSchema,
  markReadInputSchema,
  messageHistoryQuerySchema,
  messageIdParamsSchema,
  messageSearchQuerySchema,
  openDirectInputSchema,
  pageSchema,
  sendMessageInputSchema,
  successEnvelope,
  unreadCountsSchema,
  userCodeParamSchema,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { enforceRateLimit } from '../../lib/rate-limit-rules.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import {
  blockUser,
  getConversation,
  getUnreadCounts,
  listBlockedUsers,
  listConversations,
  openDirectConversation,
  openSupportConversation,
  unblockUser,
} from './conversations-service.js';
import { listMessages, searchMessages } from './message-reads.js';
import { deleteMessage, editMessage, markRead, sendMessage } from './messages-service.js';

const tags = ['chat'];

/**
 * Chat over HTTP: lists, history, search, and the same writes the socket offers (for clients that
 * are not connected). Every call is for participants only: anyone else gets 404.
 */
export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const limitTextWrites = createTextWriteLimit(ctx);
  const { db, chatEvents: events } = ctx;
  const authenticate = createAuthenticate(db);

  app.get(
    '/v1/chat/conversations',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'The caller’s conversations, most recent message first',
        description:
          'Filter with `type` (hiringConv, workingConv, directConv, supportConv). 10 per page by default.',
        querystring: conversationListQuerySchema,
        response: { 200: successEnvelope(pageSchema(chatConversationSchema)) },
      },
    },
    async (request) =>
      ok(await listConversations({ db, actor: requireActor(request), query: request.query })),
  );

  app.get(
    '/v1/chat/conversations/:conversationId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'One conversation with its participants and read markers',
        params: conversationIdParamsSchema,
        response: { 200: successEnvelope(chatConversationSchema) },
      },
    },
    async (request) =>
      ok(
        await getConversation({
          db,
          actor: requireActor(request),
          conversationId: request.params.conversationId,
        }),
      ),
  );

  app.post(
    '/v1/chat/conversations/direct',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Open (or return) the direct conversation with another user',
        description:
          'Both must be onboarded with a verified email (409 EMAIL_NOT_VERIFIED, CHAT_ONBOARDING_REQUIRED or ' +
          'CHAT_RECIPIENT_UNAVAILABLE) and neither may have blocked the other (409 CHAT_BLOCKED). Starting a new ' +
          'conversation is rate limited.',
        body: openDirectInputSchema,
        response: { 200: successEnvelope(chatConversationSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { row } = await openDirectConversation({
        db,
        events,
        rateLimiter: ctx.rateLimiter,
        firstContactRule: ctx.rateLimitRules.chatFirstContactsPerUser,
        actor,
        input: request.body,
      });
      return ok(await getConversation({ db, actor, conversationId: row.id }));
    },
  );

  app.post(
    '/v1/chat/support',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'The caller’s conversation with the support team, created on first use',
        response: { 200: successEnvelope(chatConversationSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { row } = await openSupportConversation({ db, events, userId: actor.userId });
      return ok(await getConversation({ db, actor, conversationId: row.id }));
    },
  );

  app.get(
    '/v1/chat/conversations/:conversationId/messages',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'History, newest first (10 per page)',
        description:
          'Pass `beforeSeq` (the oldest seq the client holds) to page backwards without gaps or repeats.',
        params: conversationIdParamsSchema,
        querystring: messageHistoryQuerySchema,
        response: { 200: successEnvelope(pageSchema(chatMessageSchema)) },
      },
    },
    async (request) =>
      ok(
        await listMessages({
          db,
          reader: { kind: 'user', userId: requireActor(request).userId },
          conversationId: request.params.conversationId,
          query: request.query,
        }),
      ),
  );

  app.get(
    '/v1/chat/conversations/:conversationId/search',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Messages of one conversation containing `q`, newest first',
        params: conversationIdParamsSchema,
        querystring: messageSearchQuerySchema,
        response: { 200: successEnvelope(pageSchema(chatMessageSchema)) },
      },
    },
    async (request) =>
      ok(
        await searchMessages({
          db,
          reader: { kind: 'user', userId: requireActor(request).userId },
          conversationId: request.params.conversationId,
          query: request.query,
        }),
      ),
  );

  app.post(
    '/v1/chat/conversations/:conversationId/messages',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Send a message (the socket event message:send does the same)',
        description:
          'Idempotent by `clientId`: sending again with the same clientId returns the stored message. Text is capped ' +
          'at 4000 characters and stored as plain text. Attach files uploaded with refType chat-attachment.',
        params: conversationIdParamsSchema,
        body: sendMessageInputSchema,
        response: { 200: successEnvelope(chatMessageSchema) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await enforceRateLimit(
        ctx.rateLimiter,
        `chat:send:${actor.userId}`,
        ctx.rateLimitRules.chatMessagesPerUser,
      );
      const { message } = await sendMessage({
        db,
        events,
        sender: { kind: 'user', userId: actor.userId },
        input: { ...request.body, conversationId: request.params.conversationId },
      });
      return ok(message);
    },
  );

  app.put(
    '/v1/chat/messages/:messageId',
    {
      onRequest: [authenticate, limitTextWrites],
      schema: {
        tags,
        summary: 'Edit your message (within 15 minutes)',
        params: messageIdParamsSchema,
        body: editMessageInputSchema,
        response: { 200: successEnvelope(chatMessageSchema) },
      },
    },
    async (request) =>
      ok(
        await editMessage({
          db,
          events,
          sender: { kind: 'user', userId: requireActor(request).userId },
          messageId: request.params.messageId,
          body: request.body.body,
        }),
      ),
  );

  app.delete(
    '/v1/chat/messages/:messageId',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Delete your message (within 15 minutes)',
        params: messageIdParamsSchema,
        response: { 200: successEnvelope(chatMessageSchema) },
      },
    },
    async (request) =>
      ok(
        await deleteMessage({
          db,
          events,
          sender: { kind: 'user', userId: requireActor(request).userId },
          messageId: request.params.messageId,
          storage: ctx.storage,
        }),
      ),
  );

  app.post(
    '/v1/chat/conversations/:conversationId/read',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Mark the conversation read up to `seq` (read receipts, unread counts)',
        params: conversationIdParamsSchema,
        body: markReadInputSchema,
        response: { 200: successEnvelope(z.object({ seq: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await markRead({
          db,
          events,
          reader: { kind: 'user', userId: requireActor(request).userId },
          conversationId: request.params.conversationId,
          seq: request.body.seq,
        }),
      ),
  );

  app.get(
    '/v1/chat/unread',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Unread messages per conversation and in total',
        response: { 200: successEnvelope(unreadCountsSchema) },
      },
    },
    async (request) => ok(await getUnreadCounts({ db, userId: requireActor(request).userId })),
  );

  app.get(
    '/v1/chat/blocks',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'People the caller has blocked',
        response: { 200: successEnvelope(z.array(blockedUserSchema)) },
      },
    },
    async (request) => ok(await listBlockedUsers({ db, actor: requireActor(request) })),
  );

  app.post(
    '/v1/chat/blocks',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Block a user: no direct messages either way until unblocked',
        body: blockInputSchema,
        response: { 200: successEnvelope(z.array(blockedUserSchema)) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await blockUser({ db, actor, userCode: request.body.userCode });
      return ok(await listBlockedUsers({ db, actor }));
    },
  );

  app.delete(
    '/v1/chat/blocks/:userCode',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Unblock a user',
        params: userCodeParamSchema,
        response: { 200: successEnvelope(z.array(blockedUserSchema)) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await unblockUser({ db, actor, userCode: request.params.userCode });
      return ok(await listBlockedUsers({ db, actor }));
    },
  );
};
