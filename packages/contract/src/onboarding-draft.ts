import { z } from 'zod';
import { ONBOARDING_TOTAL_STEPS } from './constants.js';

/** Largest draft kept on the server: the form's text, never files (they are uploaded apart). */
export const ONBOARDING_DRAFT_MAX_CHARS = 64_000;

const step = z
  .number({ error: 'must be a step number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(ONBOARDING_TOTAL_STEPS, `must be at most ${ONBOARDING_TOTAL_STEPS}`);

/**
 * `PUT /v1/user/onboarding-draft`: the wizard's form as it stands, saved at each step so that
 * onboarding continues in another tab or on another device (decision 063). `data` is the web
 * client's form state; the server keeps it as given and checks only its size.
 */
export const onboardingDraftInputSchema = z.object({
  currentStep: step,
  processedStep: step,
  referrerEmail: z.string().max(254, 'must be at most 254 characters').default(''),
  data: z
    .record(z.string(), z.unknown(), { error: 'must be an object' })
    .refine(
      (value) => JSON.stringify(value).length <= ONBOARDING_DRAFT_MAX_CHARS,
      `must be at most ${ONBOARDING_DRAFT_MAX_CHARS} characters of JSON`,
    ),
});
export type OnboardingDraftInput = z.input<typeof onboardingDraftInputSchema>;

export const onboardingDraftSchema = z.object({
  draft: z
    .object({
      currentStep: z.number().int(),
      processedStep: z.number().int(),
      referrerEmail: z.string(),
      data: z.record(z.string(), z.unknown()),
    })
    .nullable(),
  updatedAt: z.string().nullable(),
});
export type OnboardingDraft = z.infer<typeof onboardingDraftSchema>;
