import { z } from 'zod';
import { onboardingDraftInputSchema, onboardingDraftSchema } from '../onboarding-draft.js';
import { defineEndpoint } from './define.js';

export const onboardingDraftsEndpoints = {
  getOnboardingDraft: defineEndpoint({
    id: 'getOnboardingDraft',
    method: 'GET',
    path: '/v1/user/onboarding-draft',
    summary: 'The caller’s onboarding draft (null when none, or once onboarding is complete)',
    description: 'Needs a session (the `token` header; 401 without one).',
    tags: ['profiles'],
    access: 'user',
    response: onboardingDraftSchema,
    errors: [400, 401],
  }),
  saveOnboardingDraft: defineEndpoint({
    id: 'saveOnboardingDraft',
    method: 'PUT',
    path: '/v1/user/onboarding-draft',
    summary: 'Save the onboarding wizard’s form as it stands (at each step)',
    description:
      'Replaces the caller’s draft. `data` is the form state of the web client, kept as given (at most ' +
      '64,000 characters of JSON); nothing in it counts as the profile until PUT /v1/user/profile.',
    tags: ['profiles'],
    access: 'user',
    body: onboardingDraftInputSchema,
    response: onboardingDraftSchema,
    errors: [400, 401],
  }),
  deleteOnboardingDraft: defineEndpoint({
    id: 'deleteOnboardingDraft',
    method: 'DELETE',
    path: '/v1/user/onboarding-draft',
    summary: 'Forget the caller’s onboarding draft',
    description: 'Needs a session (the `token` header; 401 without one).',
    tags: ['profiles'],
    access: 'user',
    response: z.object({ deleted: z.literal(true) }),
    errors: [400, 401],
  }),
} as const;
