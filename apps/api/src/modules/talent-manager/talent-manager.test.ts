import { zonedTimeToUtc } from '@talentport/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { isPostgres, markVerified } from '../../test/growth-helpers.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { createStaffAccount } from '../staff/index.js';
import { setWeeklyAvailability, weeklySlotStarts } from './service.js';

let h: TestHarness;
let managerId: string;
beforeAll(async () => {
  h = await startTestApp();
  const manager = await createStaffAccount(
    h.database.db,
    {
      email: 'maya@talentport.test',
      fullname: 'Maya Tan',
      roles: ['talent-manager'],
      timeZone: 'Asia/Singapore',
    },
    'a long staff password 42',
  );
  managerId = manager._id;
  // Every day 09:00-12:00 Singapore time (01:00-04:00 UTC).
  await setWeeklyAvailability({
    db: h.database.db,
    managerId,
    windows: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 540, endMinute: 720 })),
  });
});
afterAll(() => h.close());

type Slot = { managerId: string; startsAt: string; endsAt: string };
async function freeSlots(token: string): Promise<Slot[]> {
  const res = await call(h.app, 'GET', '/api/v1/jobs/talent-manager-slots?days=7', { token });
  expect(res.statusCode).toBe(200);
  return res.body.result.slots;
}
const book = (token: string, startsAt: string, topic = 'My first job search') =>
  call(h.app, 'POST', '/api/v1/jobs/bookTalentManager', {
    token,
    body: { managerId, startsAt, topic, timeZone: 'Europe/Berlin' },
  });

describe('time zones', () => {
  it('turns wall-clock times into instants, across DST, and skips times that do not exist', () => {
    expect(zonedTimeToUtc({ year: 2026, month: 1, day: 15 }, 540, 'Asia/Singapore')?.toISOString()).toBe(
      '2026-01-15T01:00:00.000Z',
    );
    expect(zonedTimeToUtc({ year: 2026, month: 1, day: 15 }, 540, 'Europe/Berlin')?.toISOString()).toBe(
      '2026-01-15T08:00:00.000Z',
    );
    expect(zonedTimeToUtc({ year: 2026, month: 7, day: 15 }, 540, 'Europe/Berlin')?.toISOString()).toBe(
      '2026-07-15T07:00:00.000Z',
    );
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 29 }, 150, 'Europe/Berlin')).toBeNull();
    const starts = weeklySlotStarts(
      { timeZone: 'America/New_York' },
      [{ weekday: 1, startMinute: 600, endMinute: 660 }],
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-03-17T00:00:00Z'),
    );
    // Mondays 10:00 and 10:30 New York: EST (UTC-5) before 8 March, EDT (UTC-4) after.
    expect(starts.map((d) => d.toISOString())).toEqual([
      '2026-03-02T15:00:00.000Z',
      '2026-03-02T15:30:00.000Z',
      '2026-03-09T14:00:00.000Z',
      '2026-03-09T14:30:00.000Z',
      '2026-03-16T14:00:00.000Z',
      '2026-03-16T14:30:00.000Z',
    ]);
  });
});

describe('booking a talent manager', () => {
  it('books a free slot, mails a confirmation with an .ics invite and schedules a reminder 24 h before', async () => {
    const user = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const slots = await freeSlots(user.token);
    expect(slots.length).toBeGreaterThan(6);
    for (const slot of slots) expect(new Date(slot.startsAt).getUTCHours()).toBeGreaterThanOrEqual(1);
    const target = slots[slots.length - 1] as Slot;
    const booked = await book(user.token, target.startsAt);
    expect(booked.body).toMatchObject({
      status: 200,
      result: { startsAt: target.startsAt, status: 'booked', manager: { displayName: 'Maya Tan' } },
    });
    expect((await freeSlots(user.token)).map((s) => s.startsAt)).not.toContain(target.startsAt);

    const mails = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    const confirmation = mails.find((m) => m.template === 'booking-confirmed');
    expect(confirmation?.attachments[0]?.filename).toBe('talentport-call.ics');
    expect(confirmation?.attachments[0]?.content).toContain('BEGIN:VEVENT');
    expect(confirmation?.attachments[0]?.content).toContain('METHOD:REQUEST');
    expect(confirmation?.textBody).toContain('(Europe/Berlin)');
    const reminder = mails.find((m) => m.template === 'booking-reminder');
    expect(reminder?.nextAttemptAt.toISOString()).toBe(
      new Date(Date.parse(target.startsAt) - 24 * 3600_000).toISOString(),
    );

    const list = await call(h.app, 'GET', '/api/v1/jobs/talent-manager-bookings', { token: user.token });
    expect(list.body.result).toMatchObject({ total: 1, page: 1, items: [{ topic: 'My first job search' }] });
  });

  it('refuses taken slots, times outside availability and bad input, and hides others’ bookings', async () => {
    const a = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const b = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const [slot] = await freeSlots(a.token);
    if (!slot) throw new Error('no slot');
    expect((await book(a.token, slot.startsAt)).statusCode).toBe(200);
    expect((await book(b.token, slot.startsAt)).body).toMatchObject({
      status: 409,
      message: 'SLOT_UNAVAILABLE',
    });
    const offGrid = new Date(Date.parse(slot.startsAt) + 15 * 60_000).toISOString();
    expect((await book(b.token, offGrid)).body.message).toBe('SLOT_UNAVAILABLE');
    const night = new Date(Date.parse(slot.startsAt) + 12 * 3600_000).toISOString();
    expect((await book(b.token, night)).body.message).toBe('SLOT_UNAVAILABLE');
    expect((await book(b.token, '2001-01-01T01:00:00Z')).body.message).toBe('SLOT_UNAVAILABLE');
    expect((await book(b.token, 'tomorrow')).statusCode).toBe(400);
    expect((await book(b.token, slot.startsAt, '')).statusCode).toBe(400);

    const mine = await call(h.app, 'GET', '/api/v1/jobs/talent-manager-bookings', { token: a.token });
    const id = mine.body.result.items[0]._id;
    expect(
      (
        await call(h.app, 'POST', `/api/v1/jobs/talent-manager-bookings/${id}/cancel`, {
          token: b.token,
          body: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reschedules (moving the reminder) and cancels, freeing the slot', async () => {
    const user = await buildUser(h.app, { role: 'agency', isOnboard: true });
    await markVerified(h, user.email);
    const slots = await freeSlots(user.token);
    const first = slots[slots.length - 2] as Slot;
    const second = slots[slots.length - 3] as Slot;
    const booked = await book(user.token, first.startsAt);
    const id = booked.body.result._id;
    const moved = await call(h.app, 'POST', `/api/v1/jobs/talent-manager-bookings/${id}/reschedule`, {
      token: user.token,
      body: { startsAt: second.startsAt },
    });
    expect(moved.body).toMatchObject({ status: 200, result: { startsAt: second.startsAt } });
    const reminders = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.template, 'booking-reminder')));
    expect(reminders.map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);
    expect((await freeSlots(user.token)).map((s) => s.startsAt)).toContain(first.startsAt);

    const cancelled = await call(h.app, 'POST', `/api/v1/jobs/talent-manager-bookings/${id}/cancel`, {
      token: user.token,
      body: {},
    });
    expect(cancelled.body.result.status).toBe('cancelled');
    expect((await freeSlots(user.token)).map((s) => s.startsAt)).toContain(second.startsAt);
    const again = await call(h.app, 'POST', `/api/v1/jobs/talent-manager-bookings/${id}/cancel`, {
      token: user.token,
      body: {},
    });
    expect(again.body.message).toBe('BOOKING_NOT_CHANGEABLE');
    const cancelMail = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.template, 'booking-cancelled')));
    expect(cancelMail[0]?.attachments[0]?.content).toContain('METHOD:CANCEL');
    // The slot can be booked again by someone else.
    const other = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    expect((await book(other.token, second.startsAt)).statusCode).toBe(200);
  });

  it.skipIf(!isPostgres())(
    'double booking is impossible under concurrent requests (PostgreSQL)',
    async () => {
      const people = await Promise.all(
        Array.from({ length: 10 }, () => buildUser(h.app, { role: 'freelancer', isOnboard: true })),
      );
      const slots = await freeSlots(people[0]?.token ?? '');
      const target = slots[Math.floor(slots.length / 2)] as Slot;
      const results = await Promise.all(people.map((p) => book(p.token, target.startsAt)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.body.message === 'SLOT_UNAVAILABLE')).toHaveLength(9);
    },
  );
});
