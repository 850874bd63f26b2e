import type { Readable } from 'node:stream';
import { DATA_EXPORT_LINK_DAYS, paths, type UserRole } from '@talentport/contract';
import { and, eq, sql } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Db } from '../../db/client.js';
import { type DataExportRow, dataExports, users } from '../../db/schema.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import type { LinkBuilder } from '../../platform/links.js';
import { dataExportFailedMail, dataExportReadyMail } from '../../platform/mail/data-export-templates.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { collectPersonData, zipPathOf } from './collect.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long one process may work on a request before another may take it over. */
const CLAIM_MS = 10 * 60 * 1000;
/** Attempts before a request is marked failed and the person told to ask again. */
const MAX_ATTEMPTS = 3;

export type PrepareDeps = { db: Db; storage: FileStorage; links: LinkBuilder; log: Log };
type Log = {
  error: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

const README = `Your Talentport data
====================

This ZIP holds a copy of everything Talentport keeps about you, made when you asked for it.
Each JSON file is one kind of record:

  profile.json                   your account and profile, and the social logins linked to it
  company.json                   the company you belong to and your role in it (null if none)
  listings.json                  the jobs and projects you posted
  applications.json              the applications you made
  messages.json                  the messages you wrote (conversation id and time; other people's
                                 replies are theirs and are not included)
  reviews.json                   reviews you wrote, and published reviews about you
  rewards.json                   your reward points ledger and balance
  bookings.json                  your calls with a talent manager
  portfolio.json                 your portfolio case studies
  saved-searches.json            your saved searches and job alerts
  talent-lists.json              talent lists you created and the entries you added
  agency-benches.json            agencies whose bench you are on or were invited to
  notification-preferences.json  the emails you turned on or off
  devices.json                   the devices that signed in to your account
  work.json                      offers you sent or received, time you logged, invoices issued
                                 in your name (decision 122)
  files.json                     the files you uploaded; their original bytes are in files/

Times are in UTC (ISO 8601). Passwords, two-factor secrets and sign-in tokens are never exported.
`;

/** Reads a stored object whole (uploads are a few MB at most). */
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The ZIP of one person's data: a JSON file per kind, the README, and their files' original bytes. */
export async function buildExportZip(db: Db, storage: FileStorage, userId: string): Promise<Uint8Array> {
  const { data, files } = await collectPersonData(db, userId);
  const entries: Zippable = { 'README.txt': strToU8(README) };
  for (const [kind, value] of Object.entries(data)) {
    entries[`${kind}.json`] = strToU8(`${JSON.stringify(value, null, 2)}\n`);
  }
  for (const file of files) {
    const stream = await storage.open(file.storedName);
    if (!stream) continue;
    // Pictures and documents are compressed already: stored as they are.
    entries[zipPathOf(file)] = [new Uint8Array(await readAll(stream)), { level: 0 }];
  }
  return zipSync(entries, { level: 6 });
}

/** Takes the oldest pending request nobody is working on, for this process. */
async function claimNext(db: Db): Promise<DataExportRow | undefined> {
  const result = (await db.execute(sql`
    update data_exports set claimed_until = now() + ${CLAIM_MS} * interval '1 millisecond',
      attempts = attempts + 1
    where id = (
      select id from data_exports
      where status = 'pending' and (claimed_until is null or claimed_until < now())
      order by requested_at limit 1
      for update skip locked)
    returning id`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

function settingsPath(role: UserRole | null, query?: { export: string }) {
  return role ? paths.role.settings.getHref({ role }, query) : paths.home.getHref(query);
}

async function prepareOne(deps: PrepareDeps, row: DataExportRow) {
  const { db, storage, links } = deps;
  const zip = await buildExportZip(db, storage, row.userId);
  const storageKey = `data-export-${row.id}-${generateToken().slice(0, 16)}.zip`;
  await storage.put(storageKey, Buffer.from(zip), 'application/zip');
  const token = generateToken();
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LINK_DAYS * DAY_MS);
  const isDone = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(dataExports)
      .set({
        status: 'ready',
        readyAt,
        expiresAt,
        storageKey,
        tokenHash: hashToken(token),
        size: zip.byteLength,
        claimedUntil: null,
      })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    if (!done) return false;
    const [person] = await tx
      .select({ email: users.email, fullname: users.fullname, userRole: users.userRole })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!person) return true;
    const link = links.page(settingsPath(person.userRole, { export: token }));
    await enqueueMail(tx as unknown as Db, {
      to: person.email,
      template: 'data-export-ready',
      mail: dataExportReadyMail({ fullname: person.fullname, link, expiresAt }),
    });
    return true;
  });
  // Another process finished it first: this copy is not needed.
  if (!isDone) await storage.remove(storageKey);
}

async function failOne(deps: PrepareDeps, row: DataExportRow, error: unknown) {
  deps.log.error({ err: error, dataExportId: row.id, attempts: row.attempts }, 'data export failed');
  if (row.attempts < MAX_ATTEMPTS) return; // taken again once the claim runs out
  await deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(dataExports)
      .set({ status: 'failed', claimedUntil: null })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    const [person] = await tx
      .select({ email: users.email, fullname: users.fullname, userRole: users.userRole })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!failed || !person) return;
    await enqueueMail(tx as unknown as Db, {
      to: person.email,
      template: 'data-export-failed',
      mail: dataExportFailedMail({
        fullname: person.fullname,
        settingsLink: deps.links.page(settingsPath(person.userRole)),
      }),
    });
  });
}

/** Prepares up to `limit` pending requests; answers how many were handled (ready or failed). */
export async function prepareDueExports(deps: PrepareDeps, limit = 10): Promise<number> {
  let handled = 0;
  for (let i = 0; i < limit; i++) {
    const row = await claimNext(deps.db);
    if (!row) break;
    try {
      await prepareOne(deps, row);
      handled++;
    } catch (error) {
      await failOne(deps, row, error);
      if (row.attempts >= MAX_ATTEMPTS) handled++;
    }
  }
  return handled;
}

/**
 * Ready exports whose link ran out: marked expired and their ZIP removed from the storage. The
 * token's hash stays, so the old link answers 410 (gone) rather than 404.
 */
export async function expireDataExports(deps: Pick<PrepareDeps, 'db' | 'storage' | 'log'>): Promise<number> {
  const result = (await deps.db.execute(sql`
    with due as (
      select id, storage_key from data_exports
      where status = 'ready' and expires_at <= now()
      limit 500
      for update skip locked)
    update data_exports d set status = 'expired', storage_key = null
    from due where d.id = due.id
    returning due.storage_key`)) as unknown as { rows: { storage_key: string | null }[] };
  for (const { storage_key: key } of result.rows) {
    if (!key) continue;
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'could not remove an expired data export');
    });
  }
  return result.rows.length;
}
