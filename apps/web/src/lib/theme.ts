/**
 * The colour theme a person chose in Settings: Light, Dark, or System (the default, which follows
 * the device through `prefers-color-scheme`). Kept in localStorage under `theme`, applied as
 * `<html data-theme="light|dark">`; `public/theme.js` applies the same rule before the first paint.
 */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const THEME_STORAGE_KEY = 'theme';

const isThemePreference = (value: unknown): value is ThemePreference =>
  THEME_PREFERENCES.includes(value as ThemePreference);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readThemePreference(store: Pick<Storage, 'getItem'> | null = storage()): ThemePreference {
  try {
    const value = store?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Sets or removes `data-theme` on the root element: only an explicit choice overrides the system. */
export function applyThemePreference(preference: ThemePreference, root: HTMLElement): void {
  if (preference === 'system') delete root.dataset.theme;
  else root.dataset.theme = preference;
}

/** Remembers the choice (System is stored as no value) and applies it at once. */
export function saveThemePreference(
  preference: ThemePreference,
  root: HTMLElement,
  store: Pick<Storage, 'setItem' | 'removeItem'> | null = storage(),
): void {
  try {
    if (preference === 'system') store?.removeItem(THEME_STORAGE_KEY);
    else store?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Quota or privacy mode: the choice then lasts for this page only.
  }
  applyThemePreference(preference, root);
}
