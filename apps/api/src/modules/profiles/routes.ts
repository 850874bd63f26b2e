import {
  listingUserByCodesInputSchema,
  pageSchema,
  profileSchema,
  profileUpdateInputSchema,
  publicProfileSchema,
  publicUserCardSchema,
  successEnvelope,
  userCodeParamsSchema,
} from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, createIdentify, requireActor } from '../../plugins/auth.js';
import { createTextWriteLimit } from '../../plugins/text-write-limit.js';
import { presentOwnProfile, presentPublicProfile, presentUserCard } from './presenter.js';
import { getPublicProfile, listUsersByCodes } from './public-service.js';
import { getProfile, updateProfile } from './service.js';

const tags = ['profiles'];

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db } = ctx;
  const limitTextWrites = createTextWriteLimit(ctx);
  const authenticate = createAuthenticate(db);
  const identify = createIdentify(db);

  app.get(
    '/v1/user/profile',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'The caller’s own profile',
        response: { 200: successEnvelope(profileSchema) },
      },
    },
    async (request) => {
      const { user, company } = await getProfile({ db, userId: requireActor(request).userId });
      return ok(presentOwnProfile(user, company));
    },
  );

  app.put(
    '/v1/user/profile',
    {
      onRequest: [authenticate, limitTextWrites],
      schema: {
        tags,
        summary: 'Save the profile; the onboarding submit',
        description:
          'Saves the given fields. An unknown or own referrerEmail fails with "Invalid Referrer Email" and saves nothing. ' +
          'A valid submit by an account that has chosen its role sets isOnboard.',
        body: profileUpdateInputSchema,
        response: { 200: successEnvelope(profileSchema) },
      },
    },
    async (request) => {
      const { user, company } = await updateProfile({
        db,
        userId: requireActor(request).userId,
        input: request.body,
      });
      return ok(presentOwnProfile(user, company));
    },
  );

  app.post(
    '/v1/user/listing-user-by-codes',
    {
      schema: {
        tags,
        summary: 'Public cards of users by their codes',
        description:
          'Anyone may call it. Unknown codes and accounts that have not finished onboarding are left out; ' +
          'private fields (email, phone, date of birth, bank details) never appear.',
        body: listingUserByCodesInputSchema,
        response: { 200: successEnvelope(pageSchema(publicUserCardSchema)) },
      },
    },
    async (request) => {
      const rows = await listUsersByCodes({ db, codes: request.body.codes });
      const items = rows.map((row) => presentUserCard(row.user, row.company, row.isHighlighted));
      return {
        status: 200,
        message: 'ok' as const,
        result: { items, total: items.length, page: 1, recordPerPage: request.body.codes.length },
      };
    },
  );

  app.get(
    '/v1/user/public-profile/:code',
    {
      onRequest: identify,
      schema: {
        tags,
        summary: 'A user’s public profile page',
        description:
          'Anyone may call it. The resume is listed for the owner and for logged-in employers and agencies only.',
        params: userCodeParamsSchema,
        response: { 200: successEnvelope(publicProfileSchema) },
      },
    },
    async (request) => {
      const { user, company, canSeeResume, isHighlighted } = await getPublicProfile({
        db,
        actor: request.actor,
        code: request.params.code,
      });
      return {
        status: 200,
        message: 'ok' as const,
        result: presentPublicProfile(user, company, { canSeeResume, isHighlighted }),
      };
    },
  );
};
