import {
  cleanMessageText,
  createShortUrlInputSchema,
  findUnsafeText,
  loginInputSchema,
  matchesPattern,
  opportunityUpdateInputSchema,
  profileUpdateInputSchema,
  registerInputSchema,
} from '@talentport/contract';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../lib/log-redaction.js';
import { contentDisposition, toDownloadName } from '../modules/files/index.js';
import { normalizeDescription, toExcerpt } from '../modules/opportunities/index.js';
import { describeValidation } from '../plugins/error-envelope.js';
import { isLoopbackAddress } from '../plugins/loopback-only.js';

/**
 * Every function that runs regular expressions over user input, on adversarial inputs of 40,000
 * characters (runs that make a backtracking regex quadratic: spaces before a letter, slashes,
 * unclosed markup, dots, dashes). Linear code answers in a few milliseconds even on a loaded
 * machine; the quadratic `/[ \t]+$/gm` took 3 s on the first of them. The budget is generous so
 * the test does not flake, and still far below what a quadratic pattern costs.
 */
const SIZE = 40_000;
const BUDGET_MS = 250;

const ADVERSARIAL: Record<string, string> = {
  'spaces before a letter': `${' '.repeat(SIZE)}x`,
  'spaces and tabs': `${' \t'.repeat(SIZE / 2)}x`,
  'empty lines': `${'\n'.repeat(SIZE)}x`,
  'spaces on many lines': ` \n`.repeat(SIZE / 2),
  stars: '*'.repeat(SIZE),
  'unclosed bold': `**${'a*'.repeat(SIZE / 2)}`,
  'many bold openers': '**a'.repeat(SIZE / 3),
  'slashes before a letter': `${'/'.repeat(SIZE)}a`,
  'dots before a letter': `${'.'.repeat(SIZE)}a`,
  dashes: '-'.repeat(SIZE),
  hashes: `${'#'.repeat(SIZE / 2)}${' '.repeat(SIZE / 2)}`,
  'long word after a slash': `/${'a'.repeat(SIZE)}.`,
  'email-like': `a@${'a.'.repeat(SIZE / 2)}-`,
  'token parameters': '?token='.repeat(SIZE / 7),
  'colon and digits': `:${'1'.repeat(SIZE)}x`,
};

const SUBJECTS: Record<string, (input: string) => unknown> = {
  normalizeDescription,
  toExcerpt,
  'toExcerpt of a normalised description': (input) => toExcerpt(normalizeDescription(input)),
  'route access (matchesPattern)': (input) => matchesPattern('/freelancer/*', input),
  toDownloadName: (input) => toDownloadName(input, 'application/pdf' as Parameters<typeof toDownloadName>[1]),
  contentDisposition: (input) => contentDisposition('attachment', input),
  redactSecrets,
  cleanMessageText,
  findUnsafeText,
  isLoopbackAddress,
  describeValidation: (input) => describeValidation([{ instancePath: input, message: input }], 'body'),
  'login schema': (input) => loginInputSchema.safeParse({ email: input, password: input }),
  'register schema': (input) =>
    registerInputSchema.safeParse({ email: input, password: input, fullname: input }),
  'short link schema': (input) => createShortUrlInputSchema.safeParse({ path: input }),
  'opportunity edit schema': (input) =>
    opportunityUpdateInputSchema.safeParse({ title: input, description: input, skills: [input] }),
  'profile schema': (input) =>
    profileUpdateInputSchema.safeParse({ fullname: input, phone: input, about: input }),
};

function timeOf(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

describe('regular expressions over user input stay linear', () => {
  it(`every subject × every adversarial input of ${SIZE} characters answers within ${BUDGET_MS} ms`, () => {
    const slow: string[] = [];
    for (const [subject, run] of Object.entries(SUBJECTS)) {
      for (const [name, input] of Object.entries(ADVERSARIAL)) {
        // The best of two runs: a pause of the machine is not the code's fault.
        const ms = Math.min(
          timeOf(() => run(input)),
          timeOf(() => run(input)),
        );
        if (ms > BUDGET_MS) slow.push(`${subject} on ${name}: ${ms.toFixed(0)} ms`);
      }
    }
    expect(slow).toEqual([]);
  }, 120_000);

  it('the normalisers still do their job', () => {
    expect(normalizeDescription('a  \t\nb \r\n\n\n\nc   ')).toBe('a\nb\n\nc');
    expect(matchesPattern('/freelancer/*', '/freelancer/profile///')).toBe(true);
    expect(toExcerpt('**Bold** start\n\n\n- one\n- two')).toBe('Bold start. one. two');
  });
});
