import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { createRateLimits } from '../../plugins/rate-limit.js';
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

const chatApi = endpoints.chat;

/**
 * Chat over HTTP: lists, history, search, and the same writes the socket offers (for clients that
 * are not connected). Every call is for participants only: anyone else gets 404.
 */
export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const limits = createRateLimits(ctx);
  const limitTextWrites = createTextWriteLimit(ctx);
  const { db, chatEvents: events } = ctx;
  const authenticate = createAuthenticate(db);

  app.get(
    chatApi.listConversations.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.listConversations),
    },
    async (request) =>
      ok(await listConversations({ db, actor: requireActor(request), query: request.query })),
  );

  app.get(
    chatApi.getConversation.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.getConversation),
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
    chatApi.openDirectConversation.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.openDirectConversation),
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
    chatApi.openSupportConversation.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.openSupportConversation),
    },
    async (request) => {
      const actor = requireActor(request);
      const { row } = await openSupportConversation({ db, events, userId: actor.userId });
      return ok(await getConversation({ db, actor, conversationId: row.id }));
    },
  );

  app.get(
    chatApi.listMessages.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.listMessages),
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
    chatApi.searchMessages.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.searchMessages),
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
    chatApi.sendMessage.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.sendMessage),
      preHandler: limits.limit({
        rule: 'chatMessagesPerUser',
        key: (request) => `chat:send:${requireActor(request).userId}`,
      }),
    },
    async (request) => {
      const actor = requireActor(request);
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
    chatApi.editMessage.path,
    {
      onRequest: [authenticate, limitTextWrites],
      schema: endpointSchema(chatApi.editMessage),
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
    chatApi.deleteMessage.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.deleteMessage),
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
    chatApi.markConversationRead.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.markConversationRead),
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
    chatApi.getUnreadCounts.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.getUnreadCounts),
    },
    async (request) => ok(await getUnreadCounts({ db, userId: requireActor(request).userId })),
  );

  app.get(
    chatApi.listBlockedUsers.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.listBlockedUsers),
    },
    async (request) => ok(await listBlockedUsers({ db, actor: requireActor(request) })),
  );

  app.post(
    chatApi.blockUser.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.blockUser),
    },
    async (request) => {
      const actor = requireActor(request);
      await blockUser({ db, actor, userCode: request.body.userCode });
      return ok(await listBlockedUsers({ db, actor }));
    },
  );

  app.delete(
    chatApi.unblockUser.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(chatApi.unblockUser),
    },
    async (request) => {
      const actor = requireActor(request);
      await unblockUser({ db, actor, userCode: request.params.userCode });
      return ok(await listBlockedUsers({ db, actor }));
    },
  );
};
