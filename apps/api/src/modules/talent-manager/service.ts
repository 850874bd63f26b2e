import {
  type AvailabilityWindow,
  BOOKING_HORIZON_DAYS,
  BOOKING_MIN_NOTICE_MINUTES,
  BOOKING_MINUTES,
  BOOKING_REMINDER_HOURS,
  type BookTalentManagerInput,
  isValidTimeZone,
  localParts,
  paths,
  type RescheduleBookingInput,
  zonedTimeToUtc,
} from '@talentport/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Db } from '../../db/client.js';
import {
  type BookingRow,
  type StaffAccountRow,
  staffAccounts,
  talentManagerAvailability,
  talentManagerBookings,
  userColumns,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../platform/actor.js';
import type { LinkBuilder } from '../../platform/links.js';
import { cancelScheduledMail, enqueueMail } from '../../platform/mail/outbox.js';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingReminderMail,
} from '../../platform/mail/templates.js';
import { fetchPage } from '../../platform/paging.js';
import { formatInTimeZone } from './time-zones.js';

/** Talent managers are staff accounts with the `talent-manager` role that are not disabled. */
export const isActiveTalentManager = and(
  sql`'talent-manager' = any(${staffAccounts.roles})`,
  isNull(staffAccounts.disabledAt),
);

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const SLOT_MS = BOOKING_MINUTES * MINUTE_MS;

/** Replaces the manager's weekly availability (windows in the manager's own time zone). */
export async function setWeeklyAvailability({
  db,
  managerId,
  windows,
}: {
  db: Db;
  managerId: string;
  windows: AvailabilityWindow[];
}) {
  await db.transaction(async (tx) => {
    await tx.delete(talentManagerAvailability).where(eq(talentManagerAvailability.managerId, managerId));
    if (windows.length > 0) {
      await tx.insert(talentManagerAvailability).values(windows.map((w) => ({ managerId, ...w })));
    }
  });
}

type Window = { weekday: number; startMinute: number; endMinute: number };

/** Slot starts of one manager between `from` and `to`, from the weekly windows in their zone. */
export function weeklySlotStarts(
  manager: Pick<StaffAccountRow, 'timeZone'>,
  windows: Window[],
  from: Date,
  to: Date,
): Date[] {
  const starts: Date[] = [];
  // Walk the manager's local calendar days that overlap [from, to].
  for (let t = from.getTime() - DAY_MS; t <= to.getTime() + DAY_MS; t += DAY_MS) {
    const day = localParts(new Date(t), manager.timeZone);
    for (const window of windows) {
      if (window.weekday !== day.weekday) continue;
      for (
        let minute = window.startMinute;
        minute + BOOKING_MINUTES <= window.endMinute;
        minute += BOOKING_MINUTES
      ) {
        const start = zonedTimeToUtc(day, minute, manager.timeZone);
        if (start && start >= from && start < to) starts.push(start);
      }
    }
  }
  return [...new Map(starts.map((s) => [s.getTime(), s])).values()].sort((a, b) => a.getTime() - b.getTime());
}

function bookingWindow(now: Date, days = BOOKING_HORIZON_DAYS) {
  return {
    from: new Date(
      Math.ceil((now.getTime() + BOOKING_MIN_NOTICE_MINUTES * MINUTE_MS) / MINUTE_MS) * MINUTE_MS,
    ),
    to: new Date(now.getTime() + days * DAY_MS),
  };
}

async function loadWindows(db: Db, managerIds: string[]) {
  if (managerIds.length === 0) return new Map<string, Window[]>();
  const rows = await db
    .select()
    .from(talentManagerAvailability)
    .where(inArray(talentManagerAvailability.managerId, managerIds));
  const byManager = new Map<string, Window[]>();
  for (const row of rows) byManager.set(row.managerId, [...(byManager.get(row.managerId) ?? []), row]);
  return byManager;
}

/** Free 30-minute slots of every active manager in the next `days` days, as UTC instants. */
export async function listFreeSlots({ db, days, now = new Date() }: { db: Db; days: number; now?: Date }) {
  const managers = await db
    .select()
    .from(staffAccounts)
    .where(isActiveTalentManager)
    .orderBy(asc(staffAccounts.fullname));
  const windows = await loadWindows(
    db,
    managers.map((m) => m.id),
  );
  const { from, to } = bookingWindow(now, days);
  const booked = await db
    .select({ managerId: talentManagerBookings.managerId, startsAt: talentManagerBookings.startsAt })
    .from(talentManagerBookings)
    .where(
      and(
        eq(talentManagerBookings.status, 'booked'),
        gte(talentManagerBookings.startsAt, from),
        lt(talentManagerBookings.startsAt, to),
      ),
    );
  const taken = new Set(booked.map((b) => `${b.managerId}|${b.startsAt.getTime()}`));
  const slots = managers.flatMap((manager) =>
    weeklySlotStarts(manager, windows.get(manager.id) ?? [], from, to)
      .filter((start) => !taken.has(`${manager.id}|${start.getTime()}`))
      .map((start) => ({
        managerId: manager.id,
        startsAt: start,
        endsAt: new Date(start.getTime() + SLOT_MS),
      })),
  );
  slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return { managers: managers.filter((m) => (windows.get(m.id) ?? []).length > 0), slots };
}

/** Locks the manager (bookings for one manager queue up) and checks the start is one of their slots. */
async function lockBookableManager(db: Db, managerId: string, startsAt: Date, now: Date) {
  const [manager] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, managerId), isActiveTalentManager))
    .for('update')
    .limit(1);
  if (!manager) throw new AppError('NOT_FOUND', 'There is no talent manager with this id.');
  const { from, to } = bookingWindow(now);
  if (startsAt < from || startsAt >= to) {
    throw new AppError(
      'SLOT_UNAVAILABLE',
      `Calls can be booked from ${BOOKING_MIN_NOTICE_MINUTES} minutes to ${BOOKING_HORIZON_DAYS} days ahead.`,
    );
  }
  const windows = (await loadWindows(db, [manager.id])).get(manager.id) ?? [];
  const dayStart = new Date(startsAt.getTime() - DAY_MS);
  const dayEnd = new Date(startsAt.getTime() + DAY_MS);
  const isSlot = weeklySlotStarts(manager, windows, dayStart, dayEnd).some(
    (s) => s.getTime() === startsAt.getTime(),
  );
  if (!isSlot)
    throw new AppError(
      'SLOT_UNAVAILABLE',
      'The talent manager is not available at this time. Please pick one of the free slots.',
    );
  return manager;
}

function safeTimeZone(timeZone: string | undefined) {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

function calendarInvite(
  booking: BookingRow,
  manager: StaffAccountRow,
  user: { email: string; fullname: string },
  isCancelled: boolean,
) {
  const calendar = ical({
    name: 'Talentport',
    prodId: { company: 'Talentport', product: 'talent-manager-calls' },
  });
  calendar.method(isCancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  calendar.createEvent({
    id: `${booking.id}@talentport`,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `Talentport call with ${manager.fullname}`,
    description: `Topic: ${booking.topic}`,
    status: isCancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: manager.fullname, email: manager.email },
    attendees: [{ name: user.fullname, email: user.email }],
  });
  return {
    filename: isCancelled ? 'cancelled-call.ics' : 'talentport-call.ics',
    contentType: 'text/calendar; charset=utf-8',
    content: calendar.toString(),
  };
}

async function queueBookingMails(
  db: Db,
  input: {
    booking: BookingRow;
    manager: StaffAccountRow;
    actor: Actor;
    links: LinkBuilder;
    timeZone: string;
    isRescheduled: boolean;
    now: Date;
  },
) {
  const { booking, manager } = input;
  const [user] = await db
    .select({ email: users.email, fullname: users.fullname, userRole: users.userRole })
    .from(users)
    .where(eq(users.id, input.actor.userId))
    .limit(1);
  if (!user) throw new AppError('UNAUTHORIZED');
  const when = formatInTimeZone(booking.startsAt, input.timeZone);
  const link = input.links.page(paths.role.talentManager.getHref({ role: user.userRole ?? 'freelancer' }));
  await enqueueMail(db, {
    to: user.email,
    template: 'booking-confirmed',
    mail: bookingConfirmedMail({
      fullname: user.fullname,
      managerName: manager.fullname,
      when,
      topic: booking.topic,
      link,
      isRescheduled: input.isRescheduled,
    }),
    attachments: [calendarInvite(booking, manager, user, false)],
  });
  const remindAt = new Date(booking.startsAt.getTime() - BOOKING_REMINDER_HOURS * 60 * MINUTE_MS);
  if (remindAt > input.now) {
    await enqueueMail(db, {
      to: user.email,
      template: 'booking-reminder',
      mail: bookingReminderMail({
        fullname: user.fullname,
        managerName: manager.fullname,
        when,
        topic: booking.topic,
        link,
      }),
      sendAt: remindAt,
      ref: `booking-reminder:${booking.id}`,
    });
  }
}

function mapSlotConflict(error: unknown): never {
  if (isUniqueViolation(error, 'talent_manager_bookings_slot_key')) throw new AppError('SLOT_UNAVAILABLE');
  if (isUniqueViolation(error, 'talent_manager_bookings_user_slot_key')) {
    throw new AppError('SLOT_UNAVAILABLE', 'You already have a call at this time.');
  }
  throw error;
}

/**
 * Books a 30-minute call. The manager's row lock queues bookings for one manager and the partial
 * unique index (manager, start) among live bookings makes a double booking impossible even so.
 */
export async function bookTalentManager({
  db,
  actor,
  input,
  links,
  now = new Date(),
}: {
  db: Db;
  actor: Actor;
  input: BookTalentManagerInput;
  links: LinkBuilder;
  now?: Date;
}) {
  const startsAt = new Date(input.startsAt);
  try {
    return await db.transaction(async (tx) => {
      const manager = await lockBookableManager(tx, input.managerId, startsAt, now);
      const [booking] = await tx
        .insert(talentManagerBookings)
        .values({
          managerId: manager.id,
          userId: actor.userId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + SLOT_MS),
          topic: input.topic,
        })
        .returning();
      if (!booking) throw new Error('booking insert returned nothing');
      await queueBookingMails(tx, {
        booking,
        manager,
        actor,
        links,
        timeZone: safeTimeZone(input.timeZone),
        isRescheduled: false,
        now,
      });
      return { booking, manager };
    });
  } catch (error) {
    mapSlotConflict(error);
  }
}

async function findOwnBooking(db: Db, actor: Actor, id: string) {
  const [booking] = await db
    .select()
    .from(talentManagerBookings)
    .where(and(eq(talentManagerBookings.id, id), eq(talentManagerBookings.userId, actor.userId)))
    .for('update')
    .limit(1);
  if (!booking) throw new AppError('NOT_FOUND', 'There is no such call among yours.');
  return booking;
}

/** A call can be moved or cancelled until it starts. */
export function assertChangeable(booking: BookingRow, now: Date) {
  if (booking.status !== 'booked' || booking.startsAt <= now) {
    throw new AppError(
      'BOOKING_NOT_CHANGEABLE',
      booking.status === 'cancelled'
        ? 'This call is already cancelled.'
        : 'This call has already started or taken place.',
    );
  }
}

export async function rescheduleBooking({
  db,
  actor,
  id,
  input,
  links,
  now = new Date(),
}: {
  db: Db;
  actor: Actor;
  id: string;
  input: RescheduleBookingInput;
  links: LinkBuilder;
  now?: Date;
}) {
  const startsAt = new Date(input.startsAt);
  try {
    return await db.transaction(async (tx) => {
      const current = await findOwnBooking(tx, actor, id);
      assertChangeable(current, now);
      const manager = await lockBookableManager(tx, current.managerId, startsAt, now);
      const [booking] = await tx
        .update(talentManagerBookings)
        .set({
          startsAt,
          endsAt: new Date(startsAt.getTime() + SLOT_MS),
          sequence: sql`${talentManagerBookings.sequence} + 1`,
        })
        .where(eq(talentManagerBookings.id, current.id))
        .returning();
      if (!booking) throw new Error('booking update returned nothing');
      await cancelScheduledMail(tx, `booking-reminder:${booking.id}`);
      await queueBookingMails(tx, {
        booking,
        manager,
        actor,
        links,
        timeZone: safeTimeZone(input.timeZone),
        isRescheduled: true,
        now,
      });
      return { booking, manager };
    });
  } catch (error) {
    mapSlotConflict(error);
  }
}

export async function cancelBooking({
  db,
  actor,
  id,
  links,
  timeZone,
  now = new Date(),
}: {
  db: Db;
  actor: Actor;
  id: string;
  links: LinkBuilder;
  timeZone?: string;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const current = await findOwnBooking(tx, actor, id);
    assertChangeable(current, now);
    const { booking, manager } = await cancelAndTell(tx, { current, links, timeZone, now });
    return { booking, manager };
  });
}

/**
 * Marks a booked call cancelled, drops its reminder and mails the user the cancellation with the
 * calendar update (the invite's SEQUENCE goes up). `reason` is the talent manager's, when they
 * cancelled. Runs in the caller's transaction, on a row it has locked.
 */
export async function cancelAndTell(
  tx: Db,
  {
    current,
    links,
    timeZone,
    now,
    reason,
  }: { current: BookingRow; links: LinkBuilder; timeZone?: string; now: Date; reason?: string },
) {
  const [booking] = await tx
    .update(talentManagerBookings)
    .set({ status: 'cancelled', cancelledAt: now, sequence: sql`${talentManagerBookings.sequence} + 1` })
    .where(eq(talentManagerBookings.id, current.id))
    .returning();
  const [manager] = await tx
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.id, current.managerId))
    .limit(1);
  const [user] = await tx.select(userColumns).from(users).where(eq(users.id, current.userId)).limit(1);
  if (!booking || !manager || !user) throw new Error('booking, manager or user vanished');
  await cancelScheduledMail(tx, `booking-reminder:${booking.id}`);
  await enqueueMail(tx, {
    to: user.email,
    template: 'booking-cancelled',
    mail: bookingCancelledMail({
      fullname: user.fullname,
      managerName: manager.fullname,
      when: formatInTimeZone(booking.startsAt, safeTimeZone(timeZone)),
      link: links.page(paths.role.talentManager.getHref({ role: user.userRole ?? 'freelancer' })),
      ...(reason ? { reason } : {}),
    }),
    attachments: [calendarInvite(booking, manager, user, true)],
  });
  return { booking, manager, user };
}

/** The caller's calls, upcoming first then past, paged. */
export async function listMyBookings({
  db,
  actor,
  page,
  recordPerPage,
}: {
  db: Db;
  actor: Actor;
  page: number;
  recordPerPage: number;
}) {
  const where = eq(talentManagerBookings.userId, actor.userId);
  const { rows, total } = await fetchPage(
    { page, recordPerPage },
    db
      .select({ booking: talentManagerBookings, manager: staffAccounts })
      .from(talentManagerBookings)
      .innerJoin(staffAccounts, eq(staffAccounts.id, talentManagerBookings.managerId))
      .where(where)
      .orderBy(
        sql`(${talentManagerBookings.status} = 'booked' and ${talentManagerBookings.startsAt} > now()) desc`,
        desc(talentManagerBookings.startsAt),
      )
      .$dynamic(),
    db.select({ total: count() }).from(talentManagerBookings).where(where),
  );
  return { rows, total };
}
