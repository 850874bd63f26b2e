import {
  type AddTalentToListInput,
  TALENT_LISTS_PER_COMPANY_MAX,
  type TalentListInput,
} from '@talentport/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { talentListEntries, talentLists, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import { fetchPage, type Paging } from '../../platform/paging.js';
import { listableTalentCondition, loadListableTalent, loadListViewer, loadOwnList } from './access.js';

const LIST_NAME_TAKEN = () => new AppError('LIST_NAME_TAKEN');

/**
 * Lists with their visible entries counted and whether `code` (if given) is on each: entries are
 * joined to the freelancers a list may show (`listableTalentCondition`), so hidden ones never count.
 */
function selectLists(db: Db, code: string | undefined) {
  const hasTalent = code
    ? sql<boolean>`coalesce(bool_or(${users.code} = ${code}), false)`
    : sql<boolean>`false`;
  return db
    .select({ list: talentLists, entryCount: sql<number>`count(${users.id})::int`, hasTalent })
    .from(talentLists)
    .leftJoin(talentListEntries, eq(talentListEntries.listId, talentLists.id))
    .leftJoin(users, and(eq(users.id, talentListEntries.freelancerUserId), listableTalentCondition()))
    .$dynamic();
}

export async function listTalentLists({
  db,
  actor,
  paging,
  code,
}: {
  db: Db;
  actor: Actor;
  paging: Paging;
  code?: string;
}) {
  const viewer = await loadListViewer(db, actor);
  const ofCompany = eq(talentLists.companyId, viewer.companyId);
  const rows = selectLists(db, code)
    .where(ofCompany)
    .groupBy(talentLists.id)
    .orderBy(desc(talentLists.updatedAt), desc(talentLists.id));
  return fetchPage(paging, rows, db.select({ total: count() }).from(talentLists).where(ofCompany));
}

async function findListWithCounts(db: Db, listId: string) {
  const [row] = await selectLists(db, undefined).where(eq(talentLists.id, listId)).groupBy(talentLists.id);
  if (!row) throw new AppError('NOT_FOUND', 'There is no talent list of your company with this id.');
  return row;
}

export async function createTalentList({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: TalentListInput;
}) {
  const viewer = await loadListViewer(db, actor);
  const [existing] = await db
    .select({ total: count() })
    .from(talentLists)
    .where(eq(talentLists.companyId, viewer.companyId));
  if ((existing?.total ?? 0) >= TALENT_LISTS_PER_COMPANY_MAX) throw new AppError('LIST_LIMIT_REACHED');
  try {
    const [list] = await db
      .insert(talentLists)
      .values({ companyId: viewer.companyId, name: input.name, createdByUserId: actor.userId })
      .returning();
    if (!list) throw new Error('insert returned no list');
    return { list, entryCount: 0, hasTalent: false };
  } catch (error) {
    throw isUniqueViolation(error, 'talent_lists_company_name_key') ? LIST_NAME_TAKEN() : error;
  }
}

export async function renameTalentList({
  db,
  actor,
  listId,
  input,
}: {
  db: Db;
  actor: Actor;
  listId: string;
  input: TalentListInput;
}) {
  const viewer = await loadListViewer(db, actor);
  await loadOwnList(db, viewer, listId);
  try {
    await db
      .update(talentLists)
      .set({ name: input.name, updatedAt: new Date() })
      .where(eq(talentLists.id, listId));
  } catch (error) {
    throw isUniqueViolation(error, 'talent_lists_company_name_key') ? LIST_NAME_TAKEN() : error;
  }
  return findListWithCounts(db, listId);
}

export async function deleteTalentList({ db, actor, listId }: { db: Db; actor: Actor; listId: string }) {
  const viewer = await loadListViewer(db, actor);
  await loadOwnList(db, viewer, listId);
  await db.delete(talentLists).where(eq(talentLists.id, listId));
}

const entryColumns = {
  entry: talentListEntries,
  talent: users,
  addedBy: sql<
    string | null
  >`(select u2.fullname from ${users} u2 where u2.id = ${talentListEntries.addedByUserId})`,
};

export async function listTalentListEntries({
  db,
  actor,
  listId,
  paging,
}: {
  db: Db;
  actor: Actor;
  listId: string;
  paging: Paging;
}) {
  const viewer = await loadListViewer(db, actor);
  await loadOwnList(db, viewer, listId);
  const where = and(eq(talentListEntries.listId, listId), listableTalentCondition());
  const rows = db
    .select(entryColumns)
    .from(talentListEntries)
    .innerJoin(users, eq(users.id, talentListEntries.freelancerUserId))
    .where(where)
    .orderBy(desc(talentListEntries.createdAt), desc(talentListEntries.freelancerUserId))
    .$dynamic();
  const total = db
    .select({ total: count() })
    .from(talentListEntries)
    .innerJoin(users, eq(users.id, talentListEntries.freelancerUserId))
    .where(where);
  return fetchPage(paging, rows, total);
}

async function findEntry(db: Db, listId: string, freelancerUserId: string) {
  const [row] = await db
    .select(entryColumns)
    .from(talentListEntries)
    .innerJoin(users, eq(users.id, talentListEntries.freelancerUserId))
    .where(
      and(eq(talentListEntries.listId, listId), eq(talentListEntries.freelancerUserId, freelancerUserId)),
    )
    .limit(1);
  return row ?? null;
}

/** Touches the list so the most recently used lists come first in the picker. */
async function touchList(db: Db, listId: string) {
  await db.update(talentLists).set({ updatedAt: new Date() }).where(eq(talentLists.id, listId));
}

export async function addTalentToList({
  db,
  actor,
  listId,
  input,
}: {
  db: Db;
  actor: Actor;
  listId: string;
  input: AddTalentToListInput;
}) {
  const viewer = await loadListViewer(db, actor);
  await loadOwnList(db, viewer, listId);
  const talent = await loadListableTalent(db, actor, viewer, input.code);
  const inserted = await db
    .insert(talentListEntries)
    .values({ listId, freelancerUserId: talent.id, note: input.note ?? '', addedByUserId: actor.userId })
    .onConflictDoNothing()
    .returning({ listId: talentListEntries.listId });
  // Already on the list: a repeated click answers the entry as it is (issue 35).
  if (inserted.length > 0) await touchList(db, listId);
  return findEntry(db, listId, talent.id);
}

/** The entry for `code` on one of the caller's lists; 404 when the list or the entry is not theirs. */
async function loadOwnEntry(db: Db, actor: Actor, listId: string, code: string) {
  const viewer = await loadListViewer(db, actor);
  await loadOwnList(db, viewer, listId);
  const talent = await loadListableTalent(db, actor, viewer, code);
  const entry = await findEntry(db, listId, talent.id);
  if (!entry) throw new AppError('NOT_FOUND', 'This freelancer is not on this list.');
  return { talent, entry };
}

export async function updateTalentListNote({
  db,
  actor,
  listId,
  code,
  note,
}: {
  db: Db;
  actor: Actor;
  listId: string;
  code: string;
  note: string;
}) {
  const { talent } = await loadOwnEntry(db, actor, listId, code);
  await db
    .update(talentListEntries)
    .set({ note, updatedAt: new Date() })
    .where(and(eq(talentListEntries.listId, listId), eq(talentListEntries.freelancerUserId, talent.id)));
  return findEntry(db, listId, talent.id);
}

export async function removeTalentFromList({
  db,
  actor,
  listId,
  code,
}: {
  db: Db;
  actor: Actor;
  listId: string;
  code: string;
}) {
  const { talent } = await loadOwnEntry(db, actor, listId, code);
  await db
    .delete(talentListEntries)
    .where(and(eq(talentListEntries.listId, listId), eq(talentListEntries.freelancerUserId, talent.id)));
  await touchList(db, listId);
}
