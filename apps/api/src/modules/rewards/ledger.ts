import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { heldRewards, type RewardReason, rewardEntries, userColumns, users } from '../../db/schema.js';

export type RewardGrant = {
  userId: string;
  amount: number;
  reason: RewardReason;
  source: string;
  note?: string;
};

/**
 * Appends one entry. Grants are idempotent: the same (user, reason, source) is written once, so a
 * retried event or a second hire never pays twice. Returns whether a new entry was written.
 */
export async function appendRewardEntry(db: Db, grant: RewardGrant): Promise<boolean> {
  const inserted = await db
    .insert(rewardEntries)
    .values({
      userId: grant.userId,
      amount: grant.amount,
      reason: grant.reason,
      source: grant.source,
      note: grant.note ?? '',
    })
    .onConflictDoNothing({ target: [rewardEntries.userId, rewardEntries.reason, rewardEntries.source] })
    .returning({ id: rewardEntries.id });
  return inserted.length > 0;
}

/** Sum of the ledger: the only way a balance is known. */
export async function getRewardBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${rewardEntries.amount}), 0)` })
    .from(rewardEntries)
    .where(eq(rewardEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

export async function getHeldBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ held: sql<string>`coalesce(sum(${heldRewards.amount}), 0)` })
    .from(heldRewards)
    .where(and(eq(heldRewards.userId, userId), isNull(heldRewards.releasedAt)));
  return Number(row?.held ?? 0);
}

/**
 * Takes the user's row lock: every change that spends from or checks a balance goes through it, so
 * two spends cannot both see the same balance.
 */
export async function lockRewardAccount(db: Db, userId: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row ?? null;
}

/**
 * Grants now when the account the reward depends on has verified its email, or holds it until it
 * does (fraud guard: throw-away accounts earn nothing). Call inside the caller's transaction.
 */
export async function grantOrHoldReward(db: Db, grant: RewardGrant & { dependsOnUserId: string }) {
  const [dependsOn] = await db
    .select({ emailVerify: users.emailVerify })
    .from(users)
    .where(eq(users.id, grant.dependsOnUserId))
    .limit(1);
  if (dependsOn?.emailVerify) {
    await appendRewardEntry(db, grant);
    return 'granted' as const;
  }
  await db
    .insert(heldRewards)
    .values({
      userId: grant.userId,
      amount: grant.amount,
      reason: grant.reason,
      source: grant.source,
      note: grant.note ?? '',
      waitingForUserId: grant.dependsOnUserId,
    })
    .onConflictDoNothing({ target: [heldRewards.userId, heldRewards.reason, heldRewards.source] });
  return 'held' as const;
}

/** Called when `userId` verifies its email: rewards waiting for it move into the ledger. */
export async function releaseHeldRewards(db: Db, userId: string): Promise<number> {
  const released = await db
    .update(heldRewards)
    .set({ releasedAt: new Date() })
    .where(and(eq(heldRewards.waitingForUserId, userId), isNull(heldRewards.releasedAt)))
    .returning();
  for (const held of released) {
    await appendRewardEntry(db, {
      userId: held.userId,
      amount: held.amount,
      reason: held.reason,
      source: held.source,
      note: held.note,
    });
  }
  return released.length;
}
