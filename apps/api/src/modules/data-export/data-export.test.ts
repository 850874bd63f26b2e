import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, mailOutbox } from '../../db/schema.js';
import { createDiskStorage } from '../../storage/disk-storage.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildPersonWithEverything } from './data-export-fixtures.js';

const EXPORT = '/api/v1/user/data-export';
const DOWNLOAD = `${EXPORT}/download`;

let h: TestHarness;
beforeAll(async () => {
  h = await startTestApp({ rateLimitRules: { dataExportsPerUser: { limit: 3, windowMs: 60 * 60_000 } } });
});
afterAll(() => h.close());

function download(token: string, exportToken?: string) {
  return h.app.inject({
    method: 'GET',
    url: exportToken ? `${DOWNLOAD}?token=${exportToken}` : DOWNLOAD,
    headers: { token },
  });
}

async function mailedLink(to: string) {
  const [mail] = await h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'data-export-ready')))
    .orderBy(desc(mailOutbox.createdAt));
  const link = mail?.textBody.match(/https?:\/\/\S+\?export=([A-Za-z0-9_-]+)/);
  return { mail, link: link?.[0], token: link?.[1] };
}

describe('data export', { timeout: 60_000 }, () => {
  it('prepares a ZIP of every kind of record, mails an expiring link for the owner only, and keeps other people out', async () => {
    const built = await buildPersonWithEverything(h);
    const { subject, other, otherPerson } = built;

    expect((await call(h.app, 'GET', EXPORT, { token: subject.token })).body.result).toEqual({
      export: null,
    });
    const asked = await call(h.app, 'POST', EXPORT, { token: subject.token });
    expect(asked.statusCode).toBe(202);
    expect(asked.body.result.export).toMatchObject({ status: 'pending', readyAt: null, expiresAt: null });

    // One at a time.
    const again = await call(h.app, 'POST', EXPORT, { token: subject.token });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('DATA_EXPORT_IN_PROGRESS');
    expect(again.body.error.en).toMatch(/still preparing/);

    expect(await h.app.dataExportWorker.runOnce()).toBe(1);
    const state = (await call(h.app, 'GET', EXPORT, { token: subject.token })).body.result.export;
    expect(state.status).toBe('ready');
    const days = (Date.parse(state.expiresAt) - Date.parse(state.readyAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    // The mail carries a link to the settings screen with the export's token.
    const { mail, link, token } = await mailedLink(subject.email);
    expect(mail?.kind).toBe('transactional');
    expect(link).toMatch(/\/agency\/settings\?export=/);
    expect(token).toBeTruthy();

    // Another person, even with the link, is told it does not exist; so is an unknown token.
    const stranger = await download(other.token, token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('DATA_EXPORT_NOT_FOUND');
    expect((await download(subject.token, 'not-a-real-token')).statusCode).toBe(404);
    expect((await download(other.token)).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `${DOWNLOAD}?token=${token}` })).statusCode).toBe(401);

    const res = await download(subject.token, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="talentport-data-/);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(zip[name] as Uint8Array));

    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'company.json',
        'listings.json',
        'applications.json',
        'messages.json',
        'reviews.json',
        'rewards.json',
        'bookings.json',
        'portfolio.json',
        'saved-searches.json',
        'talent-lists.json',
        'notification-preferences.json',
        'devices.json',
        'files.json',
      ]),
    );
    const tag = built.tag;
    expect(json('profile.json')).toMatchObject({ email: subject.email, fullname: 'Ada Exporter' });
    expect(json('company.json')).toMatchObject({ name: built.companyName, yourRole: 'owner' });
    expect(json('listings.json').map((l: { title: string }) => l.title)).toEqual([`Ada listing ${tag}`]);
    expect(json('applications.json')).toMatchObject([
      { opportunityTitle: `Eve listing ${tag}`, coverLetter: `Ada cover letter ${tag}`, proposedRate: 4200 },
    ]);
    expect(json('messages.json').map((m: { body: string }) => m.body)).toEqual([built.mine]);
    expect(json('messages.json')[0].conversationId).toBeTruthy();
    const reviewsJson = json('reviews.json');
    expect(reviewsJson.written.map((r: { comment: string }) => r.comment)).toEqual([
      `Ada review of Eve ${tag}`,
    ]);
    expect(reviewsJson.aboutYou.map((r: { comment: string }) => r.comment)).toEqual([
      `Eve review of Ada ${tag}`,
    ]);
    expect(json('rewards.json').entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ amount: 75, note: `Ada reward ${tag}` })]),
    );
    expect(json('bookings.json')).toMatchObject([{ topic: `Ada booking ${tag}`, status: 'booked' }]);
    expect(json('portfolio.json')).toMatchObject([{ title: `Ada case study ${tag}` }]);
    expect(json('saved-searches.json')).toMatchObject([{ name: `Ada search ${tag}`, frequency: 'daily' }]);
    expect(json('talent-lists.json')).toMatchObject([{ name: `Ada list ${tag}` }]);
    expect(json('notification-preferences.json')).toEqual([{ kind: 'alerts', isMailOn: false }]);
    expect(json('devices.json').length).toBeGreaterThan(0);
    const [fileEntry] = json('files.json');
    expect(fileEntry).toMatchObject({ id: built.fileId, originalName: 'ada-cv.pdf', refType: 'attachment' });
    expect(Buffer.from(zip[fileEntry.pathInZip] as Uint8Array).equals(built.pdf)).toBe(true);

    // Nothing of the other person's private data, no secrets of the subject's own, anywhere.
    const everything = Object.values(zip)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    for (const secret of [
      otherPerson.email,
      otherPerson.phone,
      otherPerson.note,
      otherPerson.message,
      otherPerson.bank,
      subject.passwordHash,
      subject.token,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/passwordHash|password_hash|tokenHash|token_hash/);

    // The link expires: 410, and the job removes the ZIP from the storage.
    const [row] = await h.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, subject.userId));
    const key = row?.storageKey as string;
    expect(existsSync(path.join(h.uploadsDir, key))).toBe(true);
    expect(await h.app.dataExportWorker.runOnce()).toBe(0);
    await h.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.userId, subject.userId));
    const gone = await download(subject.token, token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('DATA_EXPORT_EXPIRED');
    expect(await h.app.dataExportWorker.runOnce()).toBe(1);
    const afterExpiry = (await call(h.app, 'GET', EXPORT, { token: subject.token })).body.result.export;
    expect(afterExpiry.status).toBe('expired');
    expect(existsSync(path.join(h.uploadsDir, key))).toBe(false);
    expect((await download(subject.token, token)).statusCode).toBe(410);
    expect((await download(subject.token)).statusCode).toBe(410);

    // A new request after that is fine; a few per day (3 here), then 429.
    expect((await call(h.app, 'POST', EXPORT, { token: subject.token })).statusCode).toBe(202);
    const limited = await call(h.app, 'POST', EXPORT, { token: subject.token });
    expect(limited.statusCode).toBe(429);
    expect(limited.body.message).toBe('RATE_LIMITED');
  });

  it('answers 401 without a session', async () => {
    expect((await call(h.app, 'POST', EXPORT)).statusCode).toBe(401);
    expect((await call(h.app, 'GET', EXPORT)).statusCode).toBe(401);
  });
});

describe('data export in the background', { timeout: 60_000 }, () => {
  it('starts preparing right after the request, without waiting for the period', async () => {
    const nudged = await startTestApp({ dataExportIntervalMs: 10 * 60_000 });
    try {
      const { token, email } = await buildUser(nudged.app, { role: 'freelancer' });
      expect((await call(nudged.app, 'POST', EXPORT, { token })).statusCode).toBe(202);
      let status = 'pending';
      for (let i = 0; i < 100 && status === 'pending'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await call(nudged.app, 'GET', EXPORT, { token })).body.result.export.status;
      }
      expect(status).toBe('ready');
      const mails = await nudged.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'data-export-ready')));
      expect(mails).toHaveLength(1);
    } finally {
      await nudged.close();
    }
  });
});

describe('data export that cannot be prepared', { timeout: 60_000 }, () => {
  it('is tried again, then marked failed after 3 attempts and the person is mailed to ask again', async () => {
    const uploads = await mkdtemp(path.join(tmpdir(), 'talentport-export-fail-'));
    const disk = createDiskStorage(uploads);
    const failing = await startTestApp({
      storage: {
        ...disk,
        put: async (name, bytes, type) => {
          if (name.startsWith('data-export-')) throw new Error('disk full');
          await disk.put(name, bytes, type);
        },
      },
      logger: false,
    });
    try {
      const { token, email } = await buildUser(failing.app, { role: 'employer' });
      expect((await call(failing.app, 'POST', EXPORT, { token })).statusCode).toBe(202);
      const releaseClaim = () =>
        failing.database.db.update(dataExports).set({ claimedUntil: new Date(Date.now() - 1000) });
      expect(await failing.app.dataExportWorker.runOnce()).toBe(0);
      // Claimed for 10 minutes: not taken again before that.
      expect(await failing.app.dataExportWorker.runOnce()).toBe(0);
      await releaseClaim();
      expect(await failing.app.dataExportWorker.runOnce()).toBe(0);
      let state = (await call(failing.app, 'GET', EXPORT, { token })).body.result.export;
      expect(state.status).toBe('pending');
      await releaseClaim();
      expect(await failing.app.dataExportWorker.runOnce()).toBe(1);
      state = (await call(failing.app, 'GET', EXPORT, { token })).body.result.export;
      expect(state.status).toBe('failed');
      const [row] = await failing.database.db.select().from(dataExports);
      expect(row?.attempts).toBe(3);
      const mails = await failing.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'data-export-failed')));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.textBody).toMatch(/ask again in your settings/);
      expect((await call(failing.app, 'GET', DOWNLOAD, { token })).statusCode).toBe(404);
      // After a failure the person may ask again at once.
      expect((await call(failing.app, 'POST', EXPORT, { token })).statusCode).toBe(202);
    } finally {
      await failing.close();
      await rm(uploads, { recursive: true, force: true });
    }
  });
});
