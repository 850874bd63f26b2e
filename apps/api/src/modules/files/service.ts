import { randomUUID } from 'node:crypto';
import { ACCEPTED_FILE_TYPES, type FileUploadQuery } from '@talentport/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  companies,
  conversationMembers,
  type FileRow,
  files,
  type StoredFileRef,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { fileUrl } from '../../platform/file-urls.js';
import { canDownloadFile, enforce } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { loadFileRelation, loadFileViewer } from './file-relations.js';
import {
  type DetectedType,
  detectFileType,
  EXTENSIONS,
  JPEG,
  PNG,
  toDownloadName,
  WEBP,
} from './file-types.js';
import { reencodeAvatar, reencodeChatImage } from './image-processing.js';

const TYPE_SENTENCES = {
  avatar: 'A picture must be a JPEG, PNG or WebP image.',
  resume: 'A resume must be a PDF or a Word (.docx) document.',
  'chat-attachment':
    'A chat attachment must be a JPEG, PNG or WebP picture, a PDF or a Word (.docx) document.',
  attachment: 'An attachment must be a PDF or a Word (.docx) document.',
  'portfolio-image': 'A portfolio picture must be a JPEG, PNG or WebP image.',
} as const;

const IMAGE_TYPES: readonly string[] = [JPEG, PNG, WEBP];

/** True when the user takes part in the conversation (chat attachments belong to one). */
async function isConversationParticipant(db: Db, userId: string, conversationId: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(conversationId)) return false;
  const [row] = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A file for a chat message: `refCode` is the conversation's id and the uploader must take part in
 * it. Pictures are re-encoded (shown inline), documents kept as sent (shown as cards). It stays
 * unattached until a message names it in `attachmentIds`.
 */
async function uploadChatAttachment({
  db,
  actor,
  storage,
  conversationId,
  file,
}: {
  db: Db;
  actor: Actor;
  storage: FileStorage;
  conversationId: string;
  file: { buffer: Buffer; filename: string };
}): Promise<StoredFileRef> {
  if (!(await isConversationParticipant(db, actor.userId, conversationId))) {
    throw new AppError('NOT_FOUND', 'There is no conversation of yours with this refCode.');
  }
  if (file.buffer.length === 0) throw new AppError('FILE_REQUIRED', 'The file is empty.');
  const detected = detectFileType(file.buffer);
  if (!detected || !ACCEPTED_FILE_TYPES['chat-attachment'].includes(detected)) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', TYPE_SENTENCES['chat-attachment']);
  }
  const isImage = IMAGE_TYPES.includes(detected);
  const bytes = isImage ? await reencodeChatImage(file.buffer, detected) : file.buffer;
  const storedType: DetectedType = isImage ? WEBP : detected;
  const storedName = `${randomUUID()}.${EXTENSIONS[storedType]}`;
  await storage.put(storedName, bytes, storedType);
  try {
    const [row] = await db
      .insert(files)
      .values({
        ownerUserId: actor.userId,
        refType: 'chat-attachment',
        refCode: conversationId,
        storedName,
        originalName: toDownloadName(file.filename, storedType),
        mimeType: storedType,
        size: bytes.length,
      })
      .returning();
    if (!row) throw new Error('insert returned no file');
    return toRef(row);
  } catch (error) {
    await storage.remove(storedName);
    throw error;
  }
}

/**
 * A picture for a portfolio case study (decision 103): `refCode` is the freelancer's own code. It is
 * re-encoded like a chat picture and kept beside earlier ones until a case study names it.
 */
async function uploadPortfolioImage({
  db,
  actor,
  storage,
  refCode,
  file,
}: {
  db: Db;
  actor: Actor;
  storage: FileStorage;
  refCode: string;
  file: { buffer: Buffer; filename: string };
}): Promise<StoredFileRef> {
  const target = await findOwnTarget(db, actor, refCode);
  if (target.kind !== 'user' || actor.userRole !== 'freelancer') {
    throw new AppError('VALIDATION_ERROR', 'refType portfolio-image is only for a freelancer’s own profile.');
  }
  if (file.buffer.length === 0) throw new AppError('FILE_REQUIRED', 'The file is empty.');
  const detected = detectFileType(file.buffer);
  if (!detected || !ACCEPTED_FILE_TYPES['portfolio-image'].includes(detected)) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', TYPE_SENTENCES['portfolio-image']);
  }
  const bytes = await reencodeChatImage(file.buffer, detected);
  const storedName = `${randomUUID()}.${EXTENSIONS[WEBP]}`;
  await storage.put(storedName, bytes, WEBP);
  try {
    const [row] = await db
      .insert(files)
      .values({
        ownerUserId: actor.userId,
        refType: 'portfolio-image',
        refCode,
        storedName,
        originalName: toDownloadName(file.filename, WEBP),
        mimeType: WEBP,
        size: bytes.length,
      })
      .returning();
    if (!row) throw new Error('insert returned no file');
    return toRef(row);
  } catch (error) {
    await storage.remove(storedName);
    throw error;
  }
}

function toRef(row: FileRow): StoredFileRef {
  return {
    _id: row.id,
    name: row.originalName,
    url: fileUrl(row.id),
    mimeType: row.mimeType,
    size: row.size,
  };
}

type Target = { kind: 'user'; userId: string } | { kind: 'company'; companyId: string };

/** The profile or company that `refCode` names, if it is the caller's own; NOT_FOUND otherwise. */
async function findOwnTarget(db: Db, actor: Actor, refCode: string): Promise<Target> {
  const [row] = await db
    .select({ userCode: users.code, companyId: companies.id, companyCode: companies.code })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, actor.userId))
    .limit(1);
  if (row?.userCode === refCode) return { kind: 'user', userId: actor.userId };
  if (row?.companyId && row.companyCode === refCode) return { kind: 'company', companyId: row.companyId };
  throw new AppError('NOT_FOUND', 'There is no profile or company of yours with this refCode.');
}

/**
 * Checks, converts and stores one upload, then makes it the profile's (or company's) avatar or
 * resume, replacing the previous one. Bytes are written under a generated name before the database
 * row exists and removed again if the transaction fails; replaced files are removed after it.
 */
export async function uploadFile({
  db,
  actor,
  storage,
  query,
  file,
}: {
  db: Db;
  actor: Actor;
  storage: FileStorage;
  query: FileUploadQuery;
  file: { buffer: Buffer; filename: string };
}): Promise<StoredFileRef> {
  if (query.refType === 'chat-attachment') {
    return uploadChatAttachment({ db, actor, storage, conversationId: query.refCode, file });
  }
  if (query.refType === 'portfolio-image') {
    return uploadPortfolioImage({ db, actor, storage, refCode: query.refCode, file });
  }
  const target = await findOwnTarget(db, actor, query.refCode);
  if (query.refType === 'resume' && (target.kind !== 'user' || actor.userRole !== 'freelancer')) {
    throw new AppError('VALIDATION_ERROR', 'refType resume is only for a freelancer’s own profile.');
  }
  const isAttachment = query.refType === 'attachment';
  if (isAttachment && (target.kind !== 'user' || actor.userRole === 'employer' || !actor.userRole)) {
    throw new AppError(
      'VALIDATION_ERROR',
      'refType attachment is for a freelancer’s or agency’s own user code (files sent with an application).',
    );
  }
  if (file.buffer.length === 0) throw new AppError('FILE_REQUIRED', 'The file is empty.');
  const detected = detectFileType(file.buffer);
  if (!detected || !ACCEPTED_FILE_TYPES[query.refType].includes(detected)) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', TYPE_SENTENCES[query.refType]);
  }
  const isAvatar = query.refType === 'avatar';
  const bytes = isAvatar ? await reencodeAvatar(file.buffer, detected) : file.buffer;
  const storedType: DetectedType = isAvatar ? WEBP : detected;
  const storedName = `${randomUUID()}.${EXTENSIONS[storedType]}`;
  await storage.put(storedName, bytes, storedType);

  try {
    const { ref, replaced } = await db.transaction(async (tx) => {
      // One upload at a time per profile or company, so the newest file and the row agree.
      if (target.kind === 'company') {
        await tx
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.id, target.companyId))
          .for('update');
      } else {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, target.userId)).for('update');
      }
      const [row] = await tx
        .insert(files)
        .values({
          ownerUserId: actor.userId,
          companyId: target.kind === 'company' ? target.companyId : null,
          refType: query.refType,
          refCode: query.refCode,
          storedName,
          originalName: isAvatar ? `${query.refType}.webp` : toDownloadName(file.filename, detected),
          mimeType: storedType,
          size: bytes.length,
        })
        .returning();
      if (!row) throw new Error('insert returned no file');
      const ref = toRef(row);
      // Attachments belong to applications, not the profile: earlier ones stay.
      if (isAttachment) return { ref, replaced: [] };
      if (target.kind === 'company') {
        await tx
          .update(companies)
          .set({ avatar: [ref], updatedAt: new Date() })
          .where(eq(companies.id, target.companyId));
      } else {
        const column = isAvatar ? { avatar: [ref] } : { resume: [ref] };
        await tx
          .update(users)
          .set({ ...column, updatedAt: new Date() })
          .where(eq(users.id, target.userId));
      }
      const replaced = await tx
        .delete(files)
        .where(and(eq(files.refCode, query.refCode), eq(files.refType, query.refType), ne(files.id, row.id)))
        .returning({ storedName: files.storedName });
      return { ref, replaced };
    });
    await Promise.all(replaced.map((old) => storage.remove(old.storedName)));
    return ref;
  } catch (error) {
    await storage.remove(storedName);
    throw error;
  }
}

/**
 * A stored file, when the file policy lets the caller have it (decision 053): guests asking for a
 * private file must log in (401) and anyone else is told it does not exist (404).
 */
export async function openStoredFile({
  db,
  actor,
  storage,
  fileId,
}: {
  db: Db;
  actor: Actor | null;
  storage: FileStorage;
  fileId: string;
}) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'There is no such file.');
  // One policy for every download: what the file belongs to decides (policies/files.ts).
  enforce(canDownloadFile(await loadFileViewer(db, actor), await loadFileRelation(db, row)));
  const stream = await storage.open(row.storedName);
  if (!stream) throw new AppError('NOT_FOUND', 'There is no such file.');
  return { row, stream };
}
