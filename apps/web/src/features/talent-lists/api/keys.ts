/** Every talent-list query key starts with this, so a change refreshes lists and entries at once. */
export const TALENT_LISTS_KEY = ['talent-lists'] as const;
