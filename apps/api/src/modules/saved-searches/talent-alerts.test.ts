import type { ProfileUpdateInput } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema.js';
import { createLinkBuilder } from '../../platform/links.js';
import { createSmtpTransport } from '../../platform/mail/transports.js';
import { buildUser, COMPLETE_PROFILES, call, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser } from '../../test/opportunity-builders.js';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.js';
import { createNewMatchFinder } from '../opportunities/index.js';
import { createNewTalentFinder } from '../talent/index.js';
import { sendDueAlerts } from './alerts.js';

let h: TestHarness;
let smtp: SmtpPeer;
const links = createLinkBuilder('https://app.test');
const DAY = 24 * 60 * 60_000;
const PATH = '/api/v1/saved-talent-searches';

beforeAll(async () => {
  smtp = await startSmtpPeer();
  h = await startTestApp({
    mailTransport: createSmtpTransport(smtp.url, 'Talentport <no-reply@talentport.test>'),
    mailPollMs: 50,
    alertIntervalMs: 0,
    publicUrl: 'https://app.test',
  });
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
const save = (token: string, body: object) => call(h.app, 'POST', PATH, { token, body });
const alertMailsTo = async (email: string) => {
  await h.app.mailWorker.drain();
  return smtp.received.filter((mail) => mail.to.includes(email) && /talent search/.test(mail.subject));
};

/**
 * A freelancer signs up and finishes onboarding with these profile fields (hidden first if asked):
 * the moment they become listed is the moment they become new to talent searches.
 */
async function becomeFreelancer(
  fullname: string,
  profile: Partial<ProfileUpdateInput>,
  visibility: 'members' | 'public' | 'hidden' = 'members',
) {
  const user = await buildUser(h.app, { role: 'freelancer', fullname });
  if (visibility !== 'members') await setVisibility(user.token, visibility);
  const body = { ...COMPLETE_PROFILES.freelancer, fullname, ...profile };
  const done = await call(h.app, 'PUT', '/api/v1/user/profile', { token: user.token, body });
  expect(done.statusCode).toBe(200);
  return user;
}
async function setVisibility(token: string, profileVisibility: 'members' | 'public' | 'hidden') {
  const body = { profileVisibility, availableFrom: null, openToOffers: false };
  const answer = await call(h.app, 'PUT', '/api/v1/user/visibility', { token, body });
  expect(answer.statusCode).toBe(200);
}

describe('saved talent searches: managing them', () => {
  it('employers and agencies save, list, rename and delete; others get 404, freelancers 403', async () => {
    const owner = await buildVerifiedUser(h, 'employer', 'Owner Employer');
    const other = await buildVerifiedUser(h, 'employer', 'Other Employer');
    const agency = await buildVerifiedUser(h, 'agency', 'Agency Owner');
    const freelancer = await buildVerifiedUser(h, 'freelancer', 'Not A Hirer');
    const query = 'tab=Freelancer&jobName=kotlin&workingMode=Remote';
    const created = await save(owner.token, { name: 'Kotlin', query: `${query}&page=2`, frequency: 'daily' });
    expect(created.statusCode).toBe(200);
    expect(created.body.result).toMatchObject({
      name: 'Kotlin',
      target: 'talent',
      query,
      frequency: 'daily',
    });
    const id = created.body.result._id as string;
    const list = await call(h.app, 'GET', PATH, { token: owner.token });
    expect(list.body.result).toMatchObject({ total: 1, items: [{ _id: id, target: 'talent' }] });
    const changed = await call(h.app, 'PUT', `${PATH}/${id}`, {
      token: owner.token,
      body: { name: 'Remote Kotlin', frequency: 'weekly' },
    });
    expect(changed.body.result).toMatchObject({ name: 'Remote Kotlin', frequency: 'weekly' });
    for (const [method, body] of [
      ['PUT', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(h.app, method, `${PATH}/${id}`, { token: other.token, body })).statusCode).toBe(404);
      // The opportunity endpoints do not reach a talent search, even its owner's.
      expect(
        (await call(h.app, method, `/api/v1/saved-searches/${id}`, { token: agency.token, body })).statusCode,
      ).toBe(404);
    }
    expect((await call(h.app, 'GET', PATH, { token: freelancer.token })).statusCode).toBe(403);
    const refused = await save(freelancer.token, { name: 'x', query, frequency: 'daily' });
    expect(refused.statusCode).toBe(403);

    // An agency keeps both kinds, each listed by its own endpoint.
    expect((await save(agency.token, { name: 'People', query, frequency: 'instant' })).statusCode).toBe(200);
    const jobs = await call(h.app, 'POST', '/api/v1/saved-searches', {
      token: agency.token,
      body: { name: 'Jobs', query: 'tab=Job', frequency: 'daily' },
    });
    expect(jobs.statusCode).toBe(200);
    const agencyTalent = await call(h.app, 'GET', PATH, { token: agency.token });
    expect(agencyTalent.body.result.items.map((item: { name: string }) => item.name)).toEqual(['People']);
    const agencyJobs = await call(h.app, 'GET', '/api/v1/saved-searches', { token: agency.token });
    expect(agencyJobs.body.result.items.map((item: { name: string }) => item.name)).toEqual(['Jobs']);

    expect((await call(h.app, 'DELETE', `${PATH}/${id}`, { token: owner.token })).statusCode).toBe(200);
    expect((await call(h.app, 'GET', PATH, { token: owner.token })).body.result.total).toBe(0);
  });

  it('refuses an agency search and a search the talent API would refuse, in words', async () => {
    const { token } = await buildVerifiedUser(h, 'employer');
    const agencies = await save(token, { name: 'x', query: 'tab=Agency&jobName=web', frequency: 'daily' });
    expect(agencies.statusCode).toBe(400);
    expect(agencies.body.error.en).toMatch(/only searches for freelancers can be saved/);
    const bad = await save(token, {
      name: 'x',
      query: 'tab=Freelancer&workingMode=Moon',
      frequency: 'daily',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.error.en).toMatch(/query is not a search we understand \(workingMode/);
  });
});

describe('saved talent searches: alerts of new people', () => {
  it('instant: people who become findable and match alert once; hidden and non-matching never', async () => {
    const employer = await buildVerifiedUser(h, 'employer', 'Eli Instant');
    const query = 'tab=Freelancer&jobName=elixir&workingMode=Remote';
    await becomeFreelancer('Before Save', { skills: ['Elixir'] });
    await runAlerts(); // earlier searches are out of the way
    const saved = await save(employer.token, { name: 'Remote Elixir', query, frequency: 'instant' });
    const ada = await becomeFreelancer('Ada Elixir', { skills: ['Elixir', 'Phoenix'] });
    await becomeFreelancer('Onsite Elixir', { skills: ['Elixir'], workingMode: 'Onsite' });
    await becomeFreelancer('Go Person', { skills: ['Go'], describeYourself: 'I write Go services.' });
    const hidden = await becomeFreelancer('Hidden Elixir', { skills: ['Elixir'] }, 'hidden');

    expect(await runAlerts()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await alertMailsTo(employer.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('A new freelancer matches your talent search');
    expect(mail?.text).toContain('Ada Elixir');
    for (const absent of ['Before Save', 'Onsite Elixir', 'Go Person', 'Hidden Elixir']) {
      expect(mail?.text).not.toContain(absent);
    }
    const adaCode = (await call(h.app, 'GET', '/api/v1/user/profile', { token: ada.token })).body.result.code;
    expect(mail?.text).toContain(`https://app.test/employer/talent/${adaCode}`);
    expect(mail?.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/app\.test\/api\/v1\/saved-searches\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const notes = await call(h.app, 'GET', '/api/v1/notifications', { token: employer.token });
    expect(notes.body.result.items).toEqual([
      expect.objectContaining({
        kind: 'saved-search.talent-matches',
        link: `/employer/talent?${saved.body.result.query}`,
        body: expect.stringContaining('Ada Elixir'),
      }),
    ]);

    // Nothing new: no mail. Ada editing her profile does not alert again (each person once).
    await runAlerts();
    const edited = { ...COMPLETE_PROFILES.freelancer, fullname: 'Ada Elixir', skills: ['Elixir', 'Erlang'] };
    await call(h.app, 'PUT', '/api/v1/user/profile', { token: ada.token, body: edited });
    await runAlerts(new Date(Date.now() + 60_000));
    expect(await alertMailsTo(employer.email)).toHaveLength(1);

    // The hidden one shows their profile: now findable, so new. A listed non-match who changes so
    // that they match is new too.
    smtp.received.length = 0;
    await setVisibility(hidden.token, 'public');
    await runAlerts(new Date(Date.now() + 120_000));
    const [unhidden, ...extra] = await alertMailsTo(employer.email);
    expect(extra).toHaveLength(0);
    expect(unhidden?.text).toContain('Hidden Elixir');
    expect(unhidden?.text).not.toContain('Ada Elixir');
  });

  it('a profile that changes so that it matches is new; a visibility change between members and public is not', async () => {
    const employer = await buildVerifiedUser(h, 'employer', 'Hal Changes');
    const query = 'tab=Freelancer&jobName=haskell';
    const late = await becomeFreelancer('Late Haskeller', { skills: ['Java'] });
    const member = await becomeFreelancer('Member Haskeller', { skills: ['Haskell'] });
    await runAlerts();
    await save(employer.token, { name: 'Haskell', query, frequency: 'instant' });
    await setVisibility(member.token, 'public');
    const body = { ...COMPLETE_PROFILES.freelancer, fullname: 'Late Haskeller', skills: ['Java', 'Haskell'] };
    expect((await call(h.app, 'PUT', '/api/v1/user/profile', { token: late.token, body })).statusCode).toBe(
      200,
    );
    await runAlerts();
    const [mail, ...more] = await alertMailsTo(employer.email);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('Late Haskeller');
    expect(mail?.text).not.toContain('Member Haskeller');
  });

  it('daily and weekly: one batched mail per window, none before it is over', async () => {
    const daily = await buildVerifiedUser(h, 'employer', 'Dee Daily');
    const weekly = await buildVerifiedUser(h, 'agency', 'Wes Weekly');
    const query = 'tab=Freelancer&jobName=clojure';
    await runAlerts();
    await save(daily.token, { name: 'Clojure daily', query, frequency: 'daily' });
    await save(weekly.token, { name: 'Clojure weekly', query, frequency: 'weekly' });
    await becomeFreelancer('First Clojurist', { skills: ['Clojure'] });
    await runAlerts();
    expect(await alertMailsTo(daily.email)).toHaveLength(0);
    await becomeFreelancer('Second Clojurist', { skills: ['Clojure'] });
    const nextDay = new Date(Date.now() + DAY + 1000);
    await runAlerts(nextDay);
    await runAlerts(new Date(nextDay.getTime() + 1000));
    const dailyMails = await alertMailsTo(daily.email);
    expect(dailyMails).toHaveLength(1);
    expect(dailyMails[0]?.subject).toBe('2 new freelancers match your talent search');
    expect(dailyMails[0]?.text).toContain('First Clojurist');
    expect(dailyMails[0]?.text).toContain('Second Clojurist');
    expect(await alertMailsTo(weekly.email)).toHaveLength(0);

    await runAlerts(new Date(Date.now() + 7 * DAY + 1000));
    const weeklyMails = await alertMailsTo(weekly.email);
    expect(weeklyMails).toHaveLength(1);
    expect(weeklyMails[0]?.text).toContain('Second Clojurist');
    const notes = await call(h.app, 'GET', '/api/v1/notifications', { token: weekly.token });
    expect(notes.body.result.items[0]).toMatchObject({ link: `/agency/talent?${query}` });
  });

  it('sees what the saver may see: members-only profiles for hirers, never for public-only viewers', async () => {
    const since = new Date(Date.now() - 1000);
    await becomeFreelancer('Members Fortran', { skills: ['Fortran'] });
    await becomeFreelancer('Public Fortran', { skills: ['Fortran'] }, 'public');
    await becomeFreelancer('Hidden Fortran', { skills: ['Fortran'] }, 'hidden');
    const find = createNewTalentFinder(h.database.db);
    const filters = {
      tab: 'Freelancer' as const,
      freelancerType: [],
      expertise: [],
      workload: [],
      workingMode: [],
      yearsOfExperience: [],
      country: [],
      language: [],
      jobName: 'fortran',
      sort: 'bestMatch' as const,
    };
    const window = { after: since, upTo: new Date(Date.now() + 1000), limit: 10 };
    const names = async (levels: ('public' | 'members')[]) =>
      (await find(filters, window, levels)).map((row) => row.fullname).sort();
    expect(await names(['public', 'members'])).toEqual(['Members Fortran', 'Public Fortran']);
    expect(await names(['public'])).toEqual(['Public Fortran']);
  });
});

describe('saved talent searches: unsubscribe without a session', () => {
  it('one-click POST (RFC 8058) deletes the search; later matches send nothing', async () => {
    const employer = await buildVerifiedUser(h, 'employer', 'Una Leaving');
    await runAlerts();
    const saved = await save(employer.token, {
      name: 'Scala',
      query: 'tab=Freelancer&jobName=scala',
      frequency: 'instant',
    });
    await becomeFreelancer('Sam Scala', { skills: ['Scala'] });
    await runAlerts();
    const [mail] = await alertMailsTo(employer.email);
    const link = (mail?.headers['list-unsubscribe'] ?? '').slice(1, -1);
    expect(mail?.text).toContain(link);
    const answer = await h.app.inject({
      method: 'POST',
      url: link.replace('https://app.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('You are unsubscribed');
    expect(answer.body).toContain('new freelancers matching “Scala”');
    const id = saved.body.result._id as string;
    expect(await h.database.db.select().from(savedSearches).where(eq(savedSearches.id, id))).toHaveLength(0);

    smtp.received.length = 0;
    await becomeFreelancer('Sue Scala', { skills: ['Scala'] });
    await runAlerts();
    expect(await alertMailsTo(employer.email)).toHaveLength(0);
  });

  it('the account’s alerts switch stops the mail but keeps the notification', async () => {
    const employer = await buildVerifiedUser(h, 'employer', 'Quiet Employer');
    const off = await call(h.app, 'PUT', '/api/v1/user/notification-preferences', {
      token: employer.token,
      body: { mail: { alerts: false } },
    });
    expect(off.statusCode).toBe(200);
    await runAlerts();
    await save(employer.token, {
      name: 'OCaml',
      query: 'tab=Freelancer&jobName=ocaml',
      frequency: 'instant',
    });
    await becomeFreelancer('Olga OCaml', { skills: ['OCaml'] });
    await runAlerts();
    expect(await alertMailsTo(employer.email)).toHaveLength(0);
    const notes = await call(h.app, 'GET', '/api/v1/notifications', { token: employer.token });
    expect(notes.body.result.items[0]).toMatchObject({ kind: 'saved-search.talent-matches' });
  });
});
