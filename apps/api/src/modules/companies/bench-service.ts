import {
  AGENCY_BENCH_MAX,
  type BenchPerson,
  type BenchRemoval,
  type CompanyBench,
  paths,
} from '@talentport/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agencyBench, companies, userColumns, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import type { LinkBuilder } from '../../platform/links.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { createNotification } from '../../platform/notifications.js';
import { findVisiblePerson, talentViewerOf } from '../../platform/people.js';
import { canAddToBench, canContact, canManageBench, enforce, isAllowed } from '../../policies/index.js';
import { isBlockedWithAny } from '../chat/index.js';
import { benchInviteMail } from './mails.js';

const NO_SUCH_FREELANCER = 'There is no freelancer with this code.';
const NOT_ON_BENCH = 'There is nobody with this code on your bench.';

const personColumns = {
  code: users.code,
  fullname: users.fullname,
  avatar: users.avatar,
  occupation: users.occupation,
  status: agencyBench.status,
  createdAt: agencyBench.createdAt,
  acceptedAt: agencyBench.acceptedAt,
};
type PersonRow = {
  code: string;
  fullname: string;
  avatar: BenchPerson['avatar'];
  occupation: string;
  status: BenchPerson['status'];
  createdAt: Date;
  acceptedAt: Date | null;
};

function presentBenchPerson(row: PersonRow): BenchPerson {
  return {
    code: row.code,
    fullname: row.fullname,
    avatar: row.avatar,
    occupation: row.occupation,
    status: row.status,
    invitedAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** The caller's agency and whether they may change its bench (owner and admins: policies/bench.ts). */
async function benchOf(db: Db, actor: Actor) {
  const membership = await findCompanyMembership(db, actor.userId);
  if (!membership) throw new AppError('FORBIDDEN', 'Your account does not belong to an agency.');
  const mayManage = isAllowed(canManageBench(membership, actor.userRole));
  return { companyId: membership.companyId, membership, mayManage };
}

async function readBenchPerson(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select(personColumns)
    .from(agencyBench)
    .innerJoin(users, eq(users.id, agencyBench.userId))
    .where(and(eq(agencyBench.companyId, companyId), eq(agencyBench.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The owner or an admin invites a freelancer, by profile code, to the agency's bench. A freelancer
 * the caller may not see answers like an unknown code (decision 116). Asking again answers the row
 * already there, without a second mail. The freelancer is told and decides (acceptance in settings).
 */
export async function inviteToBench({
  db,
  links,
  events,
  actor,
  talentCode,
}: {
  db: Db;
  links: LinkBuilder;
  events: DomainEventBus;
  actor: Actor;
  talentCode: string;
}): Promise<{ person: BenchPerson; isNew: boolean }> {
  const { companyId, membership } = await benchOf(db, actor);
  enforce(canManageBench(membership, actor.userRole));
  const found = await findVisiblePerson(db, talentViewerOf(actor), talentCode, {
    notFound: NO_SUCH_FREELANCER,
  });
  const existing = await readBenchPerson(db, companyId, found.id);
  if (existing) return { person: presentBenchPerson(existing), isNew: false };
  const result = await db.transaction(async (tx) => {
    // The company row is locked so that two invitations at once cannot pass the limit together.
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update')
      .limit(1);
    const [size] = await tx
      .select({ total: count() })
      .from(agencyBench)
      .where(eq(agencyBench.companyId, companyId));
    enforce(canAddToBench(found, Number(size?.total ?? 0)));
    const team = await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
    const isBlocked = await isBlockedWithAny(
      tx,
      found.id,
      team.map((member) => member.id),
    );
    enforce(canContact({ isBlocked }));
    const inserted = await tx
      .insert(agencyBench)
      .values({ companyId, userId: found.id, invitedByUserId: actor.userId })
      .onConflictDoNothing()
      .returning({ userId: agencyBench.userId });
    if (inserted.length === 0) return { isNew: false };
    const [invitee] = await tx.select(userColumns).from(users).where(eq(users.id, found.id)).limit(1);
    const [inviter] = await tx
      .select({ fullname: users.fullname })
      .from(users)
      .where(eq(users.id, actor.userId))
      .limit(1);
    const agency = company?.name || 'An agency';
    const settings = paths.role.settings.getHref({ role: 'freelancer' });
    if (invitee) {
      await createNotification(tx, {
        userId: invitee.id,
        kind: 'bench.invited',
        title: `${agency} would like to show you on its bench`,
        body: 'Accept or decline in your settings, under Agencies.',
        link: settings,
      });
      await enqueueMail(tx, {
        to: invitee.email,
        template: 'agency-bench-invite',
        mail: benchInviteMail({
          fullname: invitee.fullname,
          agency,
          inviter: inviter?.fullname || 'Someone',
          answerLink: links.page(settings),
        }),
      });
    }
    return { isNew: true };
  });
  if (result.isNew) events.emit({ name: 'notification.created', payload: { userId: found.id } });
  const row = await readBenchPerson(db, companyId, found.id);
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_FREELANCER);
  return { person: presentBenchPerson(row), isNew: result.isNew };
}

/** The agency's bench for any of its members, invited and active, oldest first. */
export async function listBench({ db, actor }: { db: Db; actor: Actor }): Promise<CompanyBench> {
  const { companyId, mayManage } = await benchOf(db, actor);
  const rows = await db
    .select(personColumns)
    .from(agencyBench)
    .innerJoin(users, eq(users.id, agencyBench.userId))
    .where(eq(agencyBench.companyId, companyId))
    .orderBy(asc(agencyBench.createdAt), asc(users.code));
  return { items: rows.map(presentBenchPerson), limit: AGENCY_BENCH_MAX, mayManage };
}

/** The owner or an admin takes someone off the bench, or withdraws the invitation. */
export async function removeFromBench({
  db,
  actor,
  code,
}: {
  db: Db;
  actor: Actor;
  code: string;
}): Promise<BenchRemoval> {
  const { companyId, membership } = await benchOf(db, actor);
  enforce(canManageBench(membership, actor.userRole));
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.code, code)).limit(1);
  const removed = person
    ? await db
        .delete(agencyBench)
        .where(and(eq(agencyBench.companyId, companyId), eq(agencyBench.userId, person.id)))
        .returning({ userId: agencyBench.userId })
    : [];
  if (removed.length === 0) throw new AppError('NOT_FOUND', NOT_ON_BENCH);
  return { code, removed: true };
}
