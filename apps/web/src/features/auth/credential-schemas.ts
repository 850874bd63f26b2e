/** Loaded on demand by the log-in and sign-up forms: the contract's schemas bring zod with them. */
export { loginInputSchema, registerInputSchema } from '@talentport/contract';
