import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeProfilePublic, startTestApp, type TestHarness } from '../../test/harness.js';
import { buildVerifiedUser } from '../../test/opportunity-builders.js';
import { readPage } from '../../test/read-page.js';

/**
 * Decision 129: country, city, time zone and languages on a freelancer's profile, checked in plain
 * English, shown on the profile, the card and the crawlable page, and filtered on by talent search
 * (country, language at a level, working hours in common), with visibility unchanged.
 */
const ORIGIN = 'https://talentport.test';
let h: TestHarness;
let dist: string;
let employer: Awaited<ReturnType<typeof buildVerifiedUser>>;
const people: Record<string, Awaited<ReturnType<typeof buildVerifiedUser>>> = {};

// Time zones without daylight saving time, so the hours in common never depend on the date.
const PLACES = {
  // Tokyo is UTC+9: 7 hours in common with Singapore (UTC+8).
  TOMO: {
    country: 'JP',
    city: 'Tokyo',
    timeZone: 'Asia/Tokyo',
    languages: [
      { language: 'ja', level: 'native' },
      { language: 'en', level: 'conversational' },
    ],
  },
  // Kolkata is UTC+5:30: 5½ hours in common with Singapore.
  PRIYA: {
    country: 'IN',
    city: 'Kolkata',
    timeZone: 'Asia/Kolkata',
    languages: [
      { language: 'hi', level: 'native' },
      { language: 'en', level: 'fluent' },
    ],
  },
  // Bogotá is UTC−5: 13 hours behind Singapore, 11 around the clock: nothing in common.
  CAMILO: {
    country: 'CO',
    city: 'Bogotá',
    timeZone: 'America/Bogota',
    languages: [{ language: 'es', level: 'native' }],
  },
  // Kiritimati is UTC+14: 6 hours ahead of Singapore, 2 hours in common.
  TEMA: {
    country: 'KI',
    city: '',
    timeZone: 'Pacific/Kiritimati',
    languages: [{ language: 'en', level: 'basic' }],
  },
} as const;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'talentport-location-'));
  copyFileSync(
    path.resolve(import.meta.dirname, '../../../../web/index.html'),
    path.join(dist, 'index.html'),
  );
  h = await startTestApp({ webDist: dist, publicUrl: ORIGIN });
  employer = await buildVerifiedUser(h, 'employer');
  for (const [name, place] of Object.entries(PLACES)) {
    const person = await buildVerifiedUser(h, 'freelancer', `${name[0]}${name.slice(1).toLowerCase()} Loc`);
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', { token: person.token, body: place });
    expect(res.statusCode, res.raw).toBe(200);
    people[name] = person;
  }
  // Tomo and Tema are public; Priya and Camilo members-only (the default).
  await makeProfilePublic(h.app, people.TOMO?.token as string);
  await makeProfilePublic(h.app, people.TEMA?.token as string);
}, 120_000);
afterAll(async () => {
  await h.close();
  rmSync(dist, { recursive: true, force: true });
});

const codeOf = (name: string) => people[name]?.code as string;
async function found(query: string, token?: string): Promise<string[]> {
  const res = await call(h.app, 'GET', `/api/v1/talent?${query}&sort=rating`, token ? { token } : {});
  expect(res.statusCode, res.raw).toBe(200);
  const byCode = new Map(Object.keys(people).map((name) => [codeOf(name), name]));
  return (res.body.result.items as { code: string }[])
    .map((item) => byCode.get(item.code))
    .filter((name): name is string => Boolean(name))
    .sort();
}

describe('saving location and languages', () => {
  it('keeps them on the profile, normalising the codes', async () => {
    const person = await buildVerifiedUser(h, 'freelancer');
    const body = {
      country: 'fr',
      city: '  Lyon ',
      timeZone: 'Europe/Paris',
      languages: [
        { language: 'FR', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    };
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', { token: person.token, body });
    expect(res.statusCode, res.raw).toBe(200);
    const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token: person.token })).body.result;
    expect(profile).toMatchObject({
      country: 'FR',
      city: 'Lyon',
      timeZone: 'Europe/Paris',
      languages: [
        { language: 'fr', level: 'native' },
        { language: 'en', level: 'fluent' },
      ],
    });
    // Empty texts clear them.
    await call(h.app, 'PUT', '/api/v1/user/profile', {
      token: person.token,
      body: { country: '', city: '', timeZone: '', languages: [] },
    });
    const cleared = (await call(h.app, 'GET', '/api/v1/user/profile', { token: person.token })).body.result;
    expect(cleared).toMatchObject({ country: '', city: '', timeZone: '', languages: [] });
  });

  const tooMany = ['fr', 'en', 'de', 'es', 'it', 'pt', 'nl', 'sv', 'pl', 'ja', 'ko'].map((language) => ({
    language,
    level: 'basic',
  }));
  it.each([
    [{ country: 'France' }, 'country', 'must be a two-letter country code (ISO 3166-1), like FR'],
    [{ country: 'XX' }, 'country', 'must be a two-letter country code (ISO 3166-1), like FR'],
    [{ city: 'x'.repeat(101) }, 'city', 'must be at most 100 characters'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'must be a time zone name, like Europe/Paris'],
    [{ timeZone: 'GMT+5' }, 'timeZone', 'must be a time zone name, like Europe/Paris'],
    [
      { languages: [{ language: 'klingon', level: 'native' }] },
      'languages[0].language',
      'must be a two-letter language code (ISO 639-1), like fr',
    ],
    [
      { languages: [{ language: 'fr', level: 'perfect' }] },
      'languages[0].level',
      'must be one of basic, conversational, fluent, native',
    ],
    [
      {
        languages: [
          { language: 'fr', level: 'native' },
          { language: 'fr', level: 'basic' },
        ],
      },
      'languages',
      'must name each language once',
    ],
    [{ languages: tooMany }, 'languages', 'must list at most 10 languages'],
  ])('refuses %j with a sentence next to the field', async (body, path, message) => {
    const person = people.TOMO?.token as string;
    const res = await call(h.app, 'PUT', '/api/v1/user/profile', { token: person, body });
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fields).toContainEqual(expect.objectContaining({ path, message }));
    const profile = (await call(h.app, 'GET', '/api/v1/user/profile', { token: person })).body.result;
    expect(profile.country).toBe('JP');
  });
});

describe('showing them', () => {
  it('on the public profile and the card', async () => {
    const profile = await call(h.app, 'GET', `/api/v1/user/public-profile/${codeOf('TOMO')}`);
    expect(profile.body.result).toMatchObject(PLACES.TOMO);
    const res = await call(h.app, 'GET', '/api/v1/talent?country=JP');
    const card = res.body.result.items.find((item: { code: string }) => item.code === codeOf('TOMO'));
    expect(card).toMatchObject(PLACES.TOMO);
  });

  it('on the crawlable page: the place, the offset and the languages in words, and in JSON-LD', async () => {
    const response = await h.app.inject({ method: 'GET', url: `/talent/${codeOf('TOMO')}` });
    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.noScriptText).toContain('Based in Tokyo, Japan · Asia/Tokyo (UTC+9)');
    expect(page.noScriptText).toContain('Languages: Japanese (native), English (conversational)');
    expect(page.jsonLd[0]).toMatchObject({
      mainEntity: {
        homeLocation: { address: { addressLocality: 'Tokyo', addressCountry: 'JP' } },
        knowsLanguage: [
          { name: 'Japanese', alternateName: 'ja' },
          { name: 'English', alternateName: 'en' },
        ],
      },
    });
  });
});

describe('talent search by location and language', () => {
  it.each([
    ['country=JP', ['TOMO']],
    ['country=IN&country=CO', ['CAMILO', 'PRIYA']],
    ['language=en', ['PRIYA', 'TEMA', 'TOMO']],
    ['language=en&languageLevel=conversational', ['PRIYA', 'TOMO']],
    ['language=en&languageLevel=fluent', ['PRIYA']],
    ['language=es&language=ja&languageLevel=native', ['CAMILO', 'TOMO']],
    ['tz=Asia/Singapore&overlap=6', ['TOMO']],
    ['tz=Asia/Singapore&overlap=5', ['PRIYA', 'TOMO']],
    ['tz=Asia/Singapore&overlap=2', ['PRIYA', 'TEMA', 'TOMO']],
    ['tz=Asia/Singapore&overlap=3', ['PRIYA', 'TOMO']],
    // Bogotá's working day is Singapore's and Kolkata's night; but Kiritimati's Tuesday morning
    // (UTC+14) is Bogotá's Monday afternoon (UTC−5): 19 hours apart, 5 around the clock, 3 in common.
    ['tz=America/Bogota&overlap=1', ['CAMILO', 'TEMA']],
    ['tz=America/Bogota&overlap=4', ['CAMILO']],
    ['tz=America/Bogota&overlap=1&language=hi', []],
    ['country=IN&language=en&tz=Asia/Tokyo&overlap=4', ['PRIYA']],
  ])('%s (employer)', async (query, expected) => {
    expect(await found(query, employer.token)).toEqual(expected);
  });

  it('keeps visibility: a guest finds only the public people', async () => {
    expect(await found('language=en')).toEqual(['TEMA', 'TOMO']);
    expect(await found('tz=Asia/Singapore&overlap=5')).toEqual(['TOMO']);
    expect(await found('country=IN')).toEqual([]);
  });

  it('counts facets with the new filters applied', async () => {
    const res = await call(h.app, 'GET', '/api/v1/talent/facets?language=en&languageLevel=fluent', {
      token: employer.token,
    });
    expect(res.statusCode, res.raw).toBe(200);
    expect(res.body.result.tab).toContainEqual({ value: 'Freelancer', count: 1 });
  });

  it('follows a change of location at once', async () => {
    const token = people.CAMILO?.token as string;
    await call(h.app, 'PUT', '/api/v1/user/profile', {
      token,
      body: { country: 'PH', timeZone: 'Asia/Manila' },
    });
    expect(await found('country=PH', employer.token)).toEqual(['CAMILO']);
    expect(await found('tz=Asia/Singapore&overlap=8', employer.token)).toEqual(['CAMILO']);
    await call(h.app, 'PUT', '/api/v1/user/profile', { token, body: PLACES.CAMILO });
    expect(await found('country=PH', employer.token)).toEqual([]);
  });

  it.each([
    ['overlap=4', 'tz', 'is needed with overlap: give your time zone, like Europe/Paris'],
    ['tz=Nowhere/Land&overlap=4', 'tz', 'must be a time zone name, like Europe/Paris'],
    ['tz=UTC&overlap=9', 'overlap', 'must be a number of hours from 1 to 8'],
    ['country=Japan', 'country[0]', 'must be a two-letter country code (ISO 3166-1), like FR'],
    ['language=english', 'language[0]', 'must be a two-letter language code (ISO 639-1), like fr'],
    [
      'language=en&languageLevel=good',
      'languageLevel',
      'must be one of basic, conversational, fluent, native',
    ],
  ])('refuses %s with a sentence naming the field', async (query, path, message) => {
    const res = await call(h.app, 'GET', `/api/v1/talent?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body.error.fields).toContainEqual(expect.objectContaining({ path, message }));
  });
});
