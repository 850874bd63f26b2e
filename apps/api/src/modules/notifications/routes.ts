import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
} from '../../platform/notifications.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { presentNotification } from './presenter.js';

const notificationsApi = endpoints.notifications;

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticate = createAuthenticate(db);

  app.get(
    notificationsApi.listNotifications.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(notificationsApi.listNotifications),
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
    notificationsApi.getNotificationUnreadCount.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(notificationsApi.getNotificationUnreadCount),
    },
    async (request) => {
      const unread = await countUnreadNotifications({ db, userId: requireActor(request).userId });
      return ok({ unread });
    },
  );

  app.post(
    notificationsApi.markNotificationsRead.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(notificationsApi.markNotificationsRead),
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
