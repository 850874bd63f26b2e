import type { AvailabilityWindow, StaffBooking } from '@talentport/contract';
import { paths } from '@talentport/contract';
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
import type { DomainEvent } from '../../lib/domain-events.js';
import type { StaffActor } from '../../platform/actor.js';
import { recordStaffAction } from '../../platform/audit-log.js';
import type { LinkBuilder } from '../../platform/links.js';
import { createNotification } from '../../platform/notifications.js';
import { fetchPage } from '../../platform/paging.js';
import { presentBooking } from './presenter.js';
import { assertChangeable, cancelAndTell, isActiveTalentManager, setWeeklyAvailability } from './service.js';

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
  const { rows, total } = await fetchPage(
    { page, recordPerPage },
    db
      .select({ booking: talentManagerBookings, user: users })
      .from(talentManagerBookings)
      .innerJoin(users, eq(users.id, talentManagerBookings.userId))
      .where(where)
      .orderBy(asc(talentManagerBookings.startsAt))
      .$dynamic(),
    db.select({ total: count() }).from(talentManagerBookings).where(where),
  );
  return { manager, rows, total };
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

/**
 * A talent manager (or an admin for them) cancels one of their upcoming calls: the person gets
 * the reason by mail with the calendar update and in their notifications; the slot is free again.
 * Audit-logged. Another manager's call is 404, as for any call one cannot see.
 */
export async function cancelManagerBooking({
  db,
  staff,
  managerId,
  bookingId,
  reason,
  links,
  now = new Date(),
}: {
  db: Db;
  staff: StaffActor;
  managerId: string;
  bookingId: string;
  reason: string;
  links: LinkBuilder;
  now?: Date;
}) {
  const afterCommit: DomainEvent[] = [];
  const result = await db.transaction(async (tx) => {
    const manager = await findManager(tx, managerId);
    const [current] = await tx
      .select()
      .from(talentManagerBookings)
      .where(and(eq(talentManagerBookings.id, bookingId), eq(talentManagerBookings.managerId, manager.id)))
      .for('update')
      .limit(1);
    if (!current) throw new AppError('NOT_FOUND', 'There is no such call among this talent manager’s.');
    assertChangeable(current, now);
    const { booking, user } = await cancelAndTell(tx, { current, links, now, reason });
    await createNotification(tx, {
      userId: user.id,
      kind: 'booking.cancelled',
      title: `${manager.fullname} cancelled your call`,
      body: reason,
      link: paths.role.talentManager.getHref({ role: user.userRole ?? 'freelancer' }),
    });
    afterCommit.push({ name: 'notification.created', payload: { userId: user.id } });
    await recordStaffAction(tx, {
      staffId: staff.staffId,
      action: 'talent-manager.booking.cancel',
      targetType: 'user',
      targetId: user.id,
      details: {
        bookingId: booking.id,
        managerId: manager.id,
        startsAt: booking.startsAt.toISOString(),
        reason,
      },
    });
    return { booking, manager, user };
  });
  return { ...result, afterCommit };
}
