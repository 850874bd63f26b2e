import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, call, startTestApp, type TestHarness, withoutRequestId } from '../../test/harness.js';
import { logInStaff } from '../../test/staff-login.js';
import { createStaffAccount } from './service.js';

let h: TestHarness;
const STAFF_PASSWORD = 'staff passphrase for tests';

beforeAll(async () => {
  h = await startTestApp();
  await createStaffAccount(
    h.database.db,
    { email: 'Admin@Staff.test', fullname: 'Ada Admin', roles: ['admin'] },
    STAFF_PASSWORD,
  );
  await createStaffAccount(
    h.database.db,
    { email: 'support@staff.test', fullname: 'Sue Support', roles: ['support'], timeZone: 'Asia/Singapore' },
    STAFF_PASSWORD,
  );
});
afterAll(() => h.close());

const api = (method: 'GET' | 'POST', url: string, options = {}) => call(h.app, method, `/api${url}`, options);
const staffLogin = (email: string) => logInStaff(h.app, email, STAFF_PASSWORD);

describe('staff accounts', () => {
  it('are created by the service with valid roles and time zone only, never twice', async () => {
    await expect(
      createStaffAccount(
        h.database.db,
        { email: 'admin@staff.test', fullname: 'Again', roles: ['admin'] },
        STAFF_PASSWORD,
      ),
    ).rejects.toThrow('already exists');
    await expect(
      createStaffAccount(
        h.database.db,
        { email: 'x@staff.test', fullname: 'X', roles: ['admin'], timeZone: 'Mars/Base' },
        STAFF_PASSWORD,
      ),
    ).rejects.toThrow();
    await expect(
      createStaffAccount(h.database.db, { email: 'y@staff.test', fullname: 'Y', roles: ['admin'] }, 'short'),
    ).rejects.toThrow('12 characters');
  });

  it('log in with their own sessions: user tokens do not open staff calls and staff tokens do not open user calls', async () => {
    const token = await staffLogin('admin@staff.test');
    const me = await api('GET', '/staff/v1/me', { token });
    expect(me.body.result).toMatchObject({
      email: 'admin@staff.test',
      fullname: 'Ada Admin',
      roles: ['admin'],
      timeZone: 'UTC',
    });
    expect(JSON.stringify(me.body)).not.toContain('argon2');

    const user = await buildUser(h.app, { role: 'freelancer' });
    expect((await api('GET', '/staff/v1/me', { token: user.token })).statusCode).toBe(401);
    expect((await api('POST', '/v1/user/me', { token })).statusCode).toBe(401);

    const wrong = await api('POST', '/staff/v1/login', {
      body: { email: 'admin@staff.test', password: 'nope nope' },
    });
    const unknown = await api('POST', '/staff/v1/login', {
      body: { email: 'ghost@staff.test', password: 'nope nope' },
    });
    // Both get a second step, like a right password (decision 104), which then fails the same way.
    expect([wrong.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(wrong.body.result.step).toBe('code');
    expect(unknown.body.result.step).toBe('code');
    const [wrongSecond, unknownSecond] = await Promise.all(
      [wrong, unknown].map((first) =>
        api('POST', '/staff/v1/login/two-factor', {
          body: { pendingToken: first.body.result.pendingToken, code: '123456' },
        }),
      ),
    );
    expect(withoutRequestId(wrongSecond?.body)).toEqual(withoutRequestId(unknownSecond?.body));
    expect(wrongSecond?.statusCode).toBe(401);

    await api('POST', '/staff/v1/logout', { token });
    expect((await api('GET', '/staff/v1/me', { token })).statusCode).toBe(401);
  });

  it('look users up by email, name or code, and log who viewed whom', async () => {
    const person = await buildUser(h.app, { role: 'employer', fullname: 'Lookup Target 100%' });
    const support = await staffLogin('support@staff.test');
    const found = await api('GET', `/staff/v1/users?query=${encodeURIComponent('target 100%')}`, {
      token: support,
    });
    expect(found.body.result).toMatchObject({ total: 1, page: 1, recordPerPage: 20 });
    const card = found.body.result.items[0];
    // Support sees emails masked in lists (policies/staff-data-access.ts), in full in the audited view.
    expect(card).toMatchObject({
      email: 'e•••@example.test',
      userRole: 'employer',
      fullname: 'Lookup Target 100%',
    });
    expect(Object.keys(card)).not.toContain('passwordHash');
    const wildcard = await api('GET', '/staff/v1/users?query=%25', { token: support });
    expect(wildcard.body.result.items.map((item: { _id: string }) => item._id)).toEqual([card._id]);

    const viewed = await api('GET', `/staff/v1/users/${card._id}`, { token: support });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.body.result.email).toBe(person.email);
    expect(
      (await api('GET', '/staff/v1/users/00000000-0000-4000-8000-000000000000', { token: support }))
        .statusCode,
    ).toBe(404);
    expect((await api('GET', '/staff/v1/users/not-an-id', { token: support })).statusCode).toBe(400);
    expect((await api('GET', '/staff/v1/users?recordPerPage=1000', { token: support })).statusCode).toBe(400);

    // Support may not read the audit log; an admin sees the view with who made it.
    expect((await api('GET', '/staff/v1/audit-log', { token: support })).statusCode).toBe(403);
    const admin = await staffLogin('admin@staff.test');
    const audit = await api('GET', '/staff/v1/audit-log', { token: admin });
    expect(audit.body.result.items[0]).toMatchObject({
      staffEmail: 'support@staff.test',
      action: 'user.view',
      targetType: 'user',
      targetId: card._id,
    });
  });
});
