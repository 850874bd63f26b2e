/** Loaded on demand by the resend-verification form: the contract's schema brings zod with it. */
export { emailSchema } from '@talentport/contract';
