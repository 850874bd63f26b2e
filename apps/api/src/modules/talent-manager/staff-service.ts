import type { AvailabilityWindow, StaffBooking } from '@talentport/contract';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type BookingRow,
  type StaffAccountRow,
  staffAccounts,
  talentManagerAvailability,
  talentManagerBookings,
  type UserRow,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordStaffAction, type StaffActor } from '../staff/service.js';
import { presentBooking } from './presenter.js';
import { isActiveTalentManager, setWeeklyAvailability } from './service.js';

/** `me` means the caller; only admins may act on another talent manager. */
export function resolveManagerId(staff: StaffActor, managerId: string): string {
  if (managerId === 'me' || managerId === staff.staffId) return staff.staffId;
  if (!staff.roles.includes('admin'))
    throw new AppError('NOT_FOUND', 'There is no talent manager with this id.');
  return managerId;
}

async function findManager(db: Db, managerId: string) {
  const [manager] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, managerId), isActiveTalentManager))
    .limit(1);
  if (!manager) throw new AppError('NOT_FOUND', 'There is no talent manager with this id.');
  return manager;
}

export async function getAvailability({ db, managerId }: { db: Db; managerId: string }) {
  const manager = await findManager(db, managerId);
  const windows = await db
    .select()
    .from(talentManagerAvailability)
    .where(eq(talentManagerAvailability.managerId, manager.id))
    .orderBy(asc(talentManagerAvailability.weekday), asc(talentManagerAvailability.startMinute));
  return { manager, windows };
}

export function presentAvailability(manager: StaffAccountRow, windows: AvailabilityWindow[]) {
  return {
    managerId: manager.id,
    displayName: manager.fullname,
    timeZone: manager.timeZone,
    windows: windows.map((w) => ({ weekday: w.weekday, startMinute: w.startMinute, endMinute: w.endMinute })),
  };
}

/** Replaces the weekly windows; booked calls stay (they can still be moved or cancelled). Audit-logged. */
export async function updateAvailabilityAsStaff({
  db,
  staff,
  managerId,
  windows,
}: {
  db: Db;
  staff: StaffActor;
  managerId: string;
  windows: AvailabilityWindow[];
}) {
  return db.transaction(async (tx) => {
    const manager = await findManager(tx, managerId);
    await setWeeklyAvailability({ db: tx, managerId: manager.id, windows });
    await recordStaffAction(tx, {
      staffId: staff.staffId,
      action: 'talent-manager.availability.update',
      targetType: 'staff',
      targetId: manager.id,
      details: { timeZone: manager.timeZone, windows },
    });
    return { manager, windows };
  });
}

/** A manager's upcoming calls, soonest first, with who booked them. */
export async function listManagerBookings({
  db,
  managerId,
  page,
  recordPerPage,
}: {
  db: Db;
  managerId: string;
  page: number;
  recordPerPage: number;
}) {
  const manager = await findManager(db, managerId);
  const where = and(
    eq(talentManagerBookings.managerId, manager.id),
    eq(talentManagerBookings.status, 'booked'),
    gte(talentManagerBookings.endsAt, new Date()),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ booking: talentManagerBookings, user: users })
      .from(talentManagerBookings)
      .innerJoin(users, eq(users.id, talentManagerBookings.userId))
      .where(where)
      .orderBy(asc(talentManagerBookings.startsAt))
      .limit(recordPerPage)
      .offset((page - 1) * recordPerPage),
    db.select({ total: count() }).from(talentManagerBookings).where(where),
  ]);
  return { manager, rows, total: totalRow?.total ?? 0 };
}

export function presentStaffBooking(
  booking: BookingRow,
  manager: StaffAccountRow,
  user: UserRow,
): StaffBooking {
  return {
    ...presentBooking(booking, manager),
    user: { _id: user.id, fullname: user.fullname, email: user.email, userRole: user.userRole ?? null },
  };
}
