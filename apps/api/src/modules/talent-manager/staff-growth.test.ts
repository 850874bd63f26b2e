import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema.js';
import { markVerified } from '../../test/growth-helpers.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { createStaffAccount } from '../staff/service.js';

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
  const response = await call(h.app, 'POST', '/api/staff/v1/login', { body: { email, password: PASSWORD } });
  return response.body.result.token as string;
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
});
