import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { applicationFirstAnswers, applications, companyTrackRecords, opportunities } from '../db/schema.js';

/**
 * A company's track record (decision 107), kept by the transactions of the events themselves so a
 * job page reads one row. Every function takes the caller's transaction and uses the database clock.
 */

/** The median runs over this many latest first answers: bounded work per answer, recent behaviour. */
export const FIRST_ANSWER_SAMPLE = 200;
/** "Last active" is written at most this often per company, so busy chats do not rewrite the row. */
const ACTIVITY_GRANULARITY = sql`interval '10 minutes'`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An application arrived (+1) or was withdrawn (-1): one upsert, as it runs while the listing is locked. */
export async function countCompanyApplicant(tx: Db, companyId: string, delta: 1 | -1) {
  await tx
    .insert(companyTrackRecords)
    .values({ companyId, applicants: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: companyTrackRecords.companyId,
      set: { applicants: sql`greatest(${companyTrackRecords.applicants} + ${delta}, 0)` },
    });
}

/** An opportunity got its first hire (+1), or that hire was undone (-1). */
export async function countJobWithHire(tx: Db, companyId: string, delta: 1 | -1) {
  await tx
    .insert(companyTrackRecords)
    .values({ companyId, jobsWithHire: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: companyTrackRecords.companyId,
      set: { jobsWithHire: sql`greatest(${companyTrackRecords.jobsWithHire} + ${delta}, 0)` },
    });
}

/** Someone of the company did something a candidate sees (posting, moving, writing). */
export async function markCompanyActive(tx: Db, companyId: string) {
  await tx
    .insert(companyTrackRecords)
    .values({ companyId, lastActiveAt: sql`now()` })
    .onConflictDoUpdate({
      target: companyTrackRecords.companyId,
      set: { lastActiveAt: sql`now()` },
      setWhere: sql`${companyTrackRecords.lastActiveAt} is null or ${companyTrackRecords.lastActiveAt} < now() - ${ACTIVITY_GRANULARITY}`,
    });
}

/**
 * The company answered an application (a status change or a message): the first time only, it
 * stores how long the candidate waited and recomputes the median over the latest answers.
 */
export async function recordFirstAnswer(tx: Db, applicationId: string) {
  const [answered] = await tx
    .insert(applicationFirstAnswers)
    .select(
      tx
        .select({
          applicationId: applications.id,
          companyId: opportunities.companyId,
          answeredAt: sql`now()`.as('answered_at'),
          seconds: sql`greatest(0, floor(extract(epoch from now() - ${applications.createdAt})))::int`.as(
            'seconds',
          ),
        })
        .from(applications)
        .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
        .where(eq(applications.id, applicationId)),
    )
    .onConflictDoNothing()
    .returning({ companyId: applicationFirstAnswers.companyId });
  if (!answered) return;
  const { companyId } = answered;
  const median = sql<number>`(select round(percentile_cont(0.5) within group (order by r.seconds))::int from (select ${applicationFirstAnswers.seconds} as seconds from ${applicationFirstAnswers} where ${applicationFirstAnswers.companyId} = ${companyId} order by ${applicationFirstAnswers.answeredAt} desc limit ${FIRST_ANSWER_SAMPLE}) r)`;
  await tx
    .insert(companyTrackRecords)
    .values({ companyId, answered: 1, medianFirstAnswerSeconds: median, lastActiveAt: sql`now()` })
    .onConflictDoUpdate({
      target: companyTrackRecords.companyId,
      set: {
        answered: sql`${companyTrackRecords.answered} + 1`,
        medianFirstAnswerSeconds: median,
        lastActiveAt: sql`now()`,
      },
    });
}

/**
 * A message in a hiring conversation (`hiring:<opportunityId>:<applicantUserId>`): from anyone but
 * the candidate it is the company answering the application.
 */
export async function recordHiringMessage(
  tx: Db,
  conversation: { type: string; key: string; opportunityId: string | null },
  senderUserId: string,
) {
  if (conversation.type !== 'hiringConv' || !conversation.opportunityId) return;
  const applicantUserId = conversation.key.split(':')[2] ?? '';
  if (!UUID.test(applicantUserId) || applicantUserId === senderUserId) return;
  const [application] = await tx
    .select({ id: applications.id, companyId: opportunities.companyId })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(
      and(
        eq(applications.opportunityId, conversation.opportunityId),
        eq(applications.applicantUserId, applicantUserId),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .limit(1);
  if (!application) return;
  await recordFirstAnswer(tx, application.id);
  await markCompanyActive(tx, application.companyId);
}
