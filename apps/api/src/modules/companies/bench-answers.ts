import type { BenchAgency, BenchInvitations, BenchRemoval } from '@talentport/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agencyBench, companies } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { canAnswerBench, enforce } from '../../policies/index.js';

/** The freelancer's side of a bench (decision 131): only they accept, decline or leave. */

const agencyColumns = {
  code: companies.code,
  name: companies.name,
  avatar: companies.avatar,
  status: agencyBench.status,
  createdAt: agencyBench.createdAt,
  acceptedAt: agencyBench.acceptedAt,
};

function presentBenchAgency(row: {
  code: string;
  name: string;
  avatar: BenchAgency['avatar'];
  status: BenchAgency['status'];
  createdAt: Date;
  acceptedAt: Date | null;
}): BenchAgency {
  return {
    code: row.code,
    name: row.name,
    avatar: row.avatar,
    status: row.status,
    invitedAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

const ofAgency = (actor: Actor, code: string) =>
  and(
    eq(agencyBench.userId, actor.userId),
    eq(
      agencyBench.companyId,
      sql`(select ${companies.id} from ${companies} where ${companies.code} = ${code})`,
    ),
  );

/** Invitations waiting for the freelancer's answer, and the benches they are on. */
export async function listBenchInvitations({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<BenchInvitations> {
  enforce(canAnswerBench(actor.userRole));
  const rows = await db
    .select(agencyColumns)
    .from(agencyBench)
    .innerJoin(companies, eq(companies.id, agencyBench.companyId))
    .where(eq(agencyBench.userId, actor.userId))
    .orderBy(asc(agencyBench.createdAt), asc(companies.code));
  const all = rows.map(presentBenchAgency);
  return {
    invitations: all.filter((row) => row.status === 'invited'),
    agencies: all.filter((row) => row.status === 'active'),
  };
}

/** Accepts the agency's invitation; accepting again answers the same row. */
export async function acceptBenchInvitation({
  db,
  actor,
  code,
}: {
  db: Db;
  actor: Actor;
  code: string;
}): Promise<BenchAgency> {
  enforce(canAnswerBench(actor.userRole));
  await db
    .update(agencyBench)
    .set({ status: 'active', acceptedAt: sql`now()` })
    .where(and(ofAgency(actor, code), eq(agencyBench.status, 'invited')));
  const [row] = await db
    .select(agencyColumns)
    .from(agencyBench)
    .innerJoin(companies, eq(companies.id, agencyBench.companyId))
    .where(ofAgency(actor, code))
    .limit(1);
  if (!row) throw new AppError('BENCH_INVITATION_NOT_FOUND');
  return presentBenchAgency(row);
}

/** Declines a waiting invitation (the agency may ask again later). */
export async function declineBenchInvitation({
  db,
  actor,
  code,
}: {
  db: Db;
  actor: Actor;
  code: string;
}): Promise<BenchRemoval> {
  enforce(canAnswerBench(actor.userRole));
  const gone = await db
    .delete(agencyBench)
    .where(and(ofAgency(actor, code), eq(agencyBench.status, 'invited')))
    .returning({ userId: agencyBench.userId });
  if (gone.length === 0) throw new AppError('BENCH_INVITATION_NOT_FOUND');
  return { code, removed: true };
}

/** Leaves an agency's bench. */
export async function leaveBench({
  db,
  actor,
  code,
}: {
  db: Db;
  actor: Actor;
  code: string;
}): Promise<BenchRemoval> {
  enforce(canAnswerBench(actor.userRole));
  const gone = await db
    .delete(agencyBench)
    .where(and(ofAgency(actor, code), eq(agencyBench.status, 'active')))
    .returning({ userId: agencyBench.userId });
  if (gone.length === 0) throw new AppError('NOT_FOUND', 'You are not on this agency’s bench.');
  return { code, removed: true };
}
