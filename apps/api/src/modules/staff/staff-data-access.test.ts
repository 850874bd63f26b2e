import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema.js';
import { AUDITED_STAFF_READS, STAFF_READS_WITHOUT_PERSONAL_DATA } from '../../policies/staff-data-access.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { listOperations } from '../../test/openapi-operations.js';
import { logInStaff } from '../../test/staff-login.js';
import { createStaffAccount } from './service.js';

/** Issue 16, item 9: staff see what their role needs, and every read of personal data is audited. */
let h: TestHarness;
const PASSWORD = 'staff passphrase for tests';
const tokens: Record<'admin' | 'support' | 'talent-manager', string> = {
  admin: '',
  support: '',
  'talent-manager': '',
};
let known: { email: string };

beforeAll(async () => {
  h = await startTestApp();
  for (const role of Object.keys(tokens) as Array<keyof typeof tokens>) {
    const email = `${role}@access.test`;
    await createStaffAccount(h.database.db, { email, fullname: `The ${role}`, roles: [role] }, PASSWORD);
    tokens[role] = await logInStaff(h.app, email, PASSWORD);
  }
  known = await buildUser(h.app, { fullname: 'Nora Lookup', email: 'nora.lookup@example.test' });
  await buildUser(h.app, { fullname: 'Nora Other', email: 'nora.other@example.test' });
});
afterAll(() => h.close());

const get = (url: string, token: string) => call(h.app, 'GET', `/api${url}`, { token });
const lastAudit = async () =>
  (await h.database.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.createdAt)).limit(1))[0];
const auditCount = async (action: string) =>
  (await h.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action))).length;

describe('user look-up per staff role', () => {
  it('admin: full emails, up to 100 per page, audit-logged', async () => {
    const before = await auditCount('users.list');
    const answer = await get('/staff/v1/users?query=nora&recordPerPage=100', tokens.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.result.recordPerPage).toBe(100);
    expect(answer.body.result.items.map((u: { email: string }) => u.email).sort()).toEqual([
      'nora.lookup@example.test',
      'nora.other@example.test',
    ]);
    expect(await auditCount('users.list')).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({ action: 'users.list', details: { query: { query: 'nora' } } });
  });

  it('support: emails masked in lists (unless searched by that exact address), 20 per page, audit-logged', async () => {
    const before = await auditCount('users.list');
    const answer = await get('/staff/v1/users?query=nora&recordPerPage=100', tokens.support);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.result.recordPerPage).toBe(20);
    const emails = answer.body.result.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual(['n•••@example.test', 'n•••@example.test']);
    expect(JSON.stringify(answer.body)).not.toContain('nora.lookup@');
    const exact = await get(`/staff/v1/users?query=${encodeURIComponent(known.email)}`, tokens.support);
    expect(exact.body.result.items.map((u: { email: string }) => u.email)).toEqual([known.email]);
    expect(await auditCount('users.list')).toBe(before + 2);
  });

  it('talent manager: no user look-up at all (403), nothing audited', async () => {
    const before = await auditCount('users.list');
    const list = await get('/staff/v1/users?query=nora', tokens['talent-manager']);
    expect(list.statusCode).toBe(403);
    expect(list.body).toMatchObject({ message: 'FORBIDDEN', error: { en: expect.any(String) } });
    const id = (await get('/staff/v1/users?query=nora', tokens.admin)).body.result.items[0]._id;
    expect((await get(`/staff/v1/users/${id}`, tokens['talent-manager'])).statusCode).toBe(403);
    expect((await get(`/staff/v1/users/${id}`, tokens.support)).body.result.email).toMatch(/@example\.test$/);
    expect(await auditCount('users.list')).toBe(before + 1);
  });
});

describe('every staff read of personal data writes an audit entry', () => {
  it('per route and role that may read it', async () => {
    const reads: Array<[keyof typeof tokens, string, string]> = [
      ['support', '/staff/v1/support/conversations', 'support.conversations.list'],
      ['admin', '/staff/v1/support/conversations', 'support.conversations.list'],
      ['talent-manager', '/staff/v1/talent-managers/me/bookings', 'bookings.list'],
      ['support', '/staff/v1/reported-opportunities', 'reported-opportunities.list'],
      ['admin', '/staff/v1/audit-log', 'audit-log.list'],
    ];
    for (const [role, url, action] of reads) {
      const before = await auditCount(action);
      const answer = await get(url, tokens[role]);
      expect({ role, url, status: answer.statusCode }).toEqual({ role, url, status: 200 });
      expect({ role, url, audited: await auditCount(action) }).toEqual({ role, url, audited: before + 1 });
    }
    // A refused read is not data seen: no entry.
    const before = await auditCount('support.conversations.list');
    expect((await get('/staff/v1/support/conversations', tokens['talent-manager'])).statusCode).toBe(403);
    expect(await auditCount('support.conversations.list')).toBe(before);
  });

  it('every GET under /api/staff/ is classified (audited, or without personal data)', async () => {
    const operations = await listOperations(h.app);
    const staffReads = operations
      .filter((operation) => operation.method === 'GET' && operation.template.startsWith('/api/staff/'))
      .map((operation) => operation.template.replace(/\{(\w+)\}/g, ':$1'));
    const classified = new Set([...Object.keys(AUDITED_STAFF_READS), ...STAFF_READS_WITHOUT_PERSONAL_DATA]);
    expect(staffReads.filter((route) => !classified.has(route))).toEqual([]);
    expect(staffReads.length).toBeGreaterThan(5);
  });
});
