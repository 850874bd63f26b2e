import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { buildTeam } from '../../test/company-team-builders.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser } from '../../test/opportunity-builders.js';

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp();
});
afterAll(() => h.close());

const LISTS = '/api/v1/talent-lists';

async function createList(token: string, name: string) {
  const res = await call(h.app, 'POST', LISTS, { token, body: { name } });
  expect(res.statusCode).toBe(200);
  return res.body.result as { id: string; name: string; entryCount: number };
}

describe('talent lists', () => {
  it('are shared by the company’s team: a member saves, the owner reads the note, an admin edits it', async () => {
    const { owner, admin, member } = await buildTeam(h);
    const ada = await buildVerifiedUser(h, 'freelancer', 'Ada Designer');
    const list = await createList(member.token, 'Designers for Q1');
    expect(list).toMatchObject({ name: 'Designers for Q1', entryCount: 0 });

    const added = await call(h.app, 'POST', `${LISTS}/${list.id}/entries`, {
      token: member.token,
      body: { code: ada.code, note: 'Strong portfolio, ask about availability' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.body.result).toMatchObject({
      note: 'Strong portfolio, ask about availability',
      addedBy: 'Mia Member',
      talent: { code: ada.code, fullname: 'Ada Designer', occupation: 'Developer' },
    });
    // Public card fields only.
    expect(Object.keys(added.body.result.talent).sort()).toEqual(
      [
        'avatar',
        'code',
        'experienceLevel',
        'fullname',
        'hourlyRate',
        'monthlyRate',
        'numberOfRate',
        'occupation',
        'rating',
        'skills',
      ].sort(),
    );
    expect(JSON.stringify(added.body)).not.toContain(ada.email);

    const lists = await call(h.app, 'GET', `${LISTS}?code=${ada.code}`, { token: owner.token });
    expect(lists.body.result).toMatchObject({
      total: 1,
      items: [{ id: list.id, entryCount: 1, hasTalent: true }],
    });
    const withoutCode = await call(h.app, 'GET', LISTS, { token: owner.token });
    expect(withoutCode.body.result.items[0].hasTalent).toBe(false);

    const again = await call(h.app, 'POST', `${LISTS}/${list.id}/entries`, {
      token: owner.token,
      body: { code: ada.code },
    });
    // A repeated add is harmless: the entry as it is, still one (issue 35).
    expect(again.statusCode).toBe(200);
    expect(again.body.result.talent.code).toBe(ada.code);
    const still = await call(h.app, 'GET', `${LISTS}?code=${ada.code}`, { token: owner.token });
    expect(still.body.result.items[0].entryCount).toBe(1);

    const edited = await call(h.app, 'PUT', `${LISTS}/${list.id}/entries/${ada.code}`, {
      token: admin.token,
      body: { note: 'Interview booked' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.result.note).toBe('Interview booked');

    const entries = await call(h.app, 'GET', `${LISTS}/${list.id}/entries`, { token: owner.token });
    expect(entries.body.result).toMatchObject({ total: 1, items: [{ note: 'Interview booked' }] });

    const renamed = await call(h.app, 'PUT', `${LISTS}/${list.id}`, {
      token: owner.token,
      body: { name: 'Designers' },
    });
    expect(renamed.body.result).toMatchObject({ name: 'Designers', entryCount: 1 });

    const removed = await call(h.app, 'DELETE', `${LISTS}/${list.id}/entries/${ada.code}`, {
      token: member.token,
    });
    expect(removed.body.result).toEqual({ deleted: true });
    const afterRemove = await call(h.app, 'GET', `${LISTS}/${list.id}/entries`, { token: owner.token });
    expect(afterRemove.body.result.total).toBe(0);

    const deleted = await call(h.app, 'DELETE', `${LISTS}/${list.id}`, { token: admin.token });
    expect(deleted.body.result).toEqual({ deleted: true });
    expect((await call(h.app, 'GET', LISTS, { token: owner.token })).body.result.total).toBe(0);
  });

  it('answers 404 to another company on every list call, and changes nothing', async () => {
    const mine = await buildVerifiedUser(h, 'employer');
    const other = await buildVerifiedUser(h, 'agency');
    const ada = await buildVerifiedUser(h, 'freelancer');
    const list = await createList(mine.token, 'Mine');
    await call(h.app, 'POST', `${LISTS}/${list.id}/entries`, {
      token: mine.token,
      body: { code: ada.code, note: 'secret' },
    });
    const attempts = [
      call(h.app, 'PUT', `${LISTS}/${list.id}`, { token: other.token, body: { name: 'Stolen' } }),
      call(h.app, 'DELETE', `${LISTS}/${list.id}`, { token: other.token }),
      call(h.app, 'GET', `${LISTS}/${list.id}/entries`, { token: other.token }),
      call(h.app, 'POST', `${LISTS}/${list.id}/entries`, { token: other.token, body: { code: other.code } }),
      call(h.app, 'PUT', `${LISTS}/${list.id}/entries/${ada.code}`, {
        token: other.token,
        body: { note: 'x' },
      }),
      call(h.app, 'DELETE', `${LISTS}/${list.id}/entries/${ada.code}`, { token: other.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('NOT_FOUND');
      expect(res.raw).not.toContain('secret');
    }
    expect((await call(h.app, 'GET', LISTS, { token: other.token })).body.result.total).toBe(0);
    const entries = await call(h.app, 'GET', `${LISTS}/${list.id}/entries`, { token: mine.token });
    expect(entries.body.result.items[0].note).toBe('secret');
    expect((await call(h.app, 'GET', LISTS, { token: mine.token })).body.result.items[0].name).toBe('Mine');
  });

  it('refuses freelancers and accounts without a role (403) and guests (401)', async () => {
    const freelancer = await buildUser(h.app, { role: 'freelancer', isOnboard: true });
    const noRole = await buildUser(h.app);
    for (const token of [freelancer.token, noRole.token]) {
      for (const res of [
        await call(h.app, 'GET', LISTS, { token }),
        await call(h.app, 'POST', LISTS, { token, body: { name: 'Mine' } }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.body.message).toBe('FORBIDDEN');
      }
    }
    expect((await call(h.app, 'GET', LISTS)).statusCode).toBe(401);
    expect((await call(h.app, 'POST', LISTS, { body: { name: 'x' } })).statusCode).toBe(401);
  });

  it('keeps names unique per company, checks input, and saves only visible freelancers', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const otherEmployer = await buildVerifiedUser(h, 'employer');
    await createList(employer.token, 'React devs');
    await createList(otherEmployer.token, 'React devs');
    const taken = await call(h.app, 'POST', LISTS, { token: employer.token, body: { name: 'react DEVS' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('LIST_NAME_TAKEN');
    const blank = await call(h.app, 'POST', LISTS, { token: employer.token, body: { name: '   ' } });
    expect(blank.statusCode).toBe(400);
    const list = await createList(employer.token, 'Second');

    const notOnboarded = await buildUser(h.app, { role: 'freelancer' });
    const notOnboardedCode = (await call(h.app, 'GET', '/api/v1/user/profile', { token: notOnboarded.token }))
      .body.result.code;
    for (const code of ['NOSUCHCODE', notOnboardedCode, otherEmployer.code]) {
      const res = await call(h.app, 'POST', `${LISTS}/${list.id}/entries`, {
        token: employer.token,
        body: { code },
      });
      expect(res.statusCode).toBe(404);
    }
    const longNote = await call(h.app, 'POST', `${LISTS}/${list.id}/entries`, {
      token: employer.token,
      body: { code: otherEmployer.code, note: 'x'.repeat(2001) },
    });
    expect(longNote.statusCode).toBe(400);
    expect(
      (await call(h.app, 'GET', `${LISTS}/not-a-uuid/entries`, { token: employer.token })).statusCode,
    ).toBe(400);
  });

  it('leaves out a saved freelancer the viewer may no longer see', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const ada = await buildVerifiedUser(h, 'freelancer');
    const list = await createList(employer.token, 'Watch');
    await call(h.app, 'POST', `${LISTS}/${list.id}/entries`, {
      token: employer.token,
      body: { code: ada.code },
    });
    await h.database.db.update(users).set({ isOnboard: false }).where(eq(users.email, ada.email));
    const entries = await call(h.app, 'GET', `${LISTS}/${list.id}/entries`, { token: employer.token });
    expect(entries.body.result).toMatchObject({ total: 0, items: [] });
    const lists = await call(h.app, 'GET', `${LISTS}?code=${ada.code}`, { token: employer.token });
    expect(lists.body.result.items[0]).toMatchObject({ entryCount: 0, hasTalent: false });
  });

  it('never saves or shows a freelancer who hid her profile (decision 100)', async () => {
    const employer = await buildVerifiedUser(h, 'employer');
    const bea = await buildVerifiedUser(h, 'freelancer');
    const list = await createList(employer.token, 'Hidden check');
    const saved = await call(h.app, 'POST', `${LISTS}/${list.id}/entries`, {
      token: employer.token,
      body: { code: bea.code },
    });
    expect(saved.statusCode).toBe(200);
    await h.database.db.update(users).set({ profileVisibility: 'hidden' }).where(eq(users.email, bea.email));
    const entries = await call(h.app, 'GET', `${LISTS}/${list.id}/entries`, { token: employer.token });
    expect(entries.body.result).toMatchObject({ total: 0, items: [] });
    const other = await createList(employer.token, 'Hidden check 2');
    const refused = await call(h.app, 'POST', `${LISTS}/${other.id}/entries`, {
      token: employer.token,
      body: { code: bea.code },
    });
    expect(refused.statusCode).toBe(404);
  });
});
