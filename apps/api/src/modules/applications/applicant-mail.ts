import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applicantMailSettings, applications, companies, opportunities, users } from '../../db/schema.js';
import { roleOf as companyRoleOf } from '../../platform/company-membership.js';
import type { LinkBuilder } from '../../platform/links.js';
import {
  applicantDigestMail,
  type DigestListing,
  newApplicantMail,
} from '../../platform/mail/applicant-templates.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { applicantMailToken } from '../../platform/mail/preferences.js';
import { canInCompany } from '../../policies/index.js';
import { postedOpportunityPath } from './common.js';

// New-applicant mail to the members of the listing's company (decision 127): at once, or one
// daily digest. Only members whose role may see the applicants get it (the policy of decision 052),
// and it names the applicant and the listing, nothing a member could not open in the pipeline.

type Member = {
  id: string;
  fullname: string;
  email: string;
  userRole: 'freelancer' | 'employer' | 'agency' | null;
  cadence: 'instant' | 'daily';
  unsubscribeKey: string;
};

const unsubscribeHeaders = (link: string): Record<string, string> => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

function unsubscribeLink(links: LinkBuilder, member: Pick<Member, 'id' | 'unsubscribeKey'>) {
  const token = applicantMailToken({ userId: member.id, unsubscribeKey: member.unsubscribeKey });
  return links.page(
    `/api/v1/notification-preferences/applicants/unsubscribe?token=${encodeURIComponent(token)}`,
  );
}

/** The company's members who may see its applicants, with their mail settings (made when missing). */
async function membersWhoSeeApplicants(tx: Db, companyId: string): Promise<Member[]> {
  const inCompany = and(
    eq(users.companyId, companyId),
    inArray(users.userRole, ['employer', 'agency']),
    isNull(users.erasedAt),
  );
  // Only rows still missing are made, in id order: concurrent applications to the company then
  // never wait on each other's rows once every member has one, and never lock them crosswise.
  const missing = await tx
    .select({ userId: users.id })
    .from(users)
    .leftJoin(applicantMailSettings, eq(applicantMailSettings.userId, users.id))
    .where(and(inCompany, isNull(applicantMailSettings.userId)))
    .orderBy(asc(users.id));
  if (missing.length > 0) await tx.insert(applicantMailSettings).values(missing).onConflictDoNothing();
  const rows = await tx
    .select({
      id: users.id,
      fullname: users.fullname,
      email: users.email,
      userRole: users.userRole,
      companyRole: users.companyRole,
      ownerUserId: companies.ownerUserId,
      cadence: applicantMailSettings.cadence,
      unsubscribeKey: applicantMailSettings.unsubscribeKey,
    })
    .from(users)
    .innerJoin(applicantMailSettings, eq(applicantMailSettings.userId, users.id))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inCompany);
  return rows.filter(
    (row) => canInCompany({ companyId, companyRole: companyRoleOf(row) }, 'moveApplicants').ok,
  );
}

/** In the application's transaction: one mail to each member who chose instant mail. */
export async function queueNewApplicantMail(
  tx: Db,
  input: {
    opportunity: { id: string; companyId: string; title: string };
    applicantUserId: string;
    links: LinkBuilder;
  },
) {
  const [applicant] = await tx
    .select({ fullname: users.fullname })
    .from(users)
    .where(eq(users.id, input.applicantUserId))
    .limit(1);
  const members = await membersWhoSeeApplicants(tx, input.opportunity.companyId);
  for (const member of members) {
    if (member.cadence !== 'instant' || member.id === input.applicantUserId) continue;
    const link = unsubscribeLink(input.links, member);
    await enqueueMail(tx, {
      to: member.email,
      template: 'new-applicant',
      headers: unsubscribeHeaders(link),
      mail: newApplicantMail({
        fullname: member.fullname,
        applicantName: applicant?.fullname ?? 'A candidate',
        opportunityTitle: input.opportunity.title,
        link: input.links.page(postedOpportunityPath(member.userRole, input.opportunity.id)),
        unsubscribeLink: link,
      }),
    });
  }
}

/**
 * The daily digest job (decision 127): every member on the daily cadence whose digest has not gone
 * today (the database's day) gets one mail listing who applied to each of the company's listings
 * since their last digest; a day with nobody new sends nothing but still counts as done. The
 * member's row is locked and stamped in the mail's transaction, so a day never has two digests.
 * Answers how many digests were queued.
 */
export async function sendApplicantDigests({ db, links }: { db: Db; links: LinkBuilder }): Promise<number> {
  const due = await db
    .select({ userId: applicantMailSettings.userId })
    .from(applicantMailSettings)
    .where(
      and(
        eq(applicantMailSettings.cadence, 'daily'),
        or(
          isNull(applicantMailSettings.digestSentOn),
          sql`${applicantMailSettings.digestSentOn} < current_date`,
        ),
      ),
    )
    .limit(1000);
  let sent = 0;
  for (const { userId } of due) {
    if (await sendOneDigest(db, links, userId)) sent += 1;
  }
  return sent;
}

async function sendOneDigest(db: Db, links: LinkBuilder, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [mark] = await tx
      .select({
        coveredUntil: applicantMailSettings.digestCoveredUntil,
        unsubscribeKey: applicantMailSettings.unsubscribeKey,
      })
      .from(applicantMailSettings)
      .where(
        and(
          eq(applicantMailSettings.userId, userId),
          eq(applicantMailSettings.cadence, 'daily'),
          or(
            isNull(applicantMailSettings.digestSentOn),
            sql`${applicantMailSettings.digestSentOn} < current_date`,
          ),
        ),
      )
      .for('update', { skipLocked: true })
      .limit(1);
    if (!mark) return false;
    await tx
      .update(applicantMailSettings)
      .set({ digestSentOn: sql`current_date`, digestCoveredUntil: sql`now()` })
      .where(eq(applicantMailSettings.userId, userId));
    const [member] = await tx
      .select({
        id: users.id,
        fullname: users.fullname,
        email: users.email,
        userRole: users.userRole,
        companyId: users.companyId,
        companyRole: users.companyRole,
        erasedAt: users.erasedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!member?.companyId || member.erasedAt) return false;
    if (member.userRole !== 'employer' && member.userRole !== 'agency') return false;
    const ownerUserId = await ownerOf(tx, member.companyId);
    const membership = {
      companyId: member.companyId,
      companyRole: companyRoleOf({ ...member, ownerUserId }),
    };
    if (!canInCompany(membership, 'moveApplicants').ok) return false;
    const listings = await newApplicantsByListing(tx, links, member, mark.coveredUntil);
    if (listings.length === 0) return false;
    const link = unsubscribeLink(links, { id: member.id, unsubscribeKey: mark.unsubscribeKey });
    const { isQueued } = await enqueueMail(tx, {
      to: member.email,
      template: 'applicant-digest',
      headers: unsubscribeHeaders(link),
      mail: applicantDigestMail({ fullname: member.fullname, listings, unsubscribeLink: link }),
    });
    return isQueued;
  });
}

async function ownerOf(tx: Db, companyId: string) {
  const [row] = await tx
    .select({ ownerUserId: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.ownerUserId ?? null;
}

/** Applications still standing, made after `from` and up to the transaction's now(), on the member's company's listings, by listing. */
async function newApplicantsByListing(
  tx: Db,
  links: LinkBuilder,
  member: { companyId: string | null; userRole: Member['userRole'] },
  from: Date,
): Promise<DigestListing[]> {
  if (!member.companyId) return [];
  const rows = await tx
    .select({ opportunityId: opportunities.id, title: opportunities.title, fullname: users.fullname })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .innerJoin(users, eq(users.id, applications.applicantUserId))
    .where(
      and(
        eq(opportunities.companyId, member.companyId),
        gt(applications.createdAt, from),
        lte(applications.createdAt, sql`now()`),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .orderBy(asc(opportunities.title), asc(applications.createdAt))
    .limit(500);
  const byListing = new Map<string, DigestListing>();
  for (const row of rows) {
    const listing = byListing.get(row.opportunityId) ?? {
      title: row.title,
      applicantNames: [],
      link: links.page(postedOpportunityPath(member.userRole, row.opportunityId)),
    };
    listing.applicantNames.push(row.fullname);
    byListing.set(row.opportunityId, listing);
  }
  return [...byListing.values()];
}
