import {
  markNotificationsReadInputSchema,
  notificationSchema,
  notificationsQuerySchema,
  pageSchema,
  successEnvelope,
  unreadCountSchema,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
} from '../../platform/notifications.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { presentNotification } from './presenter.js';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticate = createAuthenticate(db);

  app.get(
    '/v1/notifications',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'The caller’s notifications, newest first',
        querystring: notificationsQuerySchema,
        response: { 200: successEnvelope(pageSchema(notificationSchema)) },
      },
    },
    async (request) => {
      const { page, recordPerPage, isUnreadOnly } = request.query;
      const { rows, total } = await listNotifications({
        db,
        userId: requireActor(request).userId,
        page,
        recordPerPage,
        isUnreadOnly,
      });
      return {
        status: 200,
        message: 'ok' as const,
        result: { items: rows.map(presentNotification), total, page, recordPerPage },
      };
    },
  );

  app.get(
    '/v1/notifications/unread-count',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'How many of the caller’s notifications are unread (the header bell)',
        response: { 200: successEnvelope(unreadCountSchema) },
      },
    },
    async (request) => {
      const unread = await countUnreadNotifications({ db, userId: requireActor(request).userId });
      return ok({ unread });
    },
  );

  app.post(
    '/v1/notifications/read',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Mark notifications read: `ids`, or `isAll: true`',
        body: markNotificationsReadInputSchema,
        response: { 200: successEnvelope(unreadCountSchema) },
      },
    },
    async (request) => {
      const unread = await markNotificationsRead({
        db,
        userId: requireActor(request).userId,
        ids: request.body.ids,
        isAll: request.body.isAll,
      });
      return ok({ unread });
    },
  );
};
