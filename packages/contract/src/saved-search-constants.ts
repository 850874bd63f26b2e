/* zod-free, so that the search page can show the choices without loading the schema library. */
/** Saved opportunity searches and job alerts (issue 19 item 4, decision 108). */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As soon as they are posted',
  daily: 'Once a day',
  weekly: 'Once a week',
};
/** An account keeps at most this many saved searches; a guest address as many. */
export const MAX_SAVED_SEARCHES = 20;
/** What a saved search looks for: listings (freelancers, agencies) or people (employers, agencies; decision 114). */
export const SAVED_SEARCH_TARGETS = ['opportunity', 'talent'] as const;
export type SavedSearchTarget = (typeof SAVED_SEARCH_TARGETS)[number];
/** The talent side's words for the same frequencies. */
export const TALENT_ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As soon as they appear',
  daily: 'Once a day',
  weekly: 'Once a week',
};
