import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, savedSearches } from '../../db/schema.js';
import { createLinkBuilder } from '../../platform/links.js';
import { createSmtpTransport } from '../../platform/mail/transports.js';
import { call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser, postOpportunity } from '../../test/opportunity-builders.js';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.js';
import { createNewMatchFinder } from '../opportunities/index.js';
import { createNewTalentFinder } from '../talent/index.js';
import { sendDueAlerts } from './alerts.js';

let h: TestHarness;
let smtp: SmtpPeer;
let employer: string;
const links = createLinkBuilder('https://app.test');
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  h = await startTestApp({
    mailTransport: createSmtpTransport(smtp.url, 'Talentport <no-reply@talentport.test>'),
    mailPollMs: 50,
    alertIntervalMs: 0,
    publicUrl: 'https://app.test',
  });
  employer = (await buildVerifiedUser(h, 'employer', 'Hiring Company')).token;
});
afterAll(async () => {
  await h.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const runAlerts = (now = new Date()) =>
  sendDueAlerts({
    db: h.database.db,
    links,
    findNewMatches: createNewMatchFinder(h.database.db),
    findNewTalent: createNewTalentFinder(h.database.db),
    now,
  });
const save = (token: string, body: object) => call(h.app, 'POST', '/api/v1/saved-searches', { token, body });
const REMOTE_TS = 'tab=Job&jobName=typescript&workingMode=Remote';
const alertMailsTo = async (email: string) => {
  await h.app.mailWorker.drain();
  return smtp.received.filter(
    (mail) => mail.to.includes(email) && /match your search|matches your search/.test(mail.subject),
  );
};

describe('saved searches: managing them', () => {
  it('saves, lists, renames, changes frequency and deletes; others get 404, employers 403', async () => {
    const owner = await buildVerifiedUser(h, 'freelancer', 'Owner');
    const other = await buildVerifiedUser(h, 'freelancer', 'Other');
    const created = await save(owner.token, {
      name: 'Remote TS',
      query: `?${REMOTE_TS}&page=3`,
      frequency: 'daily',
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.result).toMatchObject({ name: 'Remote TS', query: REMOTE_TS, frequency: 'daily' });
    const id = created.body.result._id as string;
    const list = await call(h.app, 'GET', '/api/v1/saved-searches', { token: owner.token });
    expect(list.body.result).toMatchObject({ total: 1, items: [{ _id: id }] });
    const renamed = await call(h.app, 'PUT', `/api/v1/saved-searches/${id}`, {
      token: owner.token,
      body: { name: 'Remote TypeScript', frequency: 'weekly' },
    });
    expect(renamed.body.result).toMatchObject({ name: 'Remote TypeScript', frequency: 'weekly' });
    for (const [method, body] of [
      ['PUT', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(h.app, method, `/api/v1/saved-searches/${id}`, { token: other.token, body });
      expect(answer.statusCode).toBe(404);
    }
    expect((await call(h.app, 'GET', '/api/v1/saved-searches', { token: employer })).statusCode).toBe(403);
    expect(
      (await call(h.app, 'DELETE', `/api/v1/saved-searches/${id}`, { token: owner.token })).statusCode,
    ).toBe(200);
    expect(
      (await call(h.app, 'GET', '/api/v1/saved-searches', { token: owner.token })).body.result.total,
    ).toBe(0);
  });

  it('refuses a search the search API would refuse, a missing name and an unknown frequency, in words', async () => {
    const { token } = await buildVerifiedUser(h, 'freelancer');
    const badQuery = await save(token, { name: 'x', query: 'tab=Job&workingMode=Moon', frequency: 'daily' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.body.error.en).toMatch(/query is not a search we understand \(workingMode/);
    const noName = await save(token, { name: ' ', query: REMOTE_TS, frequency: 'daily' });
    expect(noName.body.error.en).toMatch(/name/);
    const badFrequency = await save(token, { name: 'x', query: REMOTE_TS, frequency: 'hourly' });
    expect(badFrequency.body.error.en).toMatch(/instant, daily or weekly/);
  });
});

describe('saved searches: alerts', () => {
  it('instant: a matching listing published after the save alerts once, by mail and notification', async () => {
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Ada Instant');
    await runAlerts(); // earlier tests' searches are out of the way
    const before = await postOpportunity(h, employer, { title: 'Posted before the save' });
    await save(freelancer.token, { name: 'Remote TS', query: REMOTE_TS, frequency: 'instant' });
    const matching = await postOpportunity(h, employer, { title: 'TypeScript engineer, remote' });
    await postOpportunity(h, employer, { title: 'TypeScript engineer on site', workingMode: 'Onsite' });
    await postOpportunity(h, employer, {
      title: 'Go developer',
      skills: ['Go'],
      description: 'Write Go services for our payments platform.',
    });

    expect(await runAlerts()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await alertMailsTo(freelancer.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('A new opportunity matches your search');
    expect(mail?.text).toContain('TypeScript engineer, remote');
    expect(mail?.text).toContain(`https://app.test/freelancer/opportunities/${matching._id}`);
    expect(mail?.text).not.toContain('on site');
    expect(mail?.text).not.toContain(before._id);
    const unsubscribe = mail?.headers['list-unsubscribe'] ?? '';
    expect(unsubscribe).toMatch(/^<https:\/\/app\.test\/api\/v1\/saved-searches\/unsubscribe\?token=[^>]+>$/);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const notes = await call(h.app, 'GET', '/api/v1/notifications', { token: freelancer.token });
    expect(notes.body.result.items).toEqual([
      expect.objectContaining({
        kind: 'saved-search.matches',
        link: `/freelancer/opportunities?${REMOTE_TS}`,
        body: expect.stringContaining('TypeScript engineer, remote'),
      }),
    ]);
    // The same window again, and a later run: nothing new, nothing sent.
    await runAlerts();
    await runAlerts(new Date(Date.now() + 60_000));
    expect(await alertMailsTo(freelancer.email)).toHaveLength(1);
  });

  it('daily: one batched mail per day with every new match, none before the day is over', async () => {
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Ada Daily');
    const saved = await save(freelancer.token, {
      name: 'Daily projects',
      query: 'tab=Project&jobName=dashboard',
      frequency: 'daily',
    });
    const project = { type: 'Project', payType: 'Fixed', title: 'Dashboard project' } as const;
    const first = await postOpportunity(h, employer, project);
    await runAlerts();
    expect(await alertMailsTo(freelancer.email)).toHaveLength(0);
    const second = await postOpportunity(h, employer, { ...project, title: 'Second dashboard project' });
    const nextDay = new Date(Date.now() + DAY + 1000);
    await runAlerts(nextDay);
    await runAlerts(new Date(nextDay.getTime() + 1000));
    const mails = await alertMailsTo(freelancer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('2 new opportunities match your search');
    expect(mails[0]?.text).toContain(first._id);
    expect(mails[0]?.text).toContain(second._id);
    const [row] = await h.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, saved.body.result._id));
    expect(row?.nextDueAt.getTime()).toBe(nextDay.getTime() + DAY);
  });

  it('two runs at once (two processes) alert once', async () => {
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Ada Twice');
    await save(freelancer.token, { name: 'Twice', query: 'tab=Job&jobName=platypus', frequency: 'instant' });
    await postOpportunity(h, employer, { title: 'Platypus platform engineer' });
    const now = new Date();
    await Promise.all([runAlerts(now), runAlerts(now), runAlerts(now)]);
    expect(await alertMailsTo(freelancer.email)).toHaveLength(1);
    const notes = await call(h.app, 'GET', '/api/v1/notifications', { token: freelancer.token });
    expect(notes.body.result.total).toBe(1);
  });

  it('a muted alerts preference sends no mail but still adds the notification', async () => {
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Ada Muted');
    await call(h.app, 'PUT', '/api/v1/user/notification-preferences', {
      token: freelancer.token,
      body: { mail: { alerts: false } },
    });
    await runAlerts();
    await save(freelancer.token, { name: 'Muted', query: REMOTE_TS, frequency: 'instant' });
    await postOpportunity(h, employer, { title: 'Muted TypeScript role' });
    await runAlerts();
    expect(await alertMailsTo(freelancer.email)).toHaveLength(0);
    const queued = await h.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, freelancer.email));
    expect(queued.filter((mail) => mail.kind === 'alerts')).toHaveLength(0);
    const notes = await call(h.app, 'GET', '/api/v1/notifications', { token: freelancer.token });
    expect(notes.body.result.total).toBe(1);
  });
});

describe('unsubscribe without a session', () => {
  async function alertWithLink() {
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Ada Leaving');
    await runAlerts();
    const saved = await save(freelancer.token, { name: 'To leave', query: REMOTE_TS, frequency: 'instant' });
    await postOpportunity(h, employer, { title: 'Another remote TypeScript role' });
    await runAlerts();
    const [mail] = await alertMailsTo(freelancer.email);
    const link = (mail?.headers['list-unsubscribe'] ?? '').slice(1, -1);
    expect(mail?.text).toContain(link);
    return { freelancer, id: saved.body.result._id as string, path: link.replace('https://app.test', '') };
  }
  const exists = async (id: string) =>
    (await h.database.db.select().from(savedSearches).where(eq(savedSearches.id, id))).length === 1;

  it('one-click POST (RFC 8058) deletes the search at once', async () => {
    const { id, path } = await alertWithLink();
    const answer = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('You are unsubscribed');
    expect(await exists(id)).toBe(false);
    const again = await h.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.body).toContain('This alert is off');
  });

  it('GET only shows a confirm button; its form post unsubscribes', async () => {
    const { id, path } = await alertWithLink();
    const page = await h.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('To leave');
    expect(await exists(id)).toBe(true);
    const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const posted = await h.app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(posted.body).toContain('You are unsubscribed');
    expect(await exists(id)).toBe(false);
  });

  it('a token with the wrong key unsubscribes nothing', async () => {
    const { id } = await alertWithLink();
    const answer = await h.app.inject({
      method: 'POST',
      url: `/api/v1/saved-searches/unsubscribe?token=${id}.not-the-key-at-all`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.body).toContain('This alert is off');
    expect(await exists(id)).toBe(true);
  });
});

describe('guest alerts (double opt-in)', () => {
  it('sends only the confirmation until it is confirmed, then alerts with the same unsubscribe', async () => {
    const email = `guest.${Date.now()}@example.test`;
    await runAlerts();
    const asked = await call(h.app, 'POST', '/api/v1/saved-searches/guest', {
      body: { email, query: 'tab=Job&jobName=kotlin', frequency: 'instant' },
    });
    expect(asked.body.result).toEqual({ isMailSent: true });
    const confirmation = await smtp.mailTo(email, 'Confirm your Talentport job alert');
    const link = confirmation.links.find((url) => url.includes('/saved-searches/confirm')) ?? '';
    await postOpportunity(h, employer, { title: 'Kotlin developer before confirming', skills: ['Kotlin'] });
    await runAlerts();
    expect(await alertMailsTo(email)).toHaveLength(0);

    const path = link.replace('https://app.test', '');
    const page = await h.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Confirm my job alert');
    await runAlerts();
    expect(await alertMailsTo(email)).toHaveLength(0);
    const confirmed = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.body).toContain('Your job alert is on');

    await postOpportunity(h, employer, { title: 'Kotlin developer after confirming', skills: ['Kotlin'] });
    await runAlerts();
    const [mail, ...more] = await alertMailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('Kotlin developer after confirming');
    expect(mail?.text).not.toContain('before confirming');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const reused = await h.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(reused.body).toContain('This link does not work');
  });

  it('is rate-limited per address', async () => {
    const email = `limited.${Date.now()}@example.test`;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await call(h.app, 'POST', '/api/v1/saved-searches/guest', {
        body: { email, query: 'tab=Job', frequency: 'daily' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
