import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staffAccounts, twoFactorPendingLogins, twoFactorSecrets, users } from '../../db/schema.js';

/** Whose second factor: a user's or a staff member's (their accounts live in separate tables). */
export type TwoFactorOwner = { kind: 'user' | 'staff'; id: string };

export function ownerColumns(owner: TwoFactorOwner) {
  return owner.kind === 'user' ? { userId: owner.id } : { staffId: owner.id };
}

export function secretOwnerIs(owner: TwoFactorOwner) {
  return owner.kind === 'user'
    ? eq(twoFactorSecrets.userId, owner.id)
    : eq(twoFactorSecrets.staffId, owner.id);
}

export function ownerOfPending(row: { userId: string | null; staffId: string | null }): TwoFactorOwner {
  if (row.userId) return { kind: 'user', id: row.userId };
  if (row.staffId) return { kind: 'staff', id: row.staffId };
  throw new Error('a pending log-in belongs to a user or a staff member');
}

export const pendingOwnerIs = (owner: TwoFactorOwner) =>
  owner.kind === 'user'
    ? eq(twoFactorPendingLogins.userId, owner.id)
    : eq(twoFactorPendingLogins.staffId, owner.id);

/** Email, name and password hash of the account (mails go to the email; turning off checks the password). */
export async function findOwnerAccount(db: Db, owner: TwoFactorOwner) {
  const table = owner.kind === 'user' ? users : staffAccounts;
  const [row] = await db
    .select({ email: table.email, fullname: table.fullname, passwordHash: table.passwordHash })
    .from(table)
    .where(eq(table.id, owner.id))
    .limit(1);
  if (!row) throw new Error(`no ${owner.kind} account ${owner.id}`);
  return row;
}
