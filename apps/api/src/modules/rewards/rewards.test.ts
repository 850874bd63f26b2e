import { HIGHLIGHT_PRICE, REWARD_AMOUNTS } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardEntries } from '../../db/schema.js';
import { isPostgres, markVerified, userIdByEmail, verifyByMailedCode } from '../../test/growth-helpers.js';
import {
  buildUser,
  COMPLETE_PROFILES,
  call,
  makeProfilePublic,
  startTestApp,
  type TestHarness,
} from '../../test/harness.js';
import { appendRewardEntry } from './ledger.js';
import { grantHireRewards } from './referrals.js';
import { createPromoCode } from './service.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const reward = async (token: string, query = '') =>
  call(h.app, 'GET', `/api/v1/user/getMyReward${query}`, { token });

async function onboardWithReferrer(referrerField: Record<string, string>, { isVerified = false } = {}) {
  const referee = await buildUser(h.app, { role: 'freelancer' });
  if (isVerified) await markVerified(h, referee.email);
  const res = await call(h.app, 'PUT', '/api/v1/user/profile', {
    token: referee.token,
    body: { ...COMPLETE_PROFILES.freelancer, ...referrerField },
  });
  return { referee, res };
}

async function verifiedUser(role: 'freelancer' | 'employer' | 'agency' = 'freelancer', isOnboard = true) {
  const user = await buildUser(h.app, { role, isOnboard });
  await markVerified(h, user.email);
  return user;
}

const day = 24 * 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('referral rewards', () => {
  it('holds the referrer’s reward and the welcome reward until the referee verifies, then grants them once', async () => {
    const referrer = await verifiedUser();
    const { referee, res } = await onboardWithReferrer({ referrerEmail: referrer.email });
    expect(res.statusCode).toBe(200);

    let mine = (await reward(referrer.token)).body.result;
    expect(mine).toMatchObject({ balance: 0, heldBalance: REWARD_AMOUNTS.referralOnboarded, total: 0 });

    await verifyByMailedCode(h, referee.token, referee.email);
    mine = (await reward(referrer.token)).body.result;
    expect(mine).toMatchObject({ balance: REWARD_AMOUNTS.referralOnboarded, heldBalance: 0, total: 1 });
    expect(mine.items[0]).toMatchObject({
      reason: 'referral-onboarded',
      amount: REWARD_AMOUNTS.referralOnboarded,
    });
    const theirs = (await reward(referee.token)).body.result;
    expect(theirs).toMatchObject({ balance: REWARD_AMOUNTS.welcome, total: 1 });

    // Editing the profile again, even naming the referrer again, pays nothing more.
    await call(h.app, 'PUT', '/api/v1/user/profile', {
      token: referee.token,
      body: { describeYourself: 'Edited later.', referrerEmail: referrer.email },
    });
    expect((await reward(referrer.token)).body.result.balance).toBe(REWARD_AMOUNTS.referralOnboarded);
  });

  it('grants at once when the referee is already verified, and accepts the referral code', async () => {
    const referrer = await verifiedUser('employer');
    const code = (await reward(referrer.token)).body.result.referralCode as string;
    const referee = await buildUser(h.app, { role: 'freelancer' });
    await markVerified(h, referee.email);
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token: referee.token,
      body: { ...COMPLETE_PROFILES.freelancer, referrerCode: code },
    });
    expect(res.statusCode).toBe(200);
    expect((await reward(referrer.token)).body.result.balance).toBe(REWARD_AMOUNTS.referralOnboarded);
    expect((await reward(referee.token)).body.result.balance).toBe(REWARD_AMOUNTS.welcome);
  });

  it('refuses self-referral, unknown codes and a pair referring each other', async () => {
    const me = await buildUser(h.app, { role: 'freelancer' });
    const self = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token: me.token,
      body: { ...COMPLETE_PROFILES.freelancer, referrerEmail: me.email },
    });
    expect(self.body).toMatchObject({ status: 400, message: 'INVALID_REFERRER_EMAIL' });
    const unknown = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token: me.token,
      body: { ...COMPLETE_PROFILES.freelancer, referrerCode: 'NOSUCHCODE' },
    });
    expect(unknown.body).toMatchObject({ status: 400, message: 'INVALID_REFERRER_EMAIL' });

    const a = await verifiedUser();
    const { referee: b } = await onboardWithReferrer({ referrerEmail: a.email });
    // b was referred by a, so a may not name b as its own referrer.
    const loop = await call(h.app, 'PUT', '/api/v1/user/profile', {
      token: a.token,
      body: { referrerEmail: b.email },
    });
    expect(loop.body.message).toBe('INVALID_REFERRER_EMAIL');
  });

  it('grantHireRewards pays each referrer once for the first hire, however many hires follow', async () => {
    const referrerOfFreelancer = await verifiedUser();
    const referrerOfEmployer = await verifiedUser();
    const { referee: freelancer } = await onboardWithReferrer(
      { referrerEmail: referrerOfFreelancer.email },
      { isVerified: true },
    );
    const employer = await buildUser(h.app, { role: 'employer' });
    await markVerified(h, employer.email);
    await call(h.app, 'PUT', '/api/v1/user/profile', {
      token: employer.token,
      body: { ...COMPLETE_PROFILES.employer, referrerEmail: referrerOfEmployer.email },
    });
    const hiredUserId = await userIdByEmail(h, freelancer.email);
    const hiringUserId = await userIdByEmail(h, employer.email);
    for (let i = 0; i < 3; i++) {
      await h.database.db.transaction((tx) => grantHireRewards({ db: tx, hiredUserId, hiringUserId }));
    }
    const expected = REWARD_AMOUNTS.referralOnboarded + REWARD_AMOUNTS.referralFirstHire;
    expect((await reward(referrerOfFreelancer.token)).body.result.balance).toBe(expected);
    expect((await reward(referrerOfEmployer.token)).body.result.balance).toBe(expected);
  });
});

describe('getMyReward', () => {
  it('pages by 12 newest first, honours sort=asc and recordPerPage, and rejects bad input with 400', async () => {
    const user = await verifiedUser();
    const userId = await userIdByEmail(h, user.email);
    for (let i = 0; i < 14; i++) {
      await h.database.db.insert(rewardEntries).values({
        userId,
        amount: i + 1,
        reason: 'promotion',
        source: `test:${i}`,
        createdAt: new Date(Date.now() - (14 - i) * 60_000),
      });
    }
    const first = (await reward(user.token)).body.result;
    expect(first).toMatchObject({ total: 14, page: 1, recordPerPage: 12, sort: 'desc', balance: 105 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0].amount).toBe(14);
    const second = (await reward(user.token, '?page=2')).body.result;
    expect(second.items.map((e: { amount: number }) => e.amount)).toEqual([2, 1]);
    const asc = (await reward(user.token, '?sort=asc&recordPerPage=3')).body.result;
    expect(asc.items.map((e: { amount: number }) => e.amount)).toEqual([1, 2, 3]);
    expect((await reward(user.token, '?sort=sideways')).statusCode).toBe(400);
    expect((await reward(user.token, '?page=0')).statusCode).toBe(400);
    expect((await call(h.app, 'GET', '/api/v1/user/getMyReward')).statusCode).toBe(401);
  });
});

describe('promotions', () => {
  const redeem = (token: string, code: string) =>
    call(h.app, 'POST', '/api/v1/user/addPromotion', { token, body: { code } });

  it('redeems once per user with a clear error for every refusal', async () => {
    const promo = await createPromoCode({
      db: h.database.db,
      input: {
        code: `WELCOME${Date.now()}`,
        value: 40,
        startsAt: iso(-day),
        endsAt: iso(day),
        maxRedemptions: 2,
      },
    });
    await createPromoCode({
      db: h.database.db,
      input: { code: 'OLDCODE', value: 5, startsAt: iso(-2 * day), endsAt: iso(-day), maxRedemptions: 9 },
    });
    await createPromoCode({
      db: h.database.db,
      input: { code: 'SOONCODE', value: 5, startsAt: iso(day), endsAt: iso(2 * day), maxRedemptions: 9 },
    });
    await createPromoCode({
      db: h.database.db,
      input: {
        code: 'HIRERS',
        value: 5,
        startsAt: iso(-day),
        endsAt: iso(day),
        maxRedemptions: 9,
        allowedRoles: ['employer'],
      },
    });
    const a = await verifiedUser();
    const b = await verifiedUser();
    const c = await verifiedUser();
    const ok = await redeem(a.token, promo.code.toLowerCase());
    expect(ok.body).toMatchObject({ status: 200, result: { code: promo.code, value: 40, balance: 40 } });
    expect((await redeem(a.token, promo.code)).body).toMatchObject({
      status: 409,
      message: 'PROMO_CODE_ALREADY_REDEEMED',
    });
    expect((await redeem(b.token, promo.code)).statusCode).toBe(200);
    expect((await redeem(c.token, promo.code)).body).toMatchObject({
      status: 409,
      message: 'PROMO_CODE_USED_UP',
    });
    expect((await redeem(c.token, 'NOPE-NOPE')).body).toMatchObject({
      status: 404,
      message: 'PROMO_CODE_UNKNOWN',
    });
    expect((await redeem(c.token, 'OLDCODE')).body.message).toBe('PROMO_CODE_EXPIRED');
    expect((await redeem(c.token, 'SOONCODE')).body.message).toBe('PROMO_CODE_NOT_STARTED');
    const wrongRole = await redeem(c.token, 'HIRERS');
    expect(wrongRole.body).toMatchObject({ status: 409, message: 'PROMO_CODE_WRONG_ROLE' });
    expect(wrongRole.body.error.en).toContain('employer');
    expect((await redeem(c.token, '')).statusCode).toBe(400);
    const unverified = await buildUser(h.app, { role: 'freelancer' });
    expect((await redeem(unverified.token, promo.code)).body).toMatchObject({
      status: 409,
      message: 'EMAIL_NOT_VERIFIED',
    });
  });

  it.skipIf(!isPostgres())('never over-redeems under concurrent redemption (PostgreSQL)', async () => {
    const promo = await createPromoCode({
      db: h.database.db,
      input: {
        code: `RUSH${Date.now()}`,
        value: 10,
        startsAt: iso(-day),
        endsAt: iso(day),
        maxRedemptions: 5,
      },
    });
    const people = await Promise.all(Array.from({ length: 16 }, () => verifiedUser()));
    // Each person also tries twice at once.
    const results = await Promise.all(
      people.flatMap((p) => [redeem(p.token, promo.code), redeem(p.token, promo.code)]),
    );
    const codes = results.map((r) => r.body.message);
    expect(codes.filter((m) => m === 'ok')).toHaveLength(5);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    const rows = await h.database.db
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.source, `promo:${promo.id}`));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(5);
  });
});

describe('profile highlighting', () => {
  const highlight = (token: string) => call(h.app, 'POST', '/api/v1/user/highlightProfile', { token });

  it('spends the price atomically, extends a running highlight, and refuses without enough points', async () => {
    const user = await verifiedUser();
    const userId = await userIdByEmail(h, user.email);
    const poor = await highlight(user.token);
    expect(poor.body).toMatchObject({ status: 409, message: 'INSUFFICIENT_REWARD_BALANCE' });
    expect(poor.body.error.en).toContain(String(HIGHLIGHT_PRICE));
    await appendRewardEntry(h.database.db, {
      userId,
      amount: 2 * HIGHLIGHT_PRICE + 10,
      reason: 'promotion',
      source: 'test:grant',
    });

    const first = await highlight(user.token);
    expect(first.body).toMatchObject({
      status: 200,
      result: { balance: HIGHLIGHT_PRICE + 10, price: HIGHLIGHT_PRICE },
    });
    const second = await highlight(user.token);
    const firstUntil = Date.parse(first.body.result.highlightedUntil);
    expect(Date.parse(second.body.result.highlightedUntil) - firstUntil).toBe(7 * day);
    expect((await highlight(user.token)).body.message).toBe('INSUFFICIENT_REWARD_BALANCE');
    const mine = (await reward(user.token)).body.result;
    expect(mine.balance).toBe(10);
    expect(mine.highlightedUntil).toBe(second.body.result.highlightedUntil);
    expect(mine.items.filter((e: { reason: string }) => e.reason === 'highlight')).toHaveLength(2);

    await makeProfilePublic(h.app, user.token);
    const card = await call(h.app, 'GET', `/api/v1/user/public-profile/${mine.referralCode}`);
    expect(card.body.result.isHighlighted).toBe(true);
  });

  it('is for onboarded freelancers', async () => {
    const employer = await verifiedUser('employer');
    expect((await highlight(employer.token)).statusCode).toBe(403);
    const fresh = await verifiedUser('freelancer', false);
    expect((await highlight(fresh.token)).body.message).toBe('PROFILE_NOT_ONBOARDED');
  });

  it.skipIf(!isPostgres())(
    'concurrent highlights never spend more than the balance (PostgreSQL)',
    async () => {
      const user = await verifiedUser();
      const userId = await userIdByEmail(h, user.email);
      await appendRewardEntry(h.database.db, {
        userId,
        amount: 3 * HIGHLIGHT_PRICE,
        reason: 'promotion',
        source: 'test:rush',
      });
      const results = await Promise.all(Array.from({ length: 8 }, () => highlight(user.token)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect((await reward(user.token)).body.result.balance).toBe(0);
    },
  );
});
