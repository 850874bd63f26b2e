import type { CreatePromoCodeInput, PromoCode, UserRole } from '@talentport/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type PromoCodeRow, promoCodes } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffActor } from '../../platform/actor.js';
import { recordStaffAction } from '../../platform/audit-log.js';
import { fetchPage } from '../../platform/paging.js';
import { createPromoCode } from './service.js';

export function presentPromoCode(row: PromoCodeRow): PromoCode {
  return {
    _id: row.id,
    code: row.code,
    value: row.value,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    maxRedemptions: row.maxRedemptions,
    redemptionCount: row.redemptionCount,
    allowedRoles: row.allowedRoles as UserRole[],
    description: row.description,
    isDisabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPromoCodes({
  db,
  page,
  recordPerPage,
}: {
  db: Db;
  page: number;
  recordPerPage: number;
}) {
  const { rows, total } = await fetchPage(
    { page, recordPerPage },
    db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt)).$dynamic(),
    db.select({ total: count() }).from(promoCodes),
  );
  return { rows, total };
}

/** Staff create a code; the audit entry commits with it. */
export async function createPromoCodeAsStaff({
  db,
  staff,
  input,
}: {
  db: Db;
  staff: StaffActor;
  input: CreatePromoCodeInput;
}) {
  return db.transaction(async (tx) => {
    const row = await createPromoCode({ db: tx, input, createdBy: staff.email });
    await recordStaffAction(tx, {
      staffId: staff.staffId,
      action: 'promo-code.create',
      targetType: 'promo-code',
      targetId: row.id,
      details: {
        code: row.code,
        value: row.value,
        maxRedemptions: row.maxRedemptions,
        allowedRoles: row.allowedRoles,
      },
    });
    return row;
  });
}

/** Stops a code from being redeemed; past redemptions and their ledger entries stay. */
export async function disablePromoCode({ db, staff, id }: { db: Db; staff: StaffActor; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(promoCodes)
      .set({ disabledAt: new Date() })
      .where(eq(promoCodes.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'There is no promo code with this id.');
    await recordStaffAction(tx, {
      staffId: staff.staffId,
      action: 'promo-code.disable',
      targetType: 'promo-code',
      targetId: row.id,
      details: { code: row.code },
    });
    return row;
  });
}
