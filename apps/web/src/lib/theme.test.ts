import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyThemePreference, readThemePreference, saveThemePreference, THEME_STORAGE_KEY } from './theme';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}
const fakeRoot = () => ({ dataset: {} as Record<string, string | undefined> }) as unknown as HTMLElement;

describe('theme preference', () => {
  it('is System unless Light or Dark was stored', () => {
    expect(readThemePreference(memoryStore())).toBe('system');
    expect(readThemePreference(memoryStore({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
    expect(readThemePreference(memoryStore({ [THEME_STORAGE_KEY]: 'purple' }))).toBe('system');
    expect(readThemePreference(null)).toBe('system');
  });

  it('sets data-theme for Light and Dark and removes it for System', () => {
    const root = fakeRoot();
    applyThemePreference('dark', root);
    expect(root.dataset.theme).toBe('dark');
    applyThemePreference('system', root);
    expect(root.dataset.theme).toBeUndefined();
  });

  it('stores a choice and forgets it for System', () => {
    const store = memoryStore();
    const root = fakeRoot();
    saveThemePreference('light', root, store);
    expect(store.values.get(THEME_STORAGE_KEY)).toBe('light');
    expect(root.dataset.theme).toBe('light');
    saveThemePreference('system', root, store);
    expect(store.values.has(THEME_STORAGE_KEY)).toBe(false);
  });

  it('is the rule public/theme.js applies before the first paint (same key, same values)', () => {
    const script = readFileSync(new URL('../../public/theme.js', import.meta.url), 'utf8');
    expect(script).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`);
    expect(script).toContain("theme === 'light' || theme === 'dark'");
  });

  it('uses one dark palette for the system preference and for data-theme="dark"', () => {
    const tokens = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
    const block = (pattern: RegExp) => pattern.exec(tokens)?.[1]?.replace(/\s+/g, ' ').trim();
    const system = block(/:root:not\(\[data-theme='light'\]\) \{([^}]*)\}/);
    const chosen = block(/:root\[data-theme='dark'\] \{([^}]*)\}/);
    expect(system).toBeTruthy();
    expect(system).toBe(chosen);
  });
});
