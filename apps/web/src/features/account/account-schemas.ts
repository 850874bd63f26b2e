/** Loaded on demand by the account forms: the contract's schemas bring zod, which their pages do not need to show. */
export { emailSchema, fullnameSchema } from '@talentport/contract';
