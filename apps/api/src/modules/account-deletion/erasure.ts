import { FORMER_MEMBER_NAME } from '@talentport/contract';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountDeletionRequests,
  accountTokens,
  agencyBench,
  applicantMailSettings,
  applications,
  companies,
  dataExports,
  files,
  mailOutbox,
  messages,
  notificationPreferences,
  notifications,
  oauthAttempts,
  oauthIdentities,
  onboardingDrafts,
  portfolioItems,
  savedOpportunities,
  savedSearches,
  sessions,
  staffAuditLog,
  talentListEntries,
  twoFactorPendingLogins,
  twoFactorSecrets,
  userBlocks,
  users,
} from '../../db/schema.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { escapeHtml } from '../../lib/html.js';
import { generatePublicCode } from '../../lib/tokens.js';
import { recordStaffAction } from '../../platform/audit-log.js';
import type { FileStorage } from '../../storage/file-storage.js';

/** What a closed company is called where others still see it (their reviews, engagements). */
const CLOSED_COMPANY_NAME = 'A closed company';

/** The steps of an erasure, in order; each is one transaction and is recorded in `steps_done`. */
const ERASURE_STEPS = ['sessions', 'files', 'records', 'profile'] as const;
type Step = (typeof ERASURE_STEPS)[number];

type ErasureDeps = { db: Db; storage: FileStorage; events: DomainEventBus };
type Request = { id: string; userId: string };

/** A non-deliverable address unique to the erased account (`.invalid` is reserved, RFC 2606). */
const erasedEmailOf = (userId: string) => `erased-${userId}@erased.invalid`;

/**
 * Runs `work` in a transaction that holds the request's row, unless the request was cancelled,
 * erased or already past this step: each step runs once even when two runs or a restart overlap.
 */
async function runStep(
  db: Db,
  request: Request,
  step: Step,
  work: (tx: Db) => Promise<Record<string, number>>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ stepsDone: accountDeletionRequests.stepsDone })
      .from(accountDeletionRequests)
      .where(
        and(
          eq(accountDeletionRequests.id, request.id),
          isNull(accountDeletionRequests.cancelledAt),
          isNull(accountDeletionRequests.erasedAt),
        ),
      )
      .for('update');
    if (!row || row.stepsDone.includes(step)) return false;
    const counts = await work(tx);
    const isLast = step === ERASURE_STEPS[ERASURE_STEPS.length - 1];
    await tx
      .update(accountDeletionRequests)
      .set({
        stepsDone: sql`array_append(${accountDeletionRequests.stepsDone}, ${step})`,
        ...(isLast ? { erasedAt: sql`now()` } : {}),
      })
      .where(eq(accountDeletionRequests.id, request.id));
    // The audit log names the account by id and counts what went: never the erased data itself.
    await recordStaffAction(tx, {
      staffId: null,
      action: isLast ? 'account.erased' : `account.erasure.${step}`,
      targetType: 'user',
      targetId: request.userId,
      details: { requestId: request.id, step, ...counts },
    });
    return true;
  });
}

const rowCount = (result: unknown) => (result as { rowCount?: number | null }).rowCount ?? 0;

/** Step 1: every way in goes: sessions (their sockets close), two-factor, linked logins, mailed links. */
async function endSessions({ db, events }: ErasureDeps, request: Request) {
  let endedSessionIds: string[] = [];
  const isDone = await runStep(db, request, 'sessions', async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, request.userId))
      .returning({ id: sessions.id });
    endedSessionIds = ended.map((row) => row.id);
    await tx.delete(twoFactorPendingLogins).where(eq(twoFactorPendingLogins.userId, request.userId));
    const secrets = await tx
      .delete(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, request.userId))
      .returning({ id: twoFactorSecrets.id });
    const logins = await tx
      .delete(oauthIdentities)
      .where(eq(oauthIdentities.userId, request.userId))
      .returning({ id: oauthIdentities.id });
    await tx.delete(oauthAttempts).where(sql`${oauthAttempts.pendingLink}->>'userId' = ${request.userId}`);
    await tx.delete(accountTokens).where(eq(accountTokens.userId, request.userId));
    return { sessions: ended.length, twoFactor: secrets.length, linkedLogins: logins.length };
  });
  if (isDone && endedSessionIds.length > 0) {
    events.emit({ name: 'sessions.revoked', payload: { sessionIds: endedSessionIds } });
  }
}

/**
 * Step 2: the person's uploads. Bytes go first (removing a missing object is no error), then the
 * rows in the step's transaction: a crash in between finds the rows again and removes nothing twice.
 */
async function removeFiles({ db, storage }: ErasureDeps, request: Request) {
  const owned = await db
    .select({ storedName: files.storedName })
    .from(files)
    .where(eq(files.ownerUserId, request.userId));
  // Copies of their data they asked for (decision 109) go with the uploads.
  const exported = await db
    .select({ storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, request.userId), isNotNull(dataExports.storageKey)));
  const [row] = await db
    .select({ stepsDone: accountDeletionRequests.stepsDone })
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.id, request.id));
  if (row?.stepsDone.includes('files')) return;
  for (const file of owned) await storage.remove(file.storedName);
  for (const copy of exported) if (copy.storageKey) await storage.remove(copy.storageKey);
  await runStep(db, request, 'files', async (tx) => {
    const exports = await tx
      .delete(dataExports)
      .where(eq(dataExports.userId, request.userId))
      .returning({ id: dataExports.id });
    // Messages keep their text; the files they carried were the person's and are gone.
    await tx
      .update(messages)
      .set({ attachments: [] })
      .where(
        and(eq(messages.senderUserId, request.userId), sql`jsonb_array_length(${messages.attachments}) > 0`),
      );
    await tx.update(portfolioItems).set({ images: [] }).where(eq(portfolioItems.userId, request.userId));
    const removed = await tx
      .delete(files)
      .where(eq(files.ownerUserId, request.userId))
      .returning({ id: files.id });
    return { files: removed.length, dataExports: exports.length };
  });
}

/**
 * Others' notifications and mail copies that named the person (a new message, an application)
 * keep their sense with "A former member" in place of the name. Very short names are left: they
 * would match inside other words.
 */
async function scrubNameFromOthersCopies(tx: Db, fullname: string) {
  const name = fullname.trim();
  if (name.length < 3) return;
  const html = escapeHtml(name);
  await tx
    .update(notifications)
    .set({
      title: sql`replace(${notifications.title}, ${name}, ${FORMER_MEMBER_NAME})`,
      body: sql`replace(${notifications.body}, ${name}, ${FORMER_MEMBER_NAME})`,
    })
    .where(
      or(sql`strpos(${notifications.title}, ${name}) > 0`, sql`strpos(${notifications.body}, ${name}) > 0`),
    );
  await tx
    .update(mailOutbox)
    .set({
      subject: sql`replace(${mailOutbox.subject}, ${name}, ${FORMER_MEMBER_NAME})`,
      textBody: sql`replace(${mailOutbox.textBody}, ${name}, ${FORMER_MEMBER_NAME})`,
      htmlBody: sql`replace(${mailOutbox.htmlBody}, ${html}, ${FORMER_MEMBER_NAME})`,
    })
    .where(
      or(
        sql`strpos(${mailOutbox.subject}, ${name}) > 0`,
        sql`strpos(${mailOutbox.textBody}, ${name}) > 0`,
        sql`strpos(${mailOutbox.htmlBody}, ${html}) > 0`,
      ),
    );
}

/**
 * Staff reads are audit-logged with their filters (a look-up by email or name). The entries stay,
 * the person's address and name in them become "[erased]".
 */
async function scrubStaffSearches(tx: Db, needles: string[]) {
  for (const needle of needles.map((text) => text.trim()).filter((text) => text.length >= 3)) {
    // JSON-escaped as it appears inside the stored document, matched whatever its case.
    const inJson = JSON.stringify(needle).slice(1, -1);
    const pattern = inJson.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await tx
      .update(staffAuditLog)
      .set({
        details: sql`regexp_replace(${staffAuditLog.details}::text, ${pattern}, '[erased]', 'gi')::jsonb`,
      })
      .where(sql`strpos(lower(${staffAuditLog.details}::text), lower(${inJson})) > 0`);
  }
}

/** Step 3: what only the person used goes; what others rely on loses the person's own words. */
async function removeRecords({ db }: ErasureDeps, request: Request) {
  await runStep(db, request, 'records', async (tx) => {
    const [user] = await tx
      .select({ email: users.email, fullname: users.fullname })
      .from(users)
      .where(eq(users.id, request.userId));
    const userId = request.userId;
    if (user) {
      await scrubNameFromOthersCopies(tx, user.fullname);
      await scrubStaffSearches(tx, [user.email, user.fullname]);
    }
    const counts = {
      savedSearches: rowCount(await tx.delete(savedSearches).where(eq(savedSearches.userId, userId))),
      notifications: rowCount(await tx.delete(notifications).where(eq(notifications.userId, userId))),
      talentListEntries: rowCount(
        await tx.delete(talentListEntries).where(eq(talentListEntries.freelancerUserId, userId)),
      ),
      portfolioItems: rowCount(await tx.delete(portfolioItems).where(eq(portfolioItems.userId, userId))),
      // Their place on agencies' benches, and the bench of the agency they own (it closes with them).
      benchRows: rowCount(
        await tx
          .delete(agencyBench)
          .where(
            or(
              eq(agencyBench.userId, userId),
              inArray(
                agencyBench.companyId,
                tx.select({ id: companies.id }).from(companies).where(eq(companies.ownerUserId, userId)),
              ),
            ),
          ),
      ),
      mails: user ? rowCount(await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email))) : 0,
    };
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    await tx.delete(applicantMailSettings).where(eq(applicantMailSettings.userId, userId));
    await tx.delete(onboardingDrafts).where(eq(onboardingDrafts.userId, userId));
    await tx.delete(savedOpportunities).where(eq(savedOpportunities.userId, userId));
    await tx
      .delete(userBlocks)
      .where(or(eq(userBlocks.blockerUserId, userId), eq(userBlocks.blockedUserId, userId)));
    if (user) await tx.delete(accountTokens).where(eq(accountTokens.email, user.email));
    // Employers keep the application in their pipeline, without the person's letter.
    await tx
      .update(applications)
      .set({ coverLetter: '', screeningAnswers: [] })
      .where(eq(applications.applicantUserId, userId));
    return counts;
  });
}

/**
 * Step 4: the account row stays (messages, reviews, engagements and ledgers point at it) with no
 * personal field left: a non-deliverable address, "A former member" as its name, a new code, no
 * password. A company its owner was alone in closes with it.
 */
async function anonymiseProfile({ db }: ErasureDeps, request: Request) {
  await runStep(db, request, 'profile', async (tx) => {
    const userId = request.userId;
    const closed = await tx
      .update(companies)
      .set({
        ownerUserId: null,
        name: CLOSED_COMPANY_NAME,
        companyLocation: '',
        companyIndustry: '',
        aboutBusiness: '',
        fbUrl: '',
        linkedInUrl: '',
        websiteUrl: '',
        avatar: [],
        updatedAt: new Date(),
      })
      .where(eq(companies.ownerUserId, userId))
      .returning({ id: companies.id });
    await tx
      .update(users)
      .set({
        email: erasedEmailOf(userId),
        code: generatePublicCode(),
        fullname: FORMER_MEMBER_NAME,
        companyName: '',
        address: '',
        emailVerify: false,
        emailVerifyCode: null,
        nationality: '',
        country: '',
        city: '',
        timeZone: '',
        languages: [],
        phone: '',
        phoneVerify: false,
        isWhatsapp: false,
        passwordPrevious: null,
        passwordHash: null,
        merchantCode: '',
        hourlyRate: '0',
        monthlyRate: '0',
        describeYourself: '',
        occupation: '',
        skills: [],
        experienceLevel: '',
        expertise: [],
        workingMode: '',
        workLoad: '',
        workExperience: [],
        education: [],
        portfolio: '',
        linked: [],
        bankDetail: null,
        billing: {},
        dateOfBirth: null,
        verifyExpiredAt: null,
        isOnboard: false,
        avatar: [],
        resume: [],
        name: '',
        companyIndustry: '',
        companyLocation: '',
        companyId: null,
        companyRole: null,
        referredByUserId: null,
        profileVisibility: 'hidden',
        availableFrom: null,
        openToOffers: false,
        isHiring: false,
        professional: false,
        portfolioTitles: '',
        erasedAt: sql`now()`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    return { closedCompanies: closed.length };
  });
}

/** Runs the remaining steps of one request; a request cancelled meanwhile stops at the next step. */
async function eraseAccount(deps: ErasureDeps, request: Request) {
  await endSessions(deps, request);
  await removeFiles(deps, request);
  await removeRecords(deps, request);
  await anonymiseProfile(deps, request);
}

/**
 * Erases the accounts whose cooling-off is over by the database clock (so a test may move `due_at`
 * into the past). Returns how many were erased in this run.
 */
export async function eraseDueAccounts(deps: ErasureDeps & { limit?: number }): Promise<number> {
  const due = await deps.db
    .select({ id: accountDeletionRequests.id, userId: accountDeletionRequests.userId })
    .from(accountDeletionRequests)
    .where(
      and(
        isNull(accountDeletionRequests.cancelledAt),
        isNull(accountDeletionRequests.erasedAt),
        lte(accountDeletionRequests.dueAt, sql`now()`),
      ),
    )
    .orderBy(asc(accountDeletionRequests.dueAt))
    .limit(deps.limit ?? 50);
  for (const request of due) await eraseAccount(deps, request);
  return due.length;
}
