import { REWARD_AMOUNTS } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { grantOrHoldReward } from './ledger.js';

/**
 * The referee completed onboarding (called by the onboarding submit, inside its transaction): the
 * referrer earns the referral reward and the referee the welcome reward, once each, held while the
 * referee's email is unverified.
 */
export async function grantOnboardingReferralRewards(
  db: Db,
  referee: { id: string; fullname: string; referredByUserId: string | null },
) {
  if (!referee.referredByUserId || referee.referredByUserId === referee.id) return;
  await grantOrHoldReward(db, {
    userId: referee.referredByUserId,
    amount: REWARD_AMOUNTS.referralOnboarded,
    reason: 'referral-onboarded',
    source: `user:${referee.id}`,
    note: `${referee.fullname} joined Talentport with your referral.`,
    dependsOnUserId: referee.id,
  });
  await grantOrHoldReward(db, {
    userId: referee.id,
    amount: REWARD_AMOUNTS.welcome,
    reason: 'welcome',
    source: `user:${referee.id}`,
    note: 'Welcome to Talentport: thanks for joining through a referral.',
    dependsOnUserId: referee.id,
  });
}

/**
 * A hire happened (to be called by the hiring flow, inside its transaction, decision 041): the
 * referrer of the hired freelancer or agency and the referrer of the hiring employer or agency
 * each earn the first-hire reward once per referee, however many hires follow.
 */
export async function grantHireRewards({
  db,
  hiredUserId,
  hiringUserId,
}: {
  db: Db;
  hiredUserId: string;
  hiringUserId: string;
}) {
  const granted: string[] = [];
  for (const [userId, what] of [
    [hiredUserId, 'was hired for the first time'],
    [hiringUserId, 'hired someone for the first time'],
  ] as const) {
    const [referee] = await db
      .select({ id: users.id, fullname: users.fullname, referredByUserId: users.referredByUserId })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!referee?.referredByUserId || referee.referredByUserId === referee.id) continue;
    await grantOrHoldReward(db, {
      userId: referee.referredByUserId,
      amount: REWARD_AMOUNTS.referralFirstHire,
      reason: 'referral-first-hire',
      source: `user:${referee.id}`,
      note: `${referee.fullname}, whom you referred, ${what}.`,
      dependsOnUserId: referee.id,
    });
    granted.push(referee.referredByUserId);
  }
  return granted;
}
