import { z } from 'zod';
import { MAX_RECORDS_PER_PAGE, REWARD_PAGE_SIZE } from './constants.js';
import { userRoleSchema } from './user.js';

/** Reward points (decision 041). Whole numbers; a balance is the sum of the ledger. */
export const REWARD_AMOUNTS = {
  /** To the referrer when the person they referred completes onboarding. */
  referralOnboarded: 50,
  /** To the referrer when the person they referred is hired, or hires, for the first time. */
  referralFirstHire: 100,
  /** To a referred person when they complete onboarding. */
  welcome: 20,
} as const;

/** Price and length of a profile highlight (decision 040). */
export const HIGHLIGHT_PRICE = 100;
export const HIGHLIGHT_DAYS = 7;

export const REWARD_REASON_LABELS = {
  welcome: 'Welcome reward',
  'referral-onboarded': 'Referral joined',
  'referral-first-hire': 'Referral’s first hire',
  promotion: 'Promo code',
  highlight: 'Profile highlight',
} as const;
export type RewardReasonName = keyof typeof REWARD_REASON_LABELS;

export const getMyRewardQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  recordPerPage: z.coerce.number().int().min(1).max(MAX_RECORDS_PER_PAGE).default(REWARD_PAGE_SIZE),
  sort: z.enum(['desc', 'asc'], { error: 'must be desc or asc' }).default('desc'),
});
export type GetMyRewardQuery = z.infer<typeof getMyRewardQuerySchema>;

export const rewardEntrySchema = z.object({
  _id: z.string(),
  amount: z.number().int(),
  reason: z.enum(['welcome', 'referral-onboarded', 'referral-first-hire', 'promotion', 'highlight']),
  label: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type RewardEntry = z.infer<typeof rewardEntrySchema>;

export const myRewardSchema = z.object({
  items: z.array(rewardEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  recordPerPage: z.number().int(),
  sort: z.enum(['desc', 'asc']),
  balance: z.number().int(),
  /** Points waiting for an account (yours or your referral's) to verify its email. */
  heldBalance: z.number().int(),
  referralCode: z.string(),
  /** Path of the referral link on this site: `/signup?ref=CODE`. */
  referralPath: z.string(),
  highlightedUntil: z.string().nullable(),
  highlightPrice: z.number().int(),
  highlightDays: z.number().int(),
});
export type MyReward = z.infer<typeof myRewardSchema>;

export const addPromotionInputSchema = z.object({
  code: z
    .string({ error: 'must be the promo code' })
    .trim()
    .min(1, 'must not be empty')
    .max(40, 'must be at most 40 characters')
    .transform((value) => value.toUpperCase()),
});
export type AddPromotionInput = z.infer<typeof addPromotionInputSchema>;

export const addPromotionResultSchema = z.object({
  code: z.string(),
  value: z.number().int(),
  balance: z.number().int(),
});
export type AddPromotionResult = z.infer<typeof addPromotionResultSchema>;

export const highlightResultSchema = z.object({
  highlightedUntil: z.string(),
  balance: z.number().int(),
  price: z.number().int(),
});
export type HighlightResult = z.infer<typeof highlightResultSchema>;

/** What staff give to create a promo code. */
export const createPromoCodeInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,40}$/, 'must be 3 to 40 letters, digits or dashes')
      .transform((value) => value.toUpperCase()),
    value: z.number().int().min(1).max(100_000),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    maxRedemptions: z.number().int().min(1).max(1_000_000),
    allowedRoles: z.array(userRoleSchema).max(3).default([]),
    description: z.string().trim().max(500).default(''),
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: 'must end after it starts',
    path: ['endsAt'],
  });
export type CreatePromoCodeInput = z.input<typeof createPromoCodeInputSchema>;

export const promoCodeSchema = z.object({
  _id: z.string(),
  code: z.string(),
  value: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  maxRedemptions: z.number().int(),
  redemptionCount: z.number().int(),
  allowedRoles: z.array(userRoleSchema),
  description: z.string(),
  isDisabled: z.boolean(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a promo code id' }) });
