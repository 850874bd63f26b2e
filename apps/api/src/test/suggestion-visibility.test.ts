import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletionRequests, opportunities, users } from '../db/schema.js';
import { call, startTestApp, type TestHarness } from './harness.js';
import { buildVerifiedUser, postOpportunity } from './opportunity-builders.js';

/**
 * Decision 116: "did you mean" only suggests words of what the searcher's audience may see. Each
 * word below exists in exactly one place; its misspelling (two neighbouring letters swapped) is
 * searched by a guest and by a signed-in employer, on job search and on talent search.
 */
let h: TestHarness;
let employerToken = '';

/** Where each word lives, and who may be offered it. */
const LISTING_WORDS = {
  listed: 'quorbexalite',
  draft: 'vantrolepsis',
  paused: 'glimmerwoldt',
  closed: 'frastenquay',
  hidden: 'brunzelhoft',
} as const;
const PERSON_WORDS = {
  public: 'Zamprodelli',
  members: 'Rahmanovski',
  hidden: 'Quillbersen',
  deleting: 'Trovanelski',
} as const;

/** Swaps the 3rd and 4th letters: one typo away, never the word itself. */
const typo = (word: string) => {
  const w = word.toLowerCase();
  return `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`;
};

async function jobSuggestion(word: string, token?: string) {
  const res = await call(h.app, 'GET', `/api/v1/opportunities?tab=Job&jobName=${typo(word)}`, {
    ...(token ? { token } : {}),
  });
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.result.didYouMean as string | null;
}

async function talentSuggestion(word: string, token?: string) {
  const res = await call(h.app, 'GET', `/api/v1/talent?jobName=${typo(word)}`, {
    ...(token ? { token } : {}),
  });
  expect(res.statusCode, res.raw).toBe(200);
  return res.body.result.didYouMean as string | null;
}

beforeAll(async () => {
  h = await startTestApp();
  const poster = await buildVerifiedUser(h, 'employer', 'Poster');
  employerToken = (await buildVerifiedUser(h, 'employer', 'Searcher')).token;
  for (const [place, word] of Object.entries(LISTING_WORDS)) {
    const posted = await postOpportunity(h, poster.token, { title: `Confidential ${word} migration` });
    const changes: Partial<typeof opportunities.$inferInsert> =
      place === 'hidden'
        ? { isHidden: true }
        : place === 'listed'
          ? {}
          : { status: place as 'draft' | 'paused' | 'closed' };
    if (Object.keys(changes).length > 0) {
      await h.database.db.update(opportunities).set(changes).where(eq(opportunities.id, posted._id));
    }
  }
  for (const [place, word] of Object.entries(PERSON_WORDS)) {
    const person = await buildVerifiedUser(h, 'freelancer', `${word} Person`);
    const visibility = place === 'members' ? 'members' : place === 'hidden' ? 'hidden' : 'public';
    const [row] = await h.database.db
      .update(users)
      .set({ profileVisibility: visibility })
      .where(eq(users.email, person.email))
      .returning({ id: users.id });
    if (place === 'deleting' && row) {
      await h.database.db
        .insert(accountDeletionRequests)
        .values({ userId: row.id, dueAt: new Date(Date.now() + 14 * 24 * 3600_000) });
    }
  }
}, 120_000);
afterAll(() => h.close());

describe('"did you mean" learns only from what the searcher may see', () => {
  it('suggests a word of a listed opportunity, to guests and members', async () => {
    expect(await jobSuggestion(LISTING_WORDS.listed)).toBe(LISTING_WORDS.listed);
    expect(await jobSuggestion(LISTING_WORDS.listed, employerToken)).toBe(LISTING_WORDS.listed);
  });

  it.each(['draft', 'paused', 'closed', 'hidden'] as const)(
    'never suggests a word found only in a %s listing',
    async (place) => {
      expect(await jobSuggestion(LISTING_WORDS[place])).toBeNull();
      expect(await jobSuggestion(LISTING_WORDS[place], employerToken)).toBeNull();
    },
  );

  it('suggests a public person’s word to everyone, a members-only one to members only', async () => {
    expect(await talentSuggestion(PERSON_WORDS.public)).toBe(PERSON_WORDS.public.toLowerCase());
    expect(await talentSuggestion(PERSON_WORDS.members)).toBeNull();
    expect(await talentSuggestion(PERSON_WORDS.members, employerToken)).toBe(
      PERSON_WORDS.members.toLowerCase(),
    );
  });

  it.each(['hidden', 'deleting'] as const)(
    'never suggests a word found only on a %s person',
    async (place) => {
      expect(await talentSuggestion(PERSON_WORDS[place])).toBeNull();
      expect(await talentSuggestion(PERSON_WORDS[place], employerToken)).toBeNull();
    },
  );

  it('stops suggesting a word once the only listing with it is hidden', async () => {
    const poster = await buildVerifiedUser(h, 'employer', 'Later Poster');
    const posted = await postOpportunity(h, poster.token, { title: 'Senior plonkrastine engineer' });
    // A new word is learnt when the vocabulary is read again (at most every 5 s after a change).
    await expect
      .poll(() => jobSuggestion('plonkrastine'), { timeout: 8_000, interval: 500 })
      .toBe('plonkrastine');
    await h.database.db.update(opportunities).set({ isHidden: true }).where(eq(opportunities.id, posted._id));
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the search version is read once a second
    expect(await jobSuggestion('plonkrastine')).toBeNull();
  });
});
