import {
  EXPERIENCE_LEVEL_FOR_YEARS,
  type OpportunityCreateInput,
  type OpportunityStatus,
  type OpportunityUpdateInput,
  type OwnOpportunitiesQuery,
  PAY_TYPES_BY_OPPORTUNITY_TYPE,
} from '@talentport/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type CompanyRow,
  companies,
  type OpportunityRow,
  opportunities,
  opportunityColumns,
  users,
} from '../../db/schema.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import { markCompanyActive } from '../../platform/company-track-record.js';
import { fetchPage } from '../../platform/paging.js';
import { canInCompany, enforce, OPPORTUNITY_NOT_FOUND_SENTENCE } from '../../policies/index.js';
import { normalizeDescription } from './description.js';

export const opportunityNotFound = () => new AppError('NOT_FOUND', OPPORTUNITY_NOT_FOUND_SENTENCE);

/** The employer's or agency's company the caller belongs to (owner or team member). */
export async function findActorCompanyId(db: Db, actor: Actor): Promise<string | null> {
  if (actor.userRole !== 'employer' && actor.userRole !== 'agency') return null;
  const [row] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  return row?.companyId ?? null;
}

/** Posting: the caller's company, when their rights there allow it (policies/company.ts). */
async function requireActorCompanyId(db: Db, actor: Actor): Promise<string> {
  const membership = await findCompanyMembership(db, actor.userId);
  if (!membership) throw new AppError('COMPANY_REQUIRED');
  enforce(canInCompany(membership, 'manageOpportunities'));
  return membership.companyId;
}

/**
 * An opportunity of the caller's company; NOT_FOUND for anyone else's. `lock`: held FOR UPDATE
 * until the caller's transaction ends (only inside a transaction: a bare read locks nothing).
 */
async function findOwn(db: Db, actor: Actor, id: string, lock: boolean): Promise<OpportunityRow> {
  const membership = await findCompanyMembership(db, actor.userId);
  if (!membership) throw opportunityNotFound();
  enforce(canInCompany(membership, 'manageOpportunities'));
  const query = db
    .select(opportunityColumns)
    .from(opportunities)
    .where(and(eq(opportunities.id, id), eq(opportunities.companyId, membership.companyId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw opportunityNotFound();
  return row;
}

/** An opportunity of the caller's company, locked for update in the transaction `tx`. */
export function lockOwnOpportunity(tx: Db, actor: Actor, id: string): Promise<OpportunityRow> {
  return findOwn(tx, actor, id, true);
}

/** An opportunity of the caller's company, read without a lock (pages that only show it). */
export function findOwnOpportunity(db: Db, actor: Actor, id: string): Promise<OpportunityRow> {
  return findOwn(db, actor, id, false);
}

function toColumns(input: OpportunityUpdateInput) {
  const { description, yearsOfExperience, ...rest } = input;
  return {
    ...rest,
    ...(description !== undefined ? { description: normalizeDescription(description) } : {}),
    ...(yearsOfExperience !== undefined
      ? { yearsOfExperience, experienceLevel: EXPERIENCE_LEVEL_FOR_YEARS[yearsOfExperience] ?? 'Fresher' }
      : {}),
  };
}

/** A post counts once, when it first leaves draft (decision 010). */
async function countPost(tx: Db, companyId: string) {
  await tx
    .update(companies)
    .set({ post: sql`${companies.post} + 1` })
    .where(eq(companies.id, companyId));
}

export async function createOpportunity({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: OpportunityCreateInput & { status: 'draft' | 'open' };
}): Promise<OpportunityRow> {
  const companyId = await requireActorCompanyId(db, actor);
  if (actor.userRole === 'agency' && input.type !== 'Project') {
    throw new AppError('VALIDATION_ERROR', 'type must be Project: agencies post projects.');
  }
  const { status, ...fields } = input;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(opportunities)
      .values({
        ...(toColumns(fields) as Required<ReturnType<typeof toColumns>>),
        companyId,
        postedByUserId: actor.userId,
        status,
        publishedAt: status === 'open' ? now : null,
      })
      .returning(opportunityColumns);
    if (!row) throw new Error('insert returned no opportunity');
    if (status === 'open') await countPost(tx, companyId);
    await markCompanyActive(tx, companyId);
    return row;
  });
}

export async function updateOpportunity({
  db,
  actor,
  id,
  input,
}: {
  db: Db;
  actor: Actor;
  id: string;
  input: OpportunityUpdateInput;
}): Promise<OpportunityRow> {
  return db.transaction(async (tx) => {
    const current = await lockOwnOpportunity(tx, actor, id);
    const type = input.type ?? current.type;
    const payType = input.payType ?? current.payType;
    if (!PAY_TYPES_BY_OPPORTUNITY_TYPE[type].includes(payType)) {
      throw invalidField(
        'payType',
        `must be ${PAY_TYPES_BY_OPPORTUNITY_TYPE[type].join(' or ')} for a ${type}`,
      );
    }
    if (actor.userRole === 'agency' && type !== 'Project') {
      throw new AppError('VALIDATION_ERROR', 'type must be Project: agencies post projects.');
    }
    if ((input.payMin ?? current.payMin) > (input.payMax ?? current.payMax)) {
      throw invalidField('payMax', 'must not be less than the lowest pay');
    }
    const [row] = await tx
      .update(opportunities)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(eq(opportunities.id, id))
      .returning(opportunityColumns);
    if (!row) throw opportunityNotFound();
    return row;
  });
}

const STATUS_MOVES: Record<OpportunityStatus, readonly OpportunityStatus[]> = {
  draft: ['open'],
  open: ['paused', 'closed'],
  paused: ['open', 'closed'],
  closed: ['open'],
  filled: ['closed'],
};

/** Publish, pause, resume, close or reopen. Publishing for the first time counts a post. */
export async function setOpportunityStatus({
  db,
  actor,
  id,
  status,
}: {
  db: Db;
  actor: Actor;
  id: string;
  status: 'open' | 'paused' | 'closed';
}): Promise<OpportunityRow> {
  return db.transaction(async (tx) => {
    const current = await lockOwnOpportunity(tx, actor, id);
    if (current.status === status) return current;
    if (!STATUS_MOVES[current.status].includes(status)) {
      throw new AppError(
        'INVALID_STATUS_CHANGE',
        `A ${current.status} opportunity cannot be set to ${status}.`,
      );
    }
    if (status === 'open' && current.hiredCount >= current.openings && current.status !== 'draft') {
      throw new AppError(
        'INVALID_STATUS_CHANGE',
        'Every opening is filled: raise the number of openings before reopening it.',
      );
    }
    const isFirstPublish = status === 'open' && current.publishedAt === null;
    const [row] = await tx
      .update(opportunities)
      .set({
        status,
        updatedAt: new Date(),
        ...(isFirstPublish ? { publishedAt: new Date() } : {}),
      })
      .where(eq(opportunities.id, id))
      .returning(opportunityColumns);
    if (!row) throw opportunityNotFound();
    if (isFirstPublish) await countPost(tx, current.companyId);
    await markCompanyActive(tx, current.companyId);
    return row;
  });
}

/** A draft copy of one of the company's opportunities (counts and applicants are not copied). */
export async function duplicateOpportunity({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: Actor;
  id: string;
}): Promise<OpportunityRow> {
  return db.transaction(async (tx) => {
    const source = await lockOwnOpportunity(tx, actor, id);
    const [row] = await tx
      .insert(opportunities)
      .values({
        companyId: source.companyId,
        postedByUserId: actor.userId,
        type: source.type,
        title: source.title,
        description: source.description,
        occupation: source.occupation,
        expertise: source.expertise,
        skills: source.skills,
        experienceLevel: source.experienceLevel,
        yearsOfExperience: source.yearsOfExperience,
        workingMode: source.workingMode,
        workload: source.workload,
        payType: source.payType,
        payMin: source.payMin,
        payMax: source.payMax,
        location: source.location,
        openings: source.openings,
        deadline: source.deadline,
        screeningQuestions: source.screeningQuestions,
        status: 'draft',
      })
      .returning();
    if (!row) throw new Error('insert returned no opportunity');
    return row;
  });
}

const TAB_STATUSES: Record<OwnOpportunitiesQuery['tabName'], readonly OpportunityStatus[] | null> = {
  All: null,
  open: ['open', 'paused'],
  draft: ['draft'],
  closed: ['closed', 'filled'],
};

/** The company's own opportunities for the pipeline screen (the data rules Employer view state). */
export async function listOwnOpportunities({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: Actor;
  query: OwnOpportunitiesQuery;
}): Promise<{ rows: { opportunity: OpportunityRow; company: CompanyRow }[]; total: number }> {
  const companyId = await findActorCompanyId(db, actor);
  if (!companyId) return { rows: [], total: 0 };
  const statuses = TAB_STATUSES[query.tabName];
  const where = and(
    eq(opportunities.companyId, companyId),
    query.type === 'All' ? undefined : eq(opportunities.type, query.type),
    statuses ? inArray(opportunities.status, [...statuses]) : undefined,
    query.status ? eq(opportunities.status, query.status) : undefined,
  );
  const { rows, total } = await fetchPage(
    query,
    db
      .select({ opportunity: opportunities, company: companies })
      .from(opportunities)
      .innerJoin(companies, eq(companies.id, opportunities.companyId))
      .where(where)
      .orderBy(desc(opportunities.updatedAt), desc(opportunities.id))
      .$dynamic(),
    db.select({ total: count() }).from(opportunities).where(where),
  );
  return { rows, total };
}
