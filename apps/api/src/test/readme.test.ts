import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The README is read in two minutes (issue 32): short, with both commands near the top. */
const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
const lines = readme.split('\n');

describe('README', () => {
  it('stays within 120 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(120);
  });

  it('gives the two commands in its first 30 lines', () => {
    const top = lines.slice(0, 30).join('\n');
    expect(top).toContain('npm install && npm start');
    expect(top).toContain('npm install && npm test');
  });

  it('links only to docs that exist', () => {
    const links = [...readme.matchAll(/\]\((docs\/[^)#]+)\)/g)].map((match) => match[1] as string);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      expect(() => readFileSync(new URL(`../../../../${link}`, import.meta.url)), link).not.toThrow();
    }
  });
});
