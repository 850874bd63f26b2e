import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMIT_RULES, type RateLimitRules, reserveRateLimit } from './rate-limit-rules.js';
import { renderRateLimitTable } from './rate-limit-table.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.js';

const ruleNames = Object.keys(DEFAULT_RATE_LIMIT_RULES) as Array<keyof RateLimitRules>;
const srcDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(srcDir, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A burst of `limit + 25` parallel reservations: exactly `limit` pass, for every default rule. */
async function walkEveryRule(limiter: RateLimiter) {
  for (const name of ruleNames) {
    const rule = DEFAULT_RATE_LIMIT_RULES[name];
    const key = `walk:${name}:${randomUUID()}`;
    const outcomes = await Promise.all(
      Array.from({ length: rule.limit + 25 }, () =>
        reserveRateLimit(limiter, [{ key, rule }]).then(
          () => 'passed',
          () => 'refused',
        ),
      ),
    );
    expect({ name, passed: outcomes.filter((o) => o === 'passed').length }).toEqual({
      name,
      passed: rule.limit,
    });
    await limiter.reset(key);
  }
}

describe('every rate-limit rule', () => {
  it('lets exactly `limit` of a parallel burst through, in memory', async () => {
    const limiter = createMemoryRateLimiter();
    try {
      await walkEveryRule(limiter);
    } finally {
      await limiter.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'lets exactly `limit` of a parallel burst through, on Redis',
    async () => {
      const limiter = createRedisRateLimiter(new Redis(process.env.TEST_REDIS_URL ?? ''), {
        prefix: `rl-walk:${randomUUID()}:`,
      });
      try {
        await walkEveryRule(limiter);
      } finally {
        await limiter.close();
      }
    },
    60_000,
  );

  it('is used by some call (a rule nobody enforces is a hole)', () => {
    const code = sourceFiles(srcDir)
      .filter((file) => !file.includes(`${path.sep}lib${path.sep}rate-limit-`))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Called as `rules.name`, or declared on a route as `{ rule: 'name', … }` (plugins/rate-limit.ts).
    const unused = ruleNames.filter((name) => !new RegExp(`\\.${name}\\b|rule: '${name}'`).test(code));
    expect(unused).toEqual([]);
  });

  it('is documented with its real value in decision 003', () => {
    const doc = readFileSync(path.join(repoRoot, 'docs/decisions/003-sessions-and-rate-limits.md'), 'utf8');
    const documented = doc.match(
      /<!-- rate-limit-table:start[^>]*-->\n([\s\S]*?)\n<!-- rate-limit-table:end -->/,
    )?.[1];
    expect(documented).toBe(renderRateLimitTable());
  });
});

describe('a refused reservation', () => {
  it('gives back what it took, so the count stays at the limit', async () => {
    const limiter = createMemoryRateLimiter();
    const rule = { limit: 2, windowMs: 60_000 };
    const key = `refund:${randomUUID()}`;
    const release = await reserveRateLimit(limiter, [{ key, rule }]);
    await reserveRateLimit(limiter, [{ key, rule }]);
    await expect(reserveRateLimit(limiter, [{ key, rule }])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect((await limiter.peek(key, rule)).count).toBe(2);
    await release();
    expect((await limiter.peek(key, rule)).count).toBe(1);
    await limiter.close();
  });
});
