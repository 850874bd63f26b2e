import { describe, expect, it } from 'vitest';
import { normalizeDescription, toExcerpt } from './description.js';

describe('toExcerpt', () => {
  it('turns lines and bullets into sentences instead of one run-on phrase', () => {
    const description = normalizeDescription(
      'Help us ship.\n\nWhat you will do:\n- Work with a small, friendly team\n- Ship in short iterations\n\n**Remote** is fine',
    );
    expect(toExcerpt(description)).toBe(
      'Help us ship. What you will do: Work with a small, friendly team. Ship in short iterations. Remote is fine',
    );
  });

  it('keeps a single line as it is and cuts long text on a word', () => {
    expect(toExcerpt('Build our routing platform')).toBe('Build our routing platform');
    const excerpt = toExcerpt(`${'word '.repeat(60)}end`, 40);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(41);
  });
});
