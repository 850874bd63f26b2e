/**
 * Query keys more than one feature uses. Every opportunity query key (search, detail, a company's
 * list, applicants) starts with this, so a change to an opportunity can refresh them all at once.
 */
export const OPPORTUNITIES_ROOT_KEY = ['opportunities'] as const;

/** Every talent directory query (search, facets) starts with this. */
export const TALENT_ROOT_KEY = ['talent'] as const;
