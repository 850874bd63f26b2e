import {
  chatMessageSchema,
  conversationIdParamsSchema,
  markReadInputSchema,
  messageHistoryQuerySchema,
  pageSchema,
  successEnvelope,
  supportConversationListQuerySchema,
  supportConversationSchema,
  supportReplyInputSchema,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { createStaffAuthenticate, requireStaff, requireStaffRole } from '../../plugins/staff-auth.js';
import { findStaffMember } from '../staff/index.js';
import { listMessages } from './message-reads.js';
import { markRead, sendMessage } from './messages-service.js';
import {
  auditSupportReply,
  getSupportConversation,
  listSupportConversations,
  updateSupportConversation,
} from './support-service.js';

const tags = ['staff'];

/** The support inbox of the staff console (role `support`; admins too). */
export const supportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, chatEvents: events } = ctx;
  const staffOnly = [createStaffAuthenticate(db), requireStaffRole('support')];

  app.get(
    '/staff/v1/support/conversations',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Support conversations, most recent message first',
        querystring: supportConversationListQuerySchema,
        response: { 200: successEnvelope(pageSchema(supportConversationSchema)) },
      },
    },
    async (request) => ok(await listSupportConversations({ db, query: request.query })),
  );

  app.get(
    '/staff/v1/support/conversations/:conversationId',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'One support conversation',
        params: conversationIdParamsSchema,
        response: { 200: successEnvelope(supportConversationSchema) },
      },
    },
    async (request) =>
      ok(await getSupportConversation({ db, conversationId: request.params.conversationId })),
  );

  app.get(
    '/staff/v1/support/conversations/:conversationId/messages',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'A support conversation’s history, newest first',
        params: conversationIdParamsSchema,
        querystring: messageHistoryQuerySchema,
        response: { 200: successEnvelope(pageSchema(chatMessageSchema)) },
      },
    },
    async (request) =>
      ok(
        await listMessages({
          db,
          reader: { kind: 'staff' },
          conversationId: request.params.conversationId,
          query: request.query,
        }),
      ),
  );

  app.post(
    '/staff/v1/support/conversations/:conversationId/messages',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Reply as the support team (idempotent by clientId; recorded in the audit log)',
        params: conversationIdParamsSchema,
        body: supportReplyInputSchema,
        response: { 200: successEnvelope(chatMessageSchema) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const member = await findStaffMember(db, staff.staffId);
      const { message } = await sendMessage({
        db,
        events,
        sender: { kind: 'staff', staffId: staff.staffId, name: member.fullname },
        input: { ...request.body, attachmentIds: [], conversationId: request.params.conversationId },
        beforeCommit: auditSupportReply(staff.staffId),
      });
      return ok(message);
    },
  );

  app.post(
    '/staff/v1/support/conversations/:conversationId/read',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Mark a support conversation read by the team up to `seq`',
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
          reader: { kind: 'staff' },
          conversationId: request.params.conversationId,
          seq: request.body.seq,
        }),
      ),
  );

  for (const [action, summary] of [
    ['assign', 'Take a support conversation: the caller handles it (shown to the user and the team)'],
    ['close', 'Close a support conversation: it stops waiting for an answer until the user writes again'],
  ] as const) {
    app.post(
      `/staff/v1/support/conversations/:conversationId/${action}`,
      {
        onRequest: staffOnly,
        schema: {
          tags,
          summary,
          params: conversationIdParamsSchema,
          response: { 200: successEnvelope(supportConversationSchema) },
        },
      },
      async (request) =>
        ok(
          await updateSupportConversation({
            db,
            staffId: requireStaff(request).staffId,
            conversationId: request.params.conversationId,
            action,
          }),
        ),
    );
  }
};
