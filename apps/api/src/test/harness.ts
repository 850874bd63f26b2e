import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProfileUpdateInput, UserRole } from '@talentport/contract';
import { type App, type BuildAppOptions, buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from './test-database.js';

export type TestHarness = {
  app: App;
  database: Database;
  uploadsDir: string;
  close: () => Promise<void>;
};

export async function startTestApp(options: Omit<BuildAppOptions, 'db'> = {}): Promise<TestHarness> {
  const database = await openTestDatabase();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'talentport-uploads-'));
  const app = await buildApp({ db: database.db, uploadsDir, ...options });
  await app.ready();
  return {
    app,
    database,
    uploadsDir,
    async close() {
      await app.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** Starts the app listening on a free local port, for socket clients: its base URL. */
export async function listenLocally(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string> };

/** Calls the API the way the web client does: JSON body, `token` header. */
export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { token: options.token } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.json(),
    raw: response.body,
  };
}

/** An answer's body without its `requestId`, which differs on every request by design. */
export function withoutRequestId<T extends { requestId?: unknown }>(body: T): Omit<T, 'requestId'> {
  const { requestId: _requestId, ...rest } = body;
  return rest;
}

let sequence = 0;
export function uniqueEmail(prefix = 'user') {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}.${sequence}@example.test`;
}

export const TEST_PASSWORD = 'correct horse battery';

/** Builds an account through the API: registered, optionally with a role and onboarded. */
export async function buildUser(
  app: App,
  {
    role,
    isOnboard = false,
    email = uniqueEmail(role ?? 'norole'),
    fullname = 'Test Person',
  }: {
    role?: UserRole;
    isOnboard?: boolean;
    email?: string;
    fullname?: string;
  } = {},
) {
  const registered = await call(app, 'POST', '/api/v1/user/register', {
    body: { fullname, email, password: TEST_PASSWORD },
  });
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.raw}`);
  const token: string = registered.body.result.token;
  if (role) {
    const filled = await call(app, 'POST', '/api/v1/user/fillUserRole', { token, body: { userRole: role } });
    if (filled.statusCode !== 200) throw new Error(`fillUserRole failed: ${filled.raw}`);
  }
  if (role && isOnboard) {
    const body = { ...COMPLETE_PROFILES[role], fullname };
    const submitted = await call(app, 'PUT', '/api/v1/user/profile', { token, body });
    if (submitted.statusCode !== 200) throw new Error(`profile submit failed: ${submitted.raw}`);
  }
  return { token, email, password: TEST_PASSWORD, fullname };
}

const COMPANY = {
  name: 'Acme Pte Ltd',
  companyIndustry: 'Software',
  companyLocation: 'Singapore',
  companySize: '11-50',
  aboutBusiness: 'We build software for logistics companies.',
} as const;

/** A profile with every field the role must fill in before onboarding completes. */
export const COMPLETE_PROFILES: Record<UserRole, ProfileUpdateInput> = {
  freelancer: {
    fullname: 'Test Person',
    occupation: 'Developer',
    nationality: 'Singaporean',
    phoneCode: '65',
    phone: '91234567',
    dateOfBirth: '1994-05-06',
    experienceLevel: 'Fresher',
    skills: ['TypeScript'],
    workingMode: 'Remote',
    workLoad: 'Full-time',
    describeYourself: 'I build web applications.',
  },
  employer: { fullname: 'Test Person', phone: '91234567', company: COMPANY },
  agency: { fullname: 'Test Person', phone: '91234567', company: COMPANY, expertise: ['Web development'] },
};

/** Makes a freelancer's profile public (decision 100: the default is for signed-in members only). */
export async function makeProfilePublic(app: App, token: string) {
  const body = { profileVisibility: 'public', availableFrom: null, openToOffers: false };
  const res = await call(app, 'PUT', '/api/v1/user/visibility', { token, body });
  if (res.statusCode !== 200) throw new Error(`visibility failed: ${res.raw}`);
}
