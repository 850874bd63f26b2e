import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shortLinks } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

/** 57 letters and digits without look-alikes (0/O, 1/l/I): 10 of them are about 58 bits. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const SHORT_CODE_LENGTH = 10;

export function generateShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * The short link of an in-app path, made on first use and reused after: the code depends on
 * nothing but chance, so codes cannot be enumerated or derived from the object they point to.
 */
export async function createShortLink({ db, path }: { db: Db; path: string }) {
  const [existing] = await db.select().from(shortLinks).where(eq(shortLinks.targetPath, path)).limit(1);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [row] = await db
        .insert(shortLinks)
        .values({ code: generateShortCode(), targetPath: path })
        .onConflictDoNothing({ target: shortLinks.targetPath })
        .returning();
      if (row) return row;
      // Someone made this path's link at the same moment: use theirs.
      const [raced] = await db.select().from(shortLinks).where(eq(shortLinks.targetPath, path)).limit(1);
      if (raced) return raced;
    } catch (error) {
      if (!isUniqueViolation(error, 'short_links_code_key')) throw error;
    }
  }
  throw new Error('could not create a short link');
}

/** The path behind a code. A code grants nothing: the path is opened with the visitor's own rights. */
export async function resolveShortLink({ db, code }: { db: Db; code: string }) {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.code, code)).limit(1);
  if (!row) throw new AppError('SHORT_LINK_NOT_FOUND');
  return row;
}
