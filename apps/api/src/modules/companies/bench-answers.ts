import { type BenchAgency, type BenchInvitations, type BenchRemoval, paths } from '@talentport/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agencyBench, companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { createNotification } from '../../platform/notifications.js';
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

/** The agency's owner and admins (who manage its bench) are told what the freelancer decided. */
async function tellAgency(db: Db, actor: Actor, companyId: string, title: (name: string) => string) {
  const [person] = await db
    .select({ fullname: users.fullname })
    .from(users)
    .where(eq(users.id, actor.userId));
  const managers = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.companyId, companyId),
        or(eq(users.companyRole, 'admin'), eq(companies.ownerUserId, users.id)),
      ),
    );
  for (const manager of managers) {
    await createNotification(db, {
      userId: manager.id,
      kind: 'bench.answered',
      title: title(person?.fullname ?? 'A freelancer'),
      link: `${paths.role.settings.getHref({ role: 'agency' })}#settings-bench`,
    });
  }
}

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
  await db.transaction(async (tx) => {
    const accepted = await tx
      .update(agencyBench)
      .set({ status: 'active', acceptedAt: sql`now()` })
      .where(and(ofAgency(actor, code), eq(agencyBench.status, 'invited')))
      .returning({ companyId: agencyBench.companyId });
    for (const { companyId } of accepted) {
      await tellAgency(tx, actor, companyId, (name) => `${name} joined your bench`);
    }
  });
  const [row] = await db
    .select(agencyColumns)
    .from(agencyBench)
    .innerJoin(companies, eq(companies.id, agencyBench.companyId))
    .where(ofAgency(actor, code))
    .limit(1);
  if (!row) throw new AppError('BENCH_INVITATION_NOT_FOUND');
  return presentBenchAgency(row);
}

/**
 * Deletes the caller's own bench row of this agency in `status` and tells the agency, in one
 * transaction; nothing in that state answers `notFound`.
 */
async function removeOwnRow(
  db: Db,
  actor: Actor,
  code: string,
  {
    status,
    notFound,
    news,
  }: { status: 'invited' | 'active'; notFound: AppError; news: (name: string) => string },
): Promise<BenchRemoval> {
  enforce(canAnswerBench(actor.userRole));
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(agencyBench)
      .where(and(ofAgency(actor, code), eq(agencyBench.status, status)))
      .returning({ companyId: agencyBench.companyId });
    if (gone.length === 0) throw notFound;
    for (const { companyId } of gone) await tellAgency(tx, actor, companyId, news);
    return { code, removed: true as const };
  });
}

/** Declines a waiting invitation (the agency may ask again later). */
export function declineBenchInvitation({ db, actor, code }: { db: Db; actor: Actor; code: string }) {
  return removeOwnRow(db, actor, code, {
    status: 'invited',
    notFound: new AppError('BENCH_INVITATION_NOT_FOUND'),
    news: (name) => `${name} declined your bench invitation`,
  });
}

/** Leaves an agency's bench. */
export function leaveBench({ db, actor, code }: { db: Db; actor: Actor; code: string }) {
  return removeOwnRow(db, actor, code, {
    status: 'active',
    notFound: new AppError('NOT_FOUND', 'You are not on this agency’s bench.'),
    news: (name) => `${name} left your bench`,
  });
}
