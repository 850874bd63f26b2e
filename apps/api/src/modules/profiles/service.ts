import {
  type BillingDetailsInput,
  type CompanyUpdateInput,
  findMissingRequiredFields,
  type ProfileUpdateInput,
  type UserRole,
} from '@talentport/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type BillingDetails,
  type CompanyRow,
  companies,
  type UserRow,
  userColumns,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { findCompanyMembership } from '../../platform/company-membership.js';
import { canInCompany, enforce } from '../../policies/index.js';
import { grantOnboardingReferralRewards } from '../rewards/index.js';

export async function getProfile({ db, userId }: { db: Db; userId: string }) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED');
  return { user: row.user, company: row.company };
}

async function findReferrer(
  db: Db,
  by: { email: string } | { code: string },
  userId: string,
): Promise<UserRow['id']> {
  const [referrer] = await db
    .select({ id: users.id, referredByUserId: users.referredByUserId })
    .from(users)
    .where('email' in by ? eq(users.email, by.email) : eq(users.code, by.code))
    .limit(1);
  // No self-referral, and no pair referring each other (decision 041).
  if (!referrer || referrer.id === userId || referrer.referredByUserId === userId) {
    throw new AppError(
      'INVALID_REFERRER_EMAIL',
      'email' in by ? undefined : 'Invalid Referrer Email: this referral link is not valid.',
    );
  }
  return referrer.id;
}

/** Column values of a company update; the owner's mirrored company fields follow it. */
export function toCompanyColumns(input: CompanyUpdateInput) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.companyIndustry !== undefined ? { companyIndustry: input.companyIndustry } : {}),
    ...(input.companyLocation !== undefined ? { companyLocation: input.companyLocation } : {}),
    ...(input.aboutBusiness !== undefined ? { aboutBusiness: input.aboutBusiness } : {}),
    ...(input.companySize !== undefined ? { companySize: input.companySize } : {}),
    ...(input.websiteURL !== undefined ? { websiteUrl: input.websiteURL } : {}),
    ...(input.linkedInURL !== undefined ? { linkedInUrl: input.linkedInURL } : {}),
    ...(input.fbURL !== undefined ? { fbUrl: input.fbURL } : {}),
    ...(input.billing !== undefined ? { billing: mergedBilling(companies.billing, input.billing) } : {}),
  };
}

/** Billing details (decision 122) change field by field: the fields sent replace the stored ones. */
export function mergedBilling(
  column: typeof users.billing | typeof companies.billing,
  input: BillingDetailsInput,
) {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return sql`${column} || ${JSON.stringify(given)}::jsonb` as unknown as BillingDetails;
}

/**
 * The `company` part of a profile submit changes the company page, so it follows the same rule as
 * `POST /v1/company/update` (policies/company.ts). Sending the page's current values back (the
 * profile form does) changes nothing and is allowed for every member.
 */
async function enforceCompanyPageRight(tx: Db, user: UserRow, columns: Partial<CompanyRow>) {
  if (!user.companyId || Object.keys(columns).length === 0) return;
  const [current] = await tx.select().from(companies).where(eq(companies.id, user.companyId)).limit(1);
  const changes = Object.entries(columns).some(
    ([key, value]) => current?.[key as keyof CompanyRow] !== value,
  );
  if (!changes) return;
  enforce(canInCompany(await findCompanyMembership(tx, user.id), 'editCompanyPage'));
}

/** The owner's copy of the company's name, industry and location (the data rules keeps both). */
export function mirroredCompanyFields(company: CompanyRow) {
  return {
    companyName: company.name,
    companyIndustry: company.companyIndustry,
    companyLocation: company.companyLocation,
  };
}

/**
 * Throws REQUIRED_FIELDS_MISSING naming every empty required field of the role; with `scope`
 * `company`, only the company's (a company page edit cannot empty the owner's own fields, and a
 * new owner handed the company may not have filled them yet: decision 112).
 */
export function assertRequiredFields(
  role: UserRole,
  user: UserRow,
  company: CompanyRow | null,
  scope: 'all' | 'company' = 'all',
) {
  const missing = findMissingRequiredFields(role, { ...user, company }).filter(
    (path) => scope === 'all' || path.startsWith('company.'),
  );
  if (missing.length === 0) return;
  const list = missing.join(', ');
  throw new AppError(
    'REQUIRED_FIELDS_MISSING',
    `Please fill in the required field${missing.length > 1 ? 's' : ''}: ${list}.`,
  );
}

/**
 * The onboarding submit and later profile edits. A referrer email must name another existing
 * account, or nothing is saved. An account with a role must end up with the role's required
 * fields filled in (REQUIRED_FIELDS_MISSING otherwise, nothing saved); the first such submit
 * completes onboarding. Employers and agencies may send their company's fields along.
 */
export async function updateProfile({
  db,
  userId,
  input,
}: {
  db: Db;
  userId: string;
  input: ProfileUpdateInput;
}): Promise<{ user: UserRow; company: CompanyRow | null }> {
  const { referrerEmail, referrerCode, phone, company: companyInput, billing, ...fields } = input;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select(userColumns)
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!current) throw new AppError('UNAUTHORIZED');
    if (companyInput && !current.companyId) {
      throw new AppError('VALIDATION_ERROR', 'company can only be set by employer and agency accounts.');
    }
    // The referrer is checked on every submit that names one, but only the first one counts.
    const referrerId = referrerEmail
      ? await findReferrer(tx, { email: referrerEmail }, userId)
      : referrerCode && !current.referredByUserId
        ? await findReferrer(tx, { code: referrerCode }, userId)
        : undefined;
    const referredByUserId = current.referredByUserId ?? referrerId;
    let company: CompanyRow | null = null;
    if (current.companyId) {
      const companyColumns = companyInput ? toCompanyColumns(companyInput) : {};
      await enforceCompanyPageRight(tx, current, companyColumns);
      const [updated] = await tx
        .update(companies)
        .set({ ...companyColumns, updatedAt: new Date() })
        .where(eq(companies.id, current.companyId))
        .returning();
      company = updated ?? null;
    }
    const [user] = await tx
      .update(users)
      .set({
        ...fields,
        ...(billing !== undefined ? { billing: mergedBilling(users.billing, billing) } : {}),
        ...(company ? mirroredCompanyFields(company) : {}),
        ...(phone !== undefined ? { phone: phone.replace(/[ -]/g, '') } : {}),
        ...(referredByUserId ? { referredByUserId } : {}),
        isOnboard: current.isOnboard || current.userRole !== null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw new AppError('UNAUTHORIZED');
    if (user.userRole) assertRequiredFields(user.userRole, user, company);
    // Onboarding completes now: referral rewards, in this transaction (held while unverified).
    if (!current.isOnboard && user.isOnboard) await grantOnboardingReferralRewards(tx, user);
    return { user, company };
  });
}
