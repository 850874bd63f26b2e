import { type CompanyOwnershipTransfer, paths, type UserRole } from '@talentport/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountDeletionRequests, companies, userColumns, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../platform/actor.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import type { LinkBuilder } from '../../platform/links.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { createNotification } from '../../platform/notifications.js';
import { canTransferOwnership, enforce } from '../../policies/index.js';
import { mirroredCompanyFields } from '../profiles/index.js';
import { formerOwnerMail, newOwnerMail } from './mails.js';
import { lockUserRow } from './membership.js';

/** The team section of the person's settings (the web app's `/{role}/settings`). */
const teamPage = (userRole: UserRole | null) =>
  `${paths.role.settings.getHref({ role: userRole ?? 'employer' })}#settings-team`;

/**
 * The owner hands the company to another member (decision 112): in one transaction the member
 * becomes the owner (and keeps the owner's copy of the company's name, industry and location) and
 * the caller becomes an admin. Someone outside the caller's company is 404, like every member call.
 */
export async function transferCompanyOwnership({
  db,
  links,
  actor,
  code,
}: {
  db: Db;
  links: LinkBuilder;
  actor: Actor;
  code: string;
}): Promise<CompanyOwnershipTransfer> {
  const membership = await findCompanyMembership(db, actor.userId);
  enforce(canTransferOwnership(membership, { companyId: membership?.companyId ?? '', isSelf: false }));
  const companyId = membership?.companyId ?? '';
  return db.transaction(async (tx) => {
    // The company row first: two hand-overs at once wait for each other, and the second sees the new owner.
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update')
      .limit(1);
    if (!company || company.ownerUserId !== actor.userId) {
      throw new AppError('FORBIDDEN', 'Only the company’s owner can hand the company over.');
    }
    const [target] = await tx
      .select(userColumns)
      .from(users)
      .where(and(eq(users.code, code), eq(users.companyId, companyId), isNull(users.erasedAt)))
      .for('update')
      .limit(1);
    if (!target) throw new AppError('NOT_FOUND', 'There is no member with this code in your company.');
    enforce(canTransferOwnership(membership, { companyId, isSelf: target.id === actor.userId }));
    // Someone whose erasure is coming would take the company down with them (decision 111).
    const [leaving] = await tx
      .select({ id: accountDeletionRequests.id })
      .from(accountDeletionRequests)
      .where(
        and(
          eq(accountDeletionRequests.userId, target.id),
          isNull(accountDeletionRequests.cancelledAt),
          isNull(accountDeletionRequests.erasedAt),
        ),
      )
      .limit(1);
    if (leaving) throw new AppError('NEW_OWNER_UNAVAILABLE');
    const former = await lockUserRow(tx, actor.userId);
    if (!former) throw new AppError('UNAUTHORIZED');
    const now = new Date();
    await tx
      .update(companies)
      .set({ ownerUserId: target.id, updatedAt: now })
      .where(eq(companies.id, companyId));
    await tx
      .update(users)
      .set({ companyRole: 'owner', ...mirroredCompanyFields(company), updatedAt: now })
      .where(eq(users.id, target.id));
    await tx.update(users).set({ companyRole: 'admin', updatedAt: now }).where(eq(users.id, former.id));
    await tellBoth(tx, links, { companyName: company.name, target, former });
    return { code: target.code, companyRole: 'owner', yourCompanyRole: 'admin' };
  });
}

type Person = { id: string; email: string; fullname: string; userRole: UserRole | null };

async function tellBoth(
  tx: Db,
  links: LinkBuilder,
  { companyName, target, former }: { companyName: string; target: Person; former: Person },
) {
  const company = companyName || 'your company';
  await enqueueMail(tx, {
    to: target.email,
    template: 'company-ownership-received',
    mail: newOwnerMail({
      fullname: target.fullname,
      formerOwner: former.fullname,
      company,
      teamLink: links.page(teamPage(target.userRole)),
    }),
  });
  await enqueueMail(tx, {
    to: former.email,
    template: 'company-ownership-handed-over',
    mail: formerOwnerMail({
      fullname: former.fullname,
      newOwner: target.fullname,
      company,
      teamLink: links.page(teamPage(former.userRole)),
    }),
  });
  await createNotification(tx, {
    userId: target.id,
    kind: 'company.ownership-received',
    title: `You now own ${company}`,
    body: `${former.fullname} handed the company over to you and is now an admin.`,
    link: teamPage(target.userRole),
  });
  await createNotification(tx, {
    userId: former.id,
    kind: 'company.ownership-handed-over',
    title: `${target.fullname} now owns ${company}`,
    body: 'You handed the company over and are now an admin.',
    link: teamPage(former.userRole),
  });
}
