import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, conversationMembers, type FileRow, opportunities, users } from '../../db/schema.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import type { FileRelation, FileViewer } from '../../policies/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The companies whose opportunities received this file with an application. */
async function companiesSentTo(db: Db, fileId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: opportunities.companyId })
    .from(applications)
    .innerJoin(opportunities, eq(opportunities.id, applications.opportunityId))
    .where(eq(applications.attachmentFileId, fileId));
  // A file handed in with a milestone (decision 122) goes to the engagement's client company.
  const delivered = (await db.execute(sql`
    select distinct e.client_company_id as "companyId" from milestones m
    join engagements e on e.id = m.engagement_id
    where m.files @> jsonb_build_array(jsonb_build_object('_id', ${fileId}::text))`)) as unknown as {
    rows: { companyId: string }[];
  };
  return [...new Set([...rows.map((row) => row.companyId), ...delivered.rows.map((row) => row.companyId)])];
}

async function isProfilePublic(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isOnboard, true), isNotNull(users.userRole)))
    .limit(1);
  return Boolean(row);
}

async function conversationParticipants(db: Db, conversationId: string): Promise<string[]> {
  if (!UUID.test(conversationId)) return [];
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

/** What the file belongs to, read for the file policy (policies/files.ts). */
export async function loadFileRelation(db: Db, row: FileRow): Promise<FileRelation> {
  switch (row.refType) {
    case 'avatar':
      return { kind: 'avatar' };
    case 'portfolio-image':
      return { kind: 'portfolio-image' };
    case 'resume': {
      const [profileIsPublic, sentToCompanyIds] = await Promise.all([
        isProfilePublic(db, row.ownerUserId),
        companiesSentTo(db, row.id),
      ]);
      return { kind: 'resume', ownerUserId: row.ownerUserId, profileIsPublic, sentToCompanyIds };
    }
    case 'attachment':
      return {
        kind: 'attachment',
        ownerUserId: row.ownerUserId,
        sentToCompanyIds: await companiesSentTo(db, row.id),
      };
    case 'chat-attachment':
      return { kind: 'chat-attachment', participantUserIds: await conversationParticipants(db, row.refCode) };
  }
}

/** The caller as the file policy sees them: who, which role, which company. */
export async function loadFileViewer(db: Db, actor: Actor | null): Promise<FileViewer> {
  if (!actor) return null;
  const membership = await findCompanyMembership(db, actor.userId);
  return { userId: actor.userId, userRole: actor.userRole, companyId: membership?.companyId ?? null };
}
