import { HIGHLIGHT_DAYS, HIGHLIGHT_PRICE } from '@talentport/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profileHighlights, promoCodes, promoRedemptions, rewardEntries, users } from '../db/schema.js';
import { appendRewardEntry, createPromoCode, getRewardBalance } from '../modules/rewards/index.js';
import { CRASH_TARGETS, callServer, withDatabase, withSetupApp } from './crash-targets.js';
import { buildVerifiedUser } from './opportunity-builders.js';
import { stopServerProcess, writeUntilKilled } from './server-process.js';

/**
 * kill -9 during a stream of reward redemptions, then a restart on the same data. Each freelancer
 * in turn redeems a promo code (points in; the codes run out, so some are refused) and spends
 * points on a profile highlight (points out; refused once the balance is too low). Afterwards every
 * acknowledged redemption and spend is in the ledger; each code's counter equals its redemption
 * rows and their ledger credits; each spend has its debit and the highlight runs exactly as many
 * weeks as there are debits; no balance is negative; and each balance is the one the last
 * acknowledgement reported, or that plus the one change under way when the process died.
 */
const FREELANCERS = 6;
const CODES = 10;
const CODE_VALUE = 50;
const MAX_REDEMPTIONS = 4;
const SEED_POINTS = 300;
const KILL_AFTER = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Job = { kind: 'redeem'; code: string } | { kind: 'highlight' };

describe.each(CRASH_TARGETS)('crash and restart: reward redemptions on $name', ({ isAvailable, prepare }) => {
  it.skipIf(!isAvailable)(
    'every acknowledged redemption survives kill -9; balances equal the ledger, nothing is spent twice',
    async () => {
      const target = await prepare();
      try {
        const setup = await withSetupApp(target, async (h) => {
          const db = h.database.db;
          const freelancers = [];
          for (let index = 0; index < FREELANCERS; index++) {
            const user = await buildVerifiedUser(h, 'freelancer', `Crash Saver ${index}`);
            const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
            if (!row) throw new Error('user vanished');
            await appendRewardEntry(db, {
              userId: row.id,
              amount: SEED_POINTS,
              reason: 'welcome',
              source: 'crash-test',
            });
            freelancers.push({ ...user, userId: row.id, balance: await getRewardBalance(db, row.id) });
          }
          const codes = [];
          for (let index = 0; index < CODES; index++) {
            const row = await createPromoCode({
              db,
              input: {
                code: `CRASH-${index}`,
                value: CODE_VALUE,
                startsAt: new Date(Date.now() - DAY_MS).toISOString(),
                endsAt: new Date(Date.now() + DAY_MS).toISOString(),
                maxRedemptions: MAX_REDEMPTIONS,
              },
            });
            codes.push({ id: row.id, code: row.code });
          }
          return { freelancers, codes };
        });

        // One writer per freelancer, one change at a time: redeem, spend, redeem, spend...
        const queues: Job[][] = setup.freelancers.map(() =>
          setup.codes.flatMap(({ code }): Job[] => [{ kind: 'redeem', code }, { kind: 'highlight' }]),
        );
        const lastBalance = setup.freelancers.map((freelancer) => freelancer.balance);
        const highlights = setup.freelancers.map(() => 0);
        const redeemed = setup.freelancers.map(() => new Set<string>());
        const underWay = new Map<Job, number>();

        const server = await target.startServer();
        const stream = await writeUntilKilled({
          server,
          queues,
          killAfter: KILL_AFTER,
          write: async (job, writer) => {
            const token = setup.freelancers[writer]?.token ?? '';
            underWay.set(job, writer);
            const response =
              job.kind === 'redeem'
                ? await callServer(server, 'POST', '/api/v1/user/addPromotion', {
                    token,
                    body: { code: job.code },
                  })
                : await callServer(server, 'POST', '/api/v1/user/highlightProfile', { token });
            if (response.status === 409) {
              const expected = job.kind === 'redeem' ? 'PROMO_CODE_USED_UP' : 'INSUFFICIENT_REWARD_BALANCE';
              if (response.body.message !== expected) throw new Error(`unexpected refusal: ${response.raw}`);
              return 'refused';
            }
            if (response.status !== 200) throw new Error(`unexpected answer: ${response.raw}`);
            lastBalance[writer] = (response.body.result as { balance: number }).balance;
            if (job.kind === 'redeem') redeemed[writer]?.add(job.code);
            else highlights[writer] = (highlights[writer] ?? 0) + 1;
            return 'acknowledged';
          },
        });
        console.info(
          `[crash] rewards on ${target.name}: ${stream.acknowledged.length} acknowledged, ${stream.refused.length} refused, ${stream.inFlight.length} in flight, killed after ${stream.elapsedMs} ms`,
        );
        expect(stream.errors).toEqual([]);
        expect(stream.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
        expect(stream.refused.length).toBeGreaterThan(0);
        const inFlightOf = setup.freelancers.map((_, writer) =>
          stream.inFlight.find((job) => underWay.get(job) === writer),
        );

        // After the restart the API reports the ledger's balance, and one more spend takes exactly its price.
        const restarted = await target.startServer();
        const balances: number[] = [];
        for (const [writer, freelancer] of setup.freelancers.entries()) {
          const reward = await callServer(restarted, 'GET', '/api/v1/user/getMyReward', {
            token: freelancer.token,
          });
          expect(reward.status).toBe(200);
          const balance = (reward.body.result as { balance: number }).balance;
          balances.push(balance);
          const pending = inFlightOf[writer];
          const last = lastBalance[writer] ?? 0;
          const possible = [last];
          if (pending?.kind === 'redeem') possible.push(last + CODE_VALUE);
          if (pending?.kind === 'highlight') possible.push(last - HIGHLIGHT_PRICE);
          expect(possible).toContain(balance);
          const spend = await callServer(restarted, 'POST', '/api/v1/user/highlightProfile', {
            token: freelancer.token,
          });
          if (balance >= HIGHLIGHT_PRICE) {
            expect(spend.status).toBe(200);
            expect((spend.body.result as { balance: number }).balance).toBe(balance - HIGHLIGHT_PRICE);
          } else {
            expect(spend.status).toBe(409);
          }
        }
        await stopServerProcess(restarted);

        await withDatabase(target, async ({ db }) => {
          // Each code: counter = redemption rows = ledger credits, never beyond the maximum.
          for (const { id, code } of setup.codes) {
            const [counted] = await db
              .select({
                counter: promoCodes.redemptionCount,
                rows: sql<number>`(select count(*)::int from ${promoRedemptions} where ${promoRedemptions.promoCodeId} = ${id})`,
                credits: sql<number>`(select count(*)::int from ${rewardEntries} where ${rewardEntries.reason} = 'promotion' and ${rewardEntries.source} = ${`promo:${id}`} and ${rewardEntries.amount} = ${CODE_VALUE})`,
              })
              .from(promoCodes)
              .where(eq(promoCodes.id, id));
            const counter = counted?.counter ?? -1;
            expect({ code, rows: counted?.rows, credits: counted?.credits }).toEqual({
              code,
              rows: counter,
              credits: counter,
            });
            expect(counter).toBeLessThanOrEqual(MAX_REDEMPTIONS);
          }
          const userIds = setup.freelancers.map((freelancer) => freelancer.userId);
          const entries = await db.select().from(rewardEntries).where(inArray(rewardEntries.userId, userIds));
          const redemptions = await db
            .select({ userId: promoRedemptions.userId, code: promoCodes.code })
            .from(promoRedemptions)
            .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
            .where(inArray(promoRedemptions.userId, userIds));
          const highlighted = await db
            .select()
            .from(profileHighlights)
            .where(inArray(profileHighlights.userId, userIds));
          for (const [writer, freelancer] of setup.freelancers.entries()) {
            const own = entries.filter((entry) => entry.userId === freelancer.userId);
            const balance = own.reduce((sum, entry) => sum + entry.amount, 0);
            expect(balance).toBeGreaterThanOrEqual(0);
            // The balance read after the restart, less the one spend made since.
            const spentAfterRestart = (balances[writer] ?? 0) >= HIGHLIGHT_PRICE ? HIGHLIGHT_PRICE : 0;
            expect(balance).toBe((balances[writer] ?? 0) - spentAfterRestart);
            // Every acknowledged redemption has its row and its credit.
            const codes = new Set(
              redemptions.filter((row) => row.userId === freelancer.userId).map((row) => row.code),
            );
            for (const code of redeemed[writer] ?? []) expect(codes.has(code)).toBe(true);
            const credits = own.filter((entry) => entry.reason === 'promotion');
            expect(credits.length).toBe(codes.size);
            // Every acknowledged spend has its debit; at most one more (under way at the kill, and the one after).
            const debits = own.filter((entry) => entry.reason === 'highlight');
            expect(debits.every((entry) => entry.amount === -HIGHLIGHT_PRICE)).toBe(true);
            const acknowledgedSpends = (highlights[writer] ?? 0) + (spentAfterRestart ? 1 : 0);
            expect(debits.length - acknowledgedSpends).toBeGreaterThanOrEqual(0);
            expect(debits.length - acknowledgedSpends).toBeLessThanOrEqual(
              inFlightOf[writer]?.kind === 'highlight' ? 1 : 0,
            );
            // The highlight runs one period per debit from the first purchase.
            const row = highlighted.find((highlight) => highlight.userId === freelancer.userId);
            if (debits.length === 0) {
              expect(row).toBeUndefined();
            } else {
              const first = Math.min(...debits.map((entry) => entry.createdAt.getTime()));
              const expected = first + debits.length * HIGHLIGHT_DAYS * DAY_MS;
              expect(Math.abs((row?.highlightedUntil.getTime() ?? 0) - expected)).toBeLessThan(60_000);
            }
          }
          // Nothing else touched their ledgers: the seed, credits and debits only.
          expect(
            entries.filter((entry) => !['welcome', 'promotion', 'highlight'].includes(entry.reason)),
          ).toEqual([]);
          expect(entries.filter((entry) => entry.reason === 'welcome')).toHaveLength(FREELANCERS);
        });
      } finally {
        await target.dispose();
      }
    },
    90_000,
  );
});
