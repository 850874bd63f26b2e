import { PORTFOLIO_ITEMS_MAX, type PortfolioItemInput } from '@talentport/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, type PortfolioItemRow, portfolioItems, type StoredFileRef } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { fileUrl } from '../../platform/file-urls.js';
import { canEditPortfolioItem, canKeepPortfolio, enforce } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';

type Parsed = { title: string; description: string; link: string; imageIds: string[] };

export async function listPortfolio(db: Db, userId: string): Promise<PortfolioItemRow[]> {
  return db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.userId, userId))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id))
    .limit(PORTFOLIO_ITEMS_MAX);
}

export async function listMyPortfolio({ db, actor }: { db: Db; actor: Actor }) {
  enforce(canKeepPortfolio(actor));
  return listPortfolio(db, actor.userId);
}

/** The caller's own `portfolio-image` uploads named by `ids`, in that order; 404 for any other id. */
async function loadOwnImages(db: Db, actor: Actor, ids: string[]): Promise<StoredFileRef[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        inArray(files.id, unique),
        eq(files.ownerUserId, actor.userId),
        eq(files.refType, 'portfolio-image'),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row)
      throw new AppError(
        'NOT_FOUND',
        'imageIds names a picture you have not uploaded as a portfolio picture.',
      );
    return {
      _id: row.id,
      name: row.originalName,
      url: fileUrl(row.id),
      mimeType: row.mimeType,
      size: row.size,
    };
  });
}

export async function createPortfolioItem({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: Actor;
  input: PortfolioItemInput;
}) {
  enforce(canKeepPortfolio(actor));
  const parsed = input as Parsed;
  const [existing] = await db
    .select({ total: count() })
    .from(portfolioItems)
    .where(eq(portfolioItems.userId, actor.userId));
  if ((existing?.total ?? 0) >= PORTFOLIO_ITEMS_MAX) throw new AppError('PORTFOLIO_LIMIT_REACHED');
  const images = await loadOwnImages(db, actor, parsed.imageIds);
  const [row] = await db
    .insert(portfolioItems)
    .values({
      userId: actor.userId,
      title: parsed.title,
      description: parsed.description,
      link: parsed.link,
      images,
    })
    .returning();
  if (!row) throw new Error('insert returned no case study');
  return row;
}

async function loadOwnItem(db: Db, actor: Actor, id: string): Promise<PortfolioItemRow> {
  enforce(canKeepPortfolio(actor));
  const [row] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, id)).limit(1);
  enforce(canEditPortfolioItem(actor, row ?? { userId: '' }));
  return row as PortfolioItemRow;
}

export async function updatePortfolioItem({
  db,
  actor,
  id,
  input,
}: {
  db: Db;
  actor: Actor;
  id: string;
  input: PortfolioItemInput;
}) {
  await loadOwnItem(db, actor, id);
  const parsed = input as Parsed;
  const images = await loadOwnImages(db, actor, parsed.imageIds);
  const [row] = await db
    .update(portfolioItems)
    .set({
      title: parsed.title,
      description: parsed.description,
      link: parsed.link,
      images,
      updatedAt: new Date(),
    })
    .where(eq(portfolioItems.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'There is no case study of yours with this id.');
  return row;
}

/** Deletes the case study and the pictures no other case study of the owner still shows. */
export async function deletePortfolioItem({
  db,
  actor,
  storage,
  id,
}: {
  db: Db;
  actor: Actor;
  storage: FileStorage;
  id: string;
}) {
  const item = await loadOwnItem(db, actor, id);
  const removed = await db.transaction(async (tx) => {
    await tx.delete(portfolioItems).where(eq(portfolioItems.id, id));
    const stillShown = new Set(
      (
        await tx
          .select({ images: portfolioItems.images })
          .from(portfolioItems)
          .where(eq(portfolioItems.userId, actor.userId))
      ).flatMap((row) => row.images.map((image) => image._id)),
    );
    const orphaned = item.images.map((image) => image._id).filter((imageId) => !stillShown.has(imageId));
    if (orphaned.length === 0) return [];
    return tx
      .delete(files)
      .where(and(inArray(files.id, orphaned), eq(files.ownerUserId, actor.userId)))
      .returning({ storedName: files.storedName });
  });
  await Promise.all(removed.map((file) => storage.remove(file.storedName)));
}
