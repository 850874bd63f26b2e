import {
  type CreateSavedSearchInput,
  MAX_SAVED_SEARCHES,
  type SavedSearchTarget,
  type UpdateSavedSearchInput,
} from '@talentport/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type SavedSearchRow, savedSearches, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { generateToken } from '../../lib/tokens.js';
import type { Actor } from '../../platform/actor.js';
import { fetchPage } from '../../platform/paging.js';
import { FREQUENCY_MS, parseQueryOf } from './query.js';

const notFound = () => new AppError('NOT_FOUND', 'We could not find this saved search.');

/** The caller's own searches of one target: another person's, or the other target's, are not found. */
const ownedBy = (actor: Actor, target: SavedSearchTarget) =>
  and(eq(savedSearches.userId, actor.userId), eq(savedSearches.target, target));

export async function listSavedSearches({
  db,
  actor,
  target,
  page,
  recordPerPage,
}: {
  db: Db;
  actor: Actor;
  target: SavedSearchTarget;
  page: number;
  recordPerPage: number;
}) {
  const mine = ownedBy(actor, target);
  return fetchPage(
    { page, recordPerPage },
    db
      .select()
      .from(savedSearches)
      .where(mine)
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .$dynamic(),
    db.select({ total: count() }).from(savedSearches).where(mine),
  );
}

/**
 * Saves a search; only listings published (decision 108), or people who become new to it
 * (decision 114), from `now` on will alert. The limit counts each target on its own.
 */
export async function createSavedSearch({
  db,
  actor,
  target,
  input,
  now = new Date(),
}: {
  db: Db;
  actor: Actor;
  target: SavedSearchTarget;
  input: CreateSavedSearchInput;
  now?: Date;
}): Promise<SavedSearchRow> {
  const { query, filters } = parseQueryOf(target, input.query);
  return db.transaction(async (tx) => {
    // One count per account at a time: two saves at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
    const [existing] = await tx.select({ total: count() }).from(savedSearches).where(ownedBy(actor, target));
    if ((existing?.total ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new AppError(
        'VALIDATION_ERROR',
        `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one you no longer need first.`,
      );
    }
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: actor.userId,
        target,
        name: input.name,
        query,
        filters,
        frequency: input.frequency,
        createdAt: now,
        checkedUntil: now,
        nextDueAt: new Date(now.getTime() + FREQUENCY_MS[input.frequency]),
        confirmedAt: now,
        unsubscribeKey: generateToken(),
      })
      .returning();
    return row as SavedSearchRow;
  });
}

/** Renames it or changes its frequency; a new frequency counts from the last check. */
export async function updateSavedSearch({
  db,
  actor,
  target,
  id,
  input,
}: {
  db: Db;
  actor: Actor;
  target: SavedSearchTarget;
  id: string;
  input: UpdateSavedSearchInput;
}): Promise<SavedSearchRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), ownedBy(actor, target)))
      .for('update');
    if (!current) throw notFound();
    const frequency = input.frequency ?? current.frequency;
    const [row] = await tx
      .update(savedSearches)
      .set({
        name: input.name ?? current.name,
        frequency,
        nextDueAt: new Date(current.checkedUntil.getTime() + FREQUENCY_MS[frequency]),
      })
      .where(eq(savedSearches.id, id))
      .returning();
    return row as SavedSearchRow;
  });
}

export async function deleteSavedSearch({
  db,
  actor,
  target,
  id,
}: {
  db: Db;
  actor: Actor;
  target: SavedSearchTarget;
  id: string;
}) {
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), ownedBy(actor, target)))
    .returning({ id: savedSearches.id });
  if (!row) throw notFound();
  return row;
}
