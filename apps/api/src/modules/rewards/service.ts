import {
  type AddPromotionResult,
  type CreatePromoCodeInput,
  createPromoCodeInputSchema,
  type GetMyRewardQuery,
  HIGHLIGHT_DAYS,
  HIGHLIGHT_PRICE,
  type UserRole,
} from '@talentport/contract';
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profileHighlights, promoCodes, promoRedemptions, rewardEntries, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import { fetchPage } from '../../platform/paging.js';
import { appendRewardEntry, getHeldBalance, getRewardBalance, lockRewardAccount } from './ledger.js';

/** Balance, referral details and one page of the caller's ledger. */
export async function getMyReward({ db, actor, query }: { db: Db; actor: Actor; query: GetMyRewardQuery }) {
  const order =
    query.sort === 'asc'
      ? [asc(rewardEntries.createdAt), asc(rewardEntries.id)]
      : [desc(rewardEntries.createdAt), desc(rewardEntries.id)];
  const [{ rows: entries, total }, balance, heldBalance, [user], [highlight]] = await Promise.all([
    fetchPage(
      query,
      db
        .select()
        .from(rewardEntries)
        .where(eq(rewardEntries.userId, actor.userId))
        .orderBy(...order)
        .$dynamic(),
      db.select({ total: count() }).from(rewardEntries).where(eq(rewardEntries.userId, actor.userId)),
    ),
    getRewardBalance(db, actor.userId),
    getHeldBalance(db, actor.userId),
    db.select({ code: users.code }).from(users).where(eq(users.id, actor.userId)).limit(1),
    db.select().from(profileHighlights).where(eq(profileHighlights.userId, actor.userId)).limit(1),
  ]);
  if (!user) throw new AppError('UNAUTHORIZED');
  const isHighlightLive = highlight && highlight.highlightedUntil.getTime() > Date.now();
  return {
    entries,
    total,
    balance,
    heldBalance,
    referralCode: user.code,
    highlightedUntil: isHighlightLive ? highlight.highlightedUntil : null,
  };
}

/** Staff (or a seed) create a promo code. Codes are stored upper-case and matched case-insensitively. */
export async function createPromoCode({
  db,
  input,
  createdBy = '',
}: {
  db: Db;
  input: CreatePromoCodeInput;
  createdBy?: string;
}) {
  const parsed = createPromoCodeInputSchema.parse(input);
  try {
    const [row] = await db
      .insert(promoCodes)
      .values({
        code: parsed.code,
        value: parsed.value,
        startsAt: new Date(parsed.startsAt),
        endsAt: new Date(parsed.endsAt),
        maxRedemptions: parsed.maxRedemptions,
        allowedRoles: parsed.allowedRoles,
        description: parsed.description,
        createdBy,
      })
      .returning();
    if (!row) throw new Error('promo code insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'promo_codes_code_key')) {
      throw new AppError('VALIDATION_ERROR', 'code: a promo code with this name already exists.');
    }
    throw error;
  }
}

/**
 * Redeems a code for the caller, once per user, never beyond its maximum: the counter is raised
 * by a conditional UPDATE, which takes the code's row lock, so concurrent redemptions queue up
 * and the last ones find it used up. The redemption, the counter and the ledger entry commit together.
 */
export async function redeemPromotion({
  db,
  actor,
  code,
}: {
  db: Db;
  actor: Actor;
  code: string;
}): Promise<AddPromotionResult> {
  try {
    return await db.transaction(async (tx) => {
      const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
      if (!promo || promo.disabledAt) throw new AppError('PROMO_CODE_UNKNOWN');
      const now = Date.now();
      if (promo.startsAt.getTime() > now) throw new AppError('PROMO_CODE_NOT_STARTED');
      if (promo.endsAt.getTime() <= now) throw new AppError('PROMO_CODE_EXPIRED');
      const role = actor.userRole as UserRole | null;
      if (promo.allowedRoles.length > 0 && (!role || !promo.allowedRoles.includes(role))) {
        const list = promo.allowedRoles.join(', ');
        throw new AppError('PROMO_CODE_WRONG_ROLE', `This promo code is only for ${list} accounts.`);
      }
      const [already] = await tx
        .select({ id: promoRedemptions.id })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.userId, actor.userId)))
        .limit(1);
      if (already) throw new AppError('PROMO_CODE_ALREADY_REDEEMED');
      const [counted] = await tx
        .update(promoCodes)
        .set({ redemptionCount: sql`${promoCodes.redemptionCount} + 1` })
        .where(and(eq(promoCodes.id, promo.id), lt(promoCodes.redemptionCount, promoCodes.maxRedemptions)))
        .returning({ id: promoCodes.id });
      if (!counted) throw new AppError('PROMO_CODE_USED_UP');
      await tx.insert(promoRedemptions).values({ promoCodeId: promo.id, userId: actor.userId });
      await appendRewardEntry(tx, {
        userId: actor.userId,
        amount: promo.value,
        reason: 'promotion',
        source: `promo:${promo.id}`,
        note: `Promo code ${promo.code}`,
      });
      return { code: promo.code, value: promo.value, balance: await getRewardBalance(tx, actor.userId) };
    });
  } catch (error) {
    // Two redemptions by the same user at once: the unique (code, user) stops the second.
    if (
      isUniqueViolation(error, 'promo_redemptions_once_key') ||
      isUniqueViolation(error, 'reward_entries_grant_key')
    ) {
      throw new AppError('PROMO_CODE_ALREADY_REDEEMED');
    }
    throw error;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spends HIGHLIGHT_PRICE points to highlight the caller's profile for HIGHLIGHT_DAYS days from now,
 * or from the end of a highlight still running. The spend and the highlight commit together.
 */
export async function highlightProfile({ db, actor }: { db: Db; actor: Actor }) {
  return db.transaction(async (tx) => {
    const user = await lockRewardAccount(tx, actor.userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    if (!user.isOnboard)
      throw new AppError(
        'PROFILE_NOT_ONBOARDED',
        'Please finish setting up your profile before highlighting it.',
      );
    const balance = await getRewardBalance(tx, actor.userId);
    if (balance < HIGHLIGHT_PRICE) {
      throw new AppError(
        'INSUFFICIENT_REWARD_BALANCE',
        `Highlighting costs ${HIGHLIGHT_PRICE} points and you have ${balance}. Earn more by referring friends or redeeming a promo code.`,
      );
    }
    const [current] = await tx
      .select()
      .from(profileHighlights)
      .where(eq(profileHighlights.userId, actor.userId))
      .limit(1);
    const now = new Date();
    const from = current && current.highlightedUntil > now ? current.highlightedUntil : now;
    const highlightedUntil = new Date(from.getTime() + HIGHLIGHT_DAYS * DAY_MS);
    await tx
      .insert(profileHighlights)
      .values({ userId: actor.userId, highlightedUntil, updatedAt: now })
      .onConflictDoUpdate({ target: profileHighlights.userId, set: { highlightedUntil, updatedAt: now } });
    await appendRewardEntry(tx, {
      userId: actor.userId,
      amount: -HIGHLIGHT_PRICE,
      reason: 'highlight',
      source: `highlight:${crypto.randomUUID()}`,
      note: `Profile highlighted until ${highlightedUntil.toISOString().slice(0, 10)}`,
    });
    return { highlightedUntil, balance: balance - HIGHLIGHT_PRICE, price: HIGHLIGHT_PRICE };
  });
}
