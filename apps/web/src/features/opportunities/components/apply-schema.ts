/** Loaded on demand by the apply form: the contract's schema brings zod, which the detail page does not need to show. */
export { applyInputSchema } from '@talentport/contract';
