import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
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

const chatApi = endpoints.chat;

/** The support inbox of the staff console (role `support`; admins too). */
export const supportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, chatEvents: events } = ctx;
  const staffOnly = [createStaffAuthenticate(db), requireStaffRole('support')];

  app.get(
    chatApi.staffListSupportConversations.path,
    {
      onRequest: staffOnly,
      schema: endpointSchema(chatApi.staffListSupportConversations),
    },
    async (request) => ok(await listSupportConversations({ db, query: request.query })),
  );

  app.get(
    chatApi.staffGetSupportConversation.path,
    {
      onRequest: staffOnly,
      schema: endpointSchema(chatApi.staffGetSupportConversation),
    },
    async (request) =>
      ok(await getSupportConversation({ db, conversationId: request.params.conversationId })),
  );

  app.get(
    chatApi.staffListSupportMessages.path,
    {
      onRequest: staffOnly,
      schema: endpointSchema(chatApi.staffListSupportMessages),
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
    chatApi.staffSendSupportReply.path,
    {
      onRequest: staffOnly,
      schema: endpointSchema(chatApi.staffSendSupportReply),
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
    chatApi.staffMarkSupportRead.path,
    {
      onRequest: staffOnly,
      schema: endpointSchema(chatApi.staffMarkSupportRead),
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

  for (const [action, endpoint] of [
    ['assign', chatApi.staffAssignSupportConversation],
    ['close', chatApi.staffCloseSupportConversation],
  ] as const) {
    app.post(
      endpoint.path,
      {
        onRequest: staffOnly,
        schema: endpointSchema(endpoint),
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
