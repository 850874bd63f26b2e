import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  agencyBench,
  applications,
  companies,
  files,
  messages,
  notificationPreferences,
  oauthIdentities,
  opportunities,
  portfolioItems,
  reviews,
  rewardEntries,
  savedSearches,
  sessions,
  talentListEntries,
  talentLists,
  talentManagerBookings,
  users,
} from '../../db/schema.js';
import { collectWorkData } from './work-data.js';

/** One JSON document of the export per kind of record (decision 109). */
export type CollectedData = Record<string, unknown>;
export type CollectedFile = { id: string; storedName: string; originalName: string; mimeType: string };

/**
 * Everything Talentport holds about one person, their own records only: never a password hash,
 * a two-factor secret or recovery code, a session token, or another person's email, phone or
 * private notes. Rows that involve someone else (a conversation, a review) carry ids, not their data.
 */
export async function collectPersonData(
  db: Db,
  userId: string,
): Promise<{ data: CollectedData; files: CollectedFile[] }> {
  const [profile] = await db
    .select({
      _id: users.id,
      code: users.code,
      fullname: users.fullname,
      email: users.email,
      emailVerified: users.emailVerify,
      phoneCode: users.phoneCode,
      phone: users.phone,
      phoneVerified: users.phoneVerify,
      isWhatsapp: users.isWhatsapp,
      address: users.address,
      nationality: users.nationality,
      country: users.country,
      city: users.city,
      timeZone: users.timeZone,
      languages: users.languages,
      dateOfBirth: users.dateOfBirth,
      userRole: users.userRole,
      occupation: users.occupation,
      describeYourself: users.describeYourself,
      skills: users.skills,
      expertise: users.expertise,
      experienceLevel: users.experienceLevel,
      workingMode: users.workingMode,
      workLoad: users.workLoad,
      hourlyRate: users.hourlyRate,
      monthlyRate: users.monthlyRate,
      workExperience: users.workExperience,
      education: users.education,
      portfolioText: users.portfolio,
      bankDetail: users.bankDetail,
      billing: users.billing,
      avatar: users.avatar,
      resume: users.resume,
      profileVisibility: users.profileVisibility,
      availableFrom: users.availableFrom,
      openToOffers: users.openToOffers,
      isHiring: users.isHiring,
      rating: users.rating,
      numberOfRate: users.numberOfRate,
      companyRole: users.companyRole,
      companyId: users.companyId,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      lastActiveAt: users.lastActiveAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!profile) throw new Error(`data export: no user ${userId}`);

  const company = profile.companyId
    ? ((
        await db
          .select({
            _id: companies.id,
            code: companies.code,
            role: companies.role,
            name: companies.name,
            companyLocation: companies.companyLocation,
            companyIndustry: companies.companyIndustry,
            aboutBusiness: companies.aboutBusiness,
            companySize: companies.companySize,
            websiteUrl: companies.websiteUrl,
            linkedInUrl: companies.linkedInUrl,
            fbUrl: companies.fbUrl,
            created: companies.created,
          })
          .from(companies)
          .where(eq(companies.id, profile.companyId))
          .limit(1)
      )[0] ?? null)
    : null;

  const [
    linkedAccounts,
    listings,
    applied,
    written,
    reviewRows,
    rewards,
    bookings,
    portfolio,
    searches,
    lists,
    preferences,
    devices,
    uploads,
  ] = await Promise.all([
    db
      .select({
        provider: oauthIdentities.provider,
        email: oauthIdentities.email,
        createdAt: oauthIdentities.createdAt,
        lastLoginAt: oauthIdentities.lastLoginAt,
      })
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, userId)),
    db
      .select({
        _id: opportunities.id,
        type: opportunities.type,
        title: opportunities.title,
        description: opportunities.description,
        occupation: opportunities.occupation,
        skills: opportunities.skills,
        payType: opportunities.payType,
        payMin: opportunities.payMin,
        payMax: opportunities.payMax,
        location: opportunities.location,
        status: opportunities.status,
        publishedAt: opportunities.publishedAt,
        createdAt: opportunities.createdAt,
      })
      .from(opportunities)
      .where(eq(opportunities.postedByUserId, userId))
      .orderBy(asc(opportunities.createdAt)),
    // The person's own applications; the company's private note on them is the company's, not theirs.
    db
      .select({
        _id: applications.id,
        opportunityId: applications.opportunityId,
        opportunityTitle: opportunities.title,
        status: applications.status,
        coverLetter: applications.coverLetter,
        screeningAnswers: applications.screeningAnswers,
        proposedRate: applications.proposedRate,
        attachmentFileId: applications.attachmentFileId,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
      .where(eq(applications.applicantUserId, userId))
      .orderBy(asc(applications.createdAt)),
    // What the person wrote; the other side's words are theirs.
    db
      .select({
        _id: messages.id,
        conversationId: messages.conversationId,
        seq: messages.seq,
        body: messages.body,
        attachments: messages.attachments,
        createdAt: messages.createdAt,
        editedAt: messages.editedAt,
        deletedAt: messages.deletedAt,
      })
      .from(messages)
      .where(eq(messages.senderUserId, userId))
      .orderBy(asc(messages.createdAt)),
    db
      .select({
        _id: reviews.id,
        engagementId: reviews.engagementId,
        reviewerUserId: reviews.reviewerUserId,
        reviewedUserId: reviews.reviewedUserId,
        reviewedCompanyId: reviews.reviewedCompanyId,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        publishedAt: reviews.publishedAt,
        reply: reviews.reply,
        repliedAt: reviews.repliedAt,
        hiddenAt: reviews.hiddenAt,
      })
      .from(reviews)
      .where(
        or(
          eq(reviews.reviewerUserId, userId),
          // About them: only once published and not hidden, as anyone may read it then.
          and(eq(reviews.reviewedUserId, userId), isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt)),
        ),
      )
      .orderBy(asc(reviews.createdAt)),
    db
      .select({
        amount: rewardEntries.amount,
        reason: rewardEntries.reason,
        note: rewardEntries.note,
        createdAt: rewardEntries.createdAt,
      })
      .from(rewardEntries)
      .where(eq(rewardEntries.userId, userId))
      .orderBy(asc(rewardEntries.createdAt)),
    db
      .select({
        _id: talentManagerBookings.id,
        startsAt: talentManagerBookings.startsAt,
        endsAt: talentManagerBookings.endsAt,
        topic: talentManagerBookings.topic,
        status: talentManagerBookings.status,
        createdAt: talentManagerBookings.createdAt,
        cancelledAt: talentManagerBookings.cancelledAt,
      })
      .from(talentManagerBookings)
      .where(eq(talentManagerBookings.userId, userId))
      .orderBy(asc(talentManagerBookings.startsAt)),
    db
      .select({
        _id: portfolioItems.id,
        title: portfolioItems.title,
        description: portfolioItems.description,
        link: portfolioItems.link,
        images: portfolioItems.images,
        createdAt: portfolioItems.createdAt,
      })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, userId))
      .orderBy(asc(portfolioItems.createdAt)),
    db
      .select({
        _id: savedSearches.id,
        name: savedSearches.name,
        query: savedSearches.query,
        frequency: savedSearches.frequency,
        createdAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.createdAt)),
    db
      .select({ _id: talentLists.id, name: talentLists.name, createdAt: talentLists.createdAt })
      .from(talentLists)
      .where(eq(talentLists.createdByUserId, userId))
      .orderBy(asc(talentLists.createdAt)),
    db
      .select({ kind: notificationPreferences.kind, isMailOn: notificationPreferences.isMailOn })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    db
      .select({
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        id: files.id,
        storedName: files.storedName,
        originalName: files.originalName,
        mimeType: files.mimeType,
        size: files.size,
        refType: files.refType,
        createdAt: files.createdAt,
      })
      .from(files)
      .where(eq(files.ownerUserId, userId))
      .orderBy(asc(files.createdAt)),
  ]);

  // The entries the person put on their lists: which freelancer (public code) and their note.
  const listIds = lists.map((list) => list._id);
  const entries =
    listIds.length === 0
      ? []
      : await db
          .select({
            listId: talentListEntries.listId,
            freelancerCode: users.code,
            note: talentListEntries.note,
            createdAt: talentListEntries.createdAt,
          })
          .from(talentListEntries)
          .innerJoin(users, eq(users.id, talentListEntries.freelancerUserId))
          .where(
            and(inArray(talentListEntries.listId, listIds), eq(talentListEntries.addedByUserId, userId)),
          );

  // The agencies whose bench the person is on or was invited to (decision 131).
  const benches = await db
    .select({
      agencyCode: companies.code,
      agencyName: companies.name,
      status: agencyBench.status,
      invitedAt: agencyBench.createdAt,
      acceptedAt: agencyBench.acceptedAt,
    })
    .from(agencyBench)
    .innerJoin(companies, eq(companies.id, agencyBench.companyId))
    .where(eq(agencyBench.userId, userId))
    .orderBy(asc(agencyBench.createdAt));

  const { companyId: _companyId, ...person } = profile;
  const data: CollectedData = {
    profile: { ...person, linkedAccounts },
    company: company ? { ...company, yourRole: profile.companyRole } : null,
    listings,
    applications: applied,
    messages: written,
    reviews: {
      written: reviewRows.filter((row) => row.reviewerUserId === userId).map(withoutPeople),
      aboutYou: reviewRows.filter((row) => row.reviewedUserId === userId).map(withoutPeople),
    },
    rewards: { balance: rewards.reduce((sum, entry) => sum + entry.amount, 0), entries: rewards },
    bookings,
    portfolio,
    'saved-searches': searches,
    'talent-lists': lists.map((list) => ({
      ...list,
      entriesYouAdded: entries.filter((entry) => entry.listId === list._id).map(({ listId: _l, ...e }) => e),
    })),
    'agency-benches': benches,
    'notification-preferences': preferences,
    work: await collectWorkData(db, userId),
    devices,
    files: uploads.map(({ storedName: _s, ...file }) => ({ ...file, pathInZip: zipPathOf(file) })),
  };
  return { data, files: uploads };
}

/** A review without the ids of the people on either side (the engagement id says which one it is). */
function withoutPeople<T extends { reviewerUserId: unknown; reviewedUserId: unknown }>(row: T) {
  const { reviewerUserId: _r, reviewedUserId: _d, ...rest } = row;
  return rest;
}

/** Where an uploaded file sits in the ZIP: `files/<id>-<its name, made safe>`. */
export function zipPathOf(file: { id: string; originalName: string }): string {
  const safe = file.originalName
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 80);
  return `files/${file.id}-${safe || 'file'}`;
}
