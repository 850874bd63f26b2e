import { profileSchema, profileUpdateInputSchema, successEnvelope } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { presentOwnProfile } from './presenter.js';
import { getProfile, updateProfile } from './service.js';

const tags = ['profiles'];

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticate = createAuthenticate(db);

  app.get(
    '/v1/user/profile',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'The caller’s own profile',
        response: { 200: successEnvelope(profileSchema) },
      },
    },
    async (request) => {
      const { user, company } = await getProfile({ db, userId: requireActor(request).userId });
      return { status: 200, message: 'ok' as const, result: presentOwnProfile(user, company) };
    },
  );

  app.put(
    '/v1/user/profile',
    {
      preHandler: authenticate,
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
      return { status: 200, message: 'ok' as const, result: presentOwnProfile(user, company) };
    },
  );
};
