import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, staffAuditLog, users } from '../../db/schema.js';
import { markVerified } from '../../test/growth-helpers.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { logInStaff } from '../../test/staff-login.js';
import { createStaffAccount } from '../staff/index.js';

let h: TestHarness;
const PASSWORD = 'staff passphrase for tests';
let managerId: string;

beforeAll(async () => {
  h = await startTestApp();
  await createStaffAccount(
    h.database.db,
    { email: 'admin@staff.test', fullname: 'Ada Admin', roles: ['admin'] },
    PASSWORD,
  );
  const manager = await createStaffAccount(
    h.database.db,
    {
      email: 'tm@staff.test',
      fullname: 'Tim Manager',
      roles: ['talent-manager'],
      timeZone: 'America/New_York',
    },
    PASSWORD,
  );
  managerId = manager._id;
  await createStaffAccount(
    h.database.db,
    { email: 'support@staff.test', fullname: 'Sue Support', roles: ['support'] },
    PASSWORD,
  );
});
afterAll(() => h.close());

async function staffLogin(email: string) {
  return logInStaff(h.app, email, PASSWORD);
}
const day = 24 * 3600_000;

describe('staff console: promo codes', () => {
  it('admins create and disable codes, audit-logged; support may only look; users cannot call it', async () => {
    const admin = await staffLogin('admin@staff.test');
    const support = await staffLogin('support@staff.test');
    const body = {
      code: 'spring-25',
      value: 25,
      startsAt: new Date(Date.now() - day).toISOString(),
      endsAt: new Date(Date.now() + day).toISOString(),
      maxRedemptions: 3,
      allowedRoles: ['freelancer'],
    };
    expect(
      (await call(h.app, 'POST', '/api/staff/v1/promo-codes', { token: support, body })).statusCode,
    ).toBe(403);
    const created = await call(h.app, 'POST', '/api/staff/v1/promo-codes', { token: admin, body });
    expect(created.body).toMatchObject({
      status: 200,
      result: { code: 'SPRING-25', redemptionCount: 0, isDisabled: false },
    });
    const duplicate = await call(h.app, 'POST', '/api/staff/v1/promo-codes', { token: admin, body });
    expect(duplicate.statusCode).toBe(400);
    const bad = await call(h.app, 'POST', '/api/staff/v1/promo-codes', {
      token: admin,
      body: { ...body, code: 'X2', endsAt: body.startsAt },
    });
    expect(bad.statusCode).toBe(400);

    const user = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    await markVerified(h, user.email);
    expect((await call(h.app, 'GET', '/api/staff/v1/promo-codes', { token: user.token })).statusCode).toBe(
      401,
    );
    expect(
      (
        await call(h.app, 'POST', '/api/v1/user/addPromotion', {
          token: user.token,
          body: { code: 'spring-25' },
        })
      ).statusCode,
    ).toBe(200);

    const id = created.body.result._id;
    const disabled = await call(h.app, 'POST', `/api/staff/v1/promo-codes/${id}/disable`, { token: admin });
    expect(disabled.body.result.isDisabled).toBe(true);
    const other = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    await markVerified(h, other.email);
    expect(
      (
        await call(h.app, 'POST', '/api/v1/user/addPromotion', {
          token: other.token,
          body: { code: 'SPRING-25' },
        })
      ).body.message,
    ).toBe('PROMO_CODE_UNKNOWN');

    const list = await call(h.app, 'GET', '/api/staff/v1/promo-codes', { token: support });
    expect(list.body.result.items[0]).toMatchObject({ code: 'SPRING-25', redemptionCount: 1 });
    const audit = await h.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['promo-code.create', 'promo-code.disable']);
  });
});

describe('staff console: talent managers', () => {
  it('a manager publishes weekly availability in their own time zone; users see it; bookings are listed', async () => {
    const tm = await staffLogin('tm@staff.test');
    const support = await staffLogin('support@staff.test');
    const windows = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 600, endMinute: 690 }));
    const saved = await call(h.app, 'PUT', '/api/staff/v1/talent-managers/me/availability', {
      token: tm,
      body: { windows },
    });
    expect(saved.body).toMatchObject({ status: 200, result: { timeZone: 'America/New_York', windows } });
    expect(
      (
        await call(h.app, 'PUT', '/api/staff/v1/talent-managers/me/availability', {
          token: tm,
          body: { windows: [{ weekday: 1, startMinute: 615, endMinute: 700 }] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(h.app, 'GET', '/api/staff/v1/talent-managers/me/availability', { token: support }))
        .statusCode,
    ).toBe(403);

    const user = await buildUser(h.app, { role: 'employer', isOnboard: true });
    const slots = (
      await call(h.app, 'GET', '/api/v1/jobs/talent-manager-slots?days=14', { token: user.token })
    ).body.result.slots;
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(slot.startsAt));
      expect(['10:00', '10:30', '11:00']).toContain(local);
    }
    const booked = await call(h.app, 'POST', '/api/v1/jobs/bookTalentManager', {
      token: user.token,
      body: { managerId, startsAt: slots[0].startsAt, topic: 'Hiring my first developer' },
    });
    expect(booked.statusCode).toBe(200);
    const calls = await call(h.app, 'GET', '/api/staff/v1/talent-managers/me/bookings', { token: tm });
    expect(calls.body.result).toMatchObject({
      total: 1,
      items: [{ topic: 'Hiring my first developer', user: { email: user.email } }],
    });

    // Another manager's calendar is not theirs to see; an admin may.
    const admin = await staffLogin('admin@staff.test');
    expect(
      (
        await call(h.app, 'GET', `/api/staff/v1/talent-managers/${crypto.randomUUID()}/bookings`, {
          token: tm,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(h.app, 'GET', `/api/staff/v1/talent-managers/${managerId}/bookings`, { token: admin })).body
        .result.total,
    ).toBe(1);
    const audit = await h.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, managerId));
    expect(audit.map((a) => a.action)).toEqual(['talent-manager.availability.update']);
  });
  it('a manager cancels a call with a reason: the person is told by mail and notification, the slot frees up', async () => {
    const tm = await staffLogin('tm@staff.test');
    const support = await staffLogin('support@staff.test');
    const windows = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 600, endMinute: 690 }));
    await call(h.app, 'PUT', '/api/staff/v1/talent-managers/me/availability', {
      token: tm,
      body: { windows },
    });
    const user = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const slotsFor = async () =>
      (await call(h.app, 'GET', '/api/v1/jobs/talent-manager-slots?days=14', { token: user.token })).body
        .result.slots as { startsAt: string }[];
    const slot = (await slotsFor())[0];
    if (!slot) throw new Error('no free slot to book');
    const booked = await call(h.app, 'POST', '/api/v1/jobs/bookTalentManager', {
      token: user.token,
      body: { managerId, startsAt: slot.startsAt, topic: 'Pricing my first project' },
    });
    const bookingId: string = booked.body.result._id;
    expect((await slotsFor()).map((free) => free.startsAt)).not.toContain(slot.startsAt);
    const cancel = (token: string, manager: string, body: unknown) =>
      call(h.app, 'POST', `/api/staff/v1/talent-managers/${manager}/bookings/${bookingId}/cancel`, {
        token,
        body,
      });
    const reason = 'I am unwell that day; please pick another time.';

    expect((await cancel(support, 'me', { reason })).statusCode).toBe(403);
    expect((await cancel(tm, crypto.randomUUID(), { reason })).statusCode).toBe(404);
    const tooShort = await cancel(tm, 'me', { reason: 'no' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body.error.en).toMatch(/reason/);

    const cancelled = await cancel(tm, 'me', { reason });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.result).toMatchObject({
      _id: bookingId,
      status: 'cancelled',
      user: { email: user.email },
    });
    expect((await cancel(tm, 'me', { reason })).body).toMatchObject({
      status: 409,
      error: { en: 'This call is already cancelled.' },
    });

    const mails = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    const cancelMail = mails.find((mail) => mail.template === 'booking-cancelled');
    expect(cancelMail?.textBody).toContain(`Tim Manager had to cancel your call on`);
    expect(cancelMail?.textBody).toContain(reason);
    expect(mails.find((mail) => mail.template === 'booking-reminder')?.status ?? 'cancelled').toBe(
      'cancelled',
    );
    const notifications = await call(h.app, 'GET', '/api/v1/notifications', { token: user.token });
    expect(notifications.body.result.items[0]).toMatchObject({
      title: 'Tim Manager cancelled your call',
      body: reason,
    });
    const mine = await call(h.app, 'GET', '/api/v1/jobs/talent-manager-bookings', { token: user.token });
    expect(mine.body.result.items[0]).toMatchObject({ _id: bookingId, status: 'cancelled' });
    expect((await slotsFor()).map((free) => free.startsAt)).toContain(slot.startsAt);
    const [audit] = await h.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'talent-manager.booking.cancel'));
    const [person] = await h.database.db.select().from(users).where(eq(users.email, user.email));
    expect(audit).toMatchObject({ staffId: managerId, targetType: 'user', targetId: person?.id });
    expect(audit?.details).toMatchObject({ bookingId, reason });
  });
});
