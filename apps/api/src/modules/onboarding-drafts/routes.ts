import { onboardingDraftInputSchema, onboardingDraftSchema, successEnvelope } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { deleteOnboardingDraft, getOnboardingDraft, saveOnboardingDraft } from './service.js';

const tags = ['profiles'];

/** The onboarding wizard's draft, kept on the server per account (decision 063). */
export const onboardingDraftRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticate = createAuthenticate(db);

  app.get(
    '/v1/user/onboarding-draft',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'The caller’s onboarding draft (null when none, or once onboarding is complete)',
        response: { 200: successEnvelope(onboardingDraftSchema) },
      },
    },
    async (request) => ok(await getOnboardingDraft({ db, userId: requireActor(request).userId })),
  );

  app.put(
    '/v1/user/onboarding-draft',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Save the onboarding wizard’s form as it stands (at each step)',
        description:
          'Replaces the caller’s draft. `data` is the form state of the web client, kept as given (at most ' +
          '64,000 characters of JSON); nothing in it counts as the profile until PUT /v1/user/profile.',
        body: onboardingDraftInputSchema,
        response: { 200: successEnvelope(onboardingDraftSchema) },
      },
    },
    async (request) =>
      ok(await saveOnboardingDraft({ db, userId: requireActor(request).userId, input: request.body })),
  );

  app.delete(
    '/v1/user/onboarding-draft',
    {
      onRequest: authenticate,
      schema: {
        tags,
        summary: 'Forget the caller’s onboarding draft',
        response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await deleteOnboardingDraft({ db, userId: requireActor(request).userId });
      return ok({ deleted: true as const });
    },
  );
};
