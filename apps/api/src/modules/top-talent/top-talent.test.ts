import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileHighlights, users } from '../../db/schema.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const POPULATION = 50_000;

/** 50,000 users made in SQL: 80% good verified freelancers, the rest not eligible in some way. */
async function seedPopulation() {
  await h.database.db.execute(sql`
    insert into ${users} (code, fullname, email, email_verify, user_role, is_onboard, occupation, skills, expertise, describe_yourself, profile_visibility)
    select 'TT' || i, 'Talent ' || i, 'talent' || i || '@bench.test',
      i % 10 <> 1,
      case when i % 10 = 2 then 'employer' else 'freelancer' end,
      i % 10 <> 3,
      (array['PM/PO','Business Analyst','Developer','Quality Controller','Designer','Digital Marketer'])[1 + i % 6],
      array['Skill ' || (i % 50)],
      case when i % 7 = 0 then array['Fintech'] else array['Retail'] end,
      case when i % 10 = 4 then 'short' else 'A freelancer with a complete, useful profile.' end,
      'public'
    from generate_series(1, ${POPULATION}) as i`);
  await h.database.db.execute(sql`
    insert into ${profileHighlights} (user_id, highlighted_until)
    select id, now() + interval '3 days' from ${users} where code in ('TT5', 'TT15', 'TT25', 'TT35', 'TT45', 'TT1')`);
  await h.database.db.execute(sql`analyze users`);
}

type Card = {
  code: string;
  userRole: string;
  occupation: string;
  expertise: string[];
  isHighlighted: boolean;
};
const sample = async (query = '') => {
  const res = await call(h.app, 'GET', `/api/v1/user/random-top-talent${query}`);
  expect(res.statusCode).toBe(200);
  return res.body.result.items as Card[];
};

describe('random-top-talent on 50,000 users', () => {
  // Each insert also fills the talent search columns and indexes (migration 0024).
  beforeAll(seedPopulation, 300_000);

  it('returns only eligible freelancers, filtered, mixing highlighted and not', async () => {
    const items = await sample('?count=12');
    expect(items).toHaveLength(12);
    expect(new Set(items.map((c) => c.code)).size).toBe(12);
    for (const card of items) {
      const i = Number(card.code.slice(2));
      expect(card.userRole).toBe('freelancer');
      expect([1, 2, 3, 4]).not.toContain(i % 10);
    }
    const highlighted = items.filter((c) => c.isHighlighted);
    expect(highlighted.length).toBeGreaterThan(0);
    expect(highlighted.length).toBeLessThanOrEqual(4);
    // TT1 is highlighted but unverified: never shown.
    expect(items.map((c) => c.code)).not.toContain('TT1');

    const designers = await sample('?count=8&occupation=Designer&expertise=Fintech');
    expect(designers.length).toBe(8);
    for (const card of designers) {
      expect(card.occupation).toBe('Designer');
      expect(card.expertise).toContain('Fintech');
    }
    expect((await call(h.app, 'GET', '/api/v1/user/random-top-talent?count=500')).statusCode).toBe(400);
    expect((await call(h.app, 'GET', '/api/v1/user/random-top-talent?occupation=Astronaut')).statusCode).toBe(
      400,
    );
  });

  it('spreads picks across the population (fair sampling)', async () => {
    const seen = new Set<string>();
    let picks = 0;
    for (let i = 0; i < 40; i++) {
      for (const card of await sample('?count=12')) {
        if (card.isHighlighted) continue;
        picks += 1;
        seen.add(card.code);
      }
    }
    // ~320 picks among ~30,000 eligible people: nearly all distinct if sampling is spread out
    // (a window of neighbours on the sample key would repeat whole groups).
    expect(picks).toBeGreaterThan(300);
    expect(seen.size).toBeGreaterThan(picks * 0.95);
  });

  it('is fast: measured against a primary-key lookup in the same run', async () => {
    const time = async (run: () => Promise<unknown>, rounds = 30) => {
      await run();
      const started = performance.now();
      for (let i = 0; i < rounds; i++) await run();
      return (performance.now() - started) / rounds;
    };
    const floor = await time(() => call(h.app, 'GET', '/api/v1/user/public-profile/TT5'));
    const topTalent = await time(() => call(h.app, 'GET', '/api/v1/user/random-top-talent?count=12'));
    const filtered = await time(() =>
      call(h.app, 'GET', '/api/v1/user/random-top-talent?count=12&occupation=Developer'),
    );
    console.info(
      `| call (${POPULATION} users, ${h.database.driver}) | mean ms |\n|---|---|\n| public-profile (floor) | ${floor.toFixed(1)} |\n| random-top-talent count=12 | ${topTalent.toFixed(1)} |\n| random-top-talent count=12 occupation=Developer | ${filtered.toFixed(1)} |`,
    );
    // Generous bound for a shared CI machine; the point is that it does not scan and sort 50,000 rows.
    expect(topTalent).toBeLessThan(Math.max(250, floor * 25));
  });
});
