import { endpoints } from '@talentport/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { endpointSchema } from '../../lib/endpoint-schema.js';
import { ok } from '../../lib/ok.js';
import { createAuthenticate, requireActor } from '../../plugins/auth.js';
import { deleteOnboardingDraft, getOnboardingDraft, saveOnboardingDraft } from './service.js';

const onboardingDraftsApi = endpoints.onboardingDrafts;

/** The onboarding wizard's draft, kept on the server per account (decision 063). */
export const onboardingDraftRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  const authenticate = createAuthenticate(db);

  app.get(
    onboardingDraftsApi.getOnboardingDraft.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(onboardingDraftsApi.getOnboardingDraft),
    },
    async (request) => ok(await getOnboardingDraft({ db, userId: requireActor(request).userId })),
  );

  app.put(
    onboardingDraftsApi.saveOnboardingDraft.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(onboardingDraftsApi.saveOnboardingDraft),
    },
    async (request) =>
      ok(await saveOnboardingDraft({ db, userId: requireActor(request).userId, input: request.body })),
  );

  app.delete(
    onboardingDraftsApi.deleteOnboardingDraft.path,
    {
      onRequest: authenticate,
      schema: endpointSchema(onboardingDraftsApi.deleteOnboardingDraft),
    },
    async (request) => {
      await deleteOnboardingDraft({ db, userId: requireActor(request).userId });
      return ok({ deleted: true as const });
    },
  );
};
