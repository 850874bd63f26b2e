/**
 * Query keys more than one feature uses. Every opportunity query key (search, detail, a company's
 * list, applicants) starts with this, so a change to an opportunity can refresh them all at once.
 */
export const OPPORTUNITIES_ROOT_KEY = ['opportunities'] as const;

/** Every talent directory query (search, facets) starts with this. */
export const TALENT_ROOT_KEY = ['talent'] as const;

/**
 * Every engagement query (the Work list, one engagement's terms, milestones, time and invoices)
 * starts with this; offers (accepting one makes an engagement) refresh them through it.
 */
export const ENGAGEMENTS_ROOT_KEY = ['engagements'] as const;

/** Every offer query (lists, one negotiation) starts with this. */
export const OFFERS_ROOT_KEY = ['offers'] as const;

/** Every invoice query (lists, one invoice) starts with this. */
export const INVOICES_ROOT_KEY = ['invoices'] as const;
