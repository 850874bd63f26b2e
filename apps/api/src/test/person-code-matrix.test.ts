import type { ProfileVisibility, UserRole } from '@talentport/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { canSeeTalent, isAllowed } from '../policies/index.js';
import { call, startTestApp, type TestHarness, withoutRequestId } from './harness.js';
import { buildVerifiedUser, postOpportunity } from './opportunity-builders.js';

/**
 * Decision 116: every operation that takes a person's code answers a person the caller may not see
 * (decision 100) exactly as it answers a code that does not exist. The operations are found in the
 * OpenAPI document: every path parameter, query parameter or body field named `code`, `codes` or
 * `…Code` must be listed below, either with a probe that calls it or, when the code is not a
 * person's, with the reason. A new operation that takes a person's code fails this test until it
 * is probed, so it cannot skip the rule.
 */
type Viewer = 'guest' | UserRole;
type Target = ProfileVisibility | 'unknown';
type Context = { token: string | undefined; opportunityId: string; listId: string };
type Probe = { call: (ctx: Context, code: string) => ReturnType<typeof call> };

const api =
  (h: TestHarness) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, ctx: Context, body?: unknown) =>
    call(h.app, method, url, {
      ...(ctx.token ? { token: ctx.token } : {}),
      ...(body !== undefined ? { body } : {}),
    });

let h: TestHarness;
const send = (...args: Parameters<ReturnType<typeof api>>) => api(h)(...args);

const PROBES: Record<string, Probe> = {
  'POST /api/v1/chat/conversations/direct': {
    call: (ctx, code) => send('POST', '/api/v1/chat/conversations/direct', ctx, { userCode: code }),
  },
  'POST /api/v1/chat/blocks': {
    call: (ctx, code) => send('POST', '/api/v1/chat/blocks', ctx, { userCode: code }),
  },
  'DELETE /api/v1/chat/blocks/{userCode}': {
    call: (ctx, code) => send('DELETE', `/api/v1/chat/blocks/${code}`, ctx),
  },
  'POST /api/v1/opportunities/{id}/requests': {
    call: (ctx, code) =>
      send('POST', `/api/v1/opportunities/${ctx.opportunityId}/requests`, ctx, {
        freelancerCode: code,
        message: 'We would like you to apply.',
      }),
  },
  'GET /api/v1/user/public-profile/{code}': {
    call: (ctx, code) => send('GET', `/api/v1/user/public-profile/${code}`, ctx),
  },
  'GET /api/v1/user/public-profile/{code}/reviews': {
    call: (ctx, code) => send('GET', `/api/v1/user/public-profile/${code}/reviews`, ctx),
  },
  'GET /api/v1/user/public-profile/{code}/portfolio': {
    call: (ctx, code) => send('GET', `/api/v1/user/public-profile/${code}/portfolio`, ctx),
  },
  // An offer to a talent by code (decision 122).
  'POST /api/v1/offers': {
    call: (ctx, code) =>
      send('POST', '/api/v1/offers', ctx, {
        talentCode: code,
        opportunityId: ctx.opportunityId,
        terms: { kind: 'fixed', amount: 10_000, startDate: '2026-12-01' },
      }),
  },
  // An agency invites a freelancer to its bench (decision 131).
  'POST /api/v1/company/bench': {
    call: (ctx, code) => send('POST', '/api/v1/company/bench', ctx, { talentCode: code }),
  },
  'POST /api/v1/user/listing-user-by-codes': {
    call: (ctx, code) => send('POST', '/api/v1/user/listing-user-by-codes', ctx, { codes: [code] }),
  },
  'POST /api/v1/talent-lists/{listId}/entries': {
    call: (ctx, code) => send('POST', `/api/v1/talent-lists/${ctx.listId}/entries`, ctx, { code, note: '' }),
  },
  // After the entries were added, so that "is on the list" is true for the people the team may see.
  'GET /api/v1/talent-lists': { call: (ctx, code) => send('GET', `/api/v1/talent-lists?code=${code}`, ctx) },
  'PUT /api/v1/talent-lists/{listId}/entries/{code}': {
    call: (ctx, code) =>
      send('PUT', `/api/v1/talent-lists/${ctx.listId}/entries/${code}`, ctx, { note: 'n' }),
  },
  'DELETE /api/v1/talent-lists/{listId}/entries/{code}': {
    call: (ctx, code) => send('DELETE', `/api/v1/talent-lists/${ctx.listId}/entries/${code}`, ctx),
  },
};

/** Operations whose `code` is not a person's, and why. */
const NOT_A_PERSON: Record<string, string> = {
  'GET /api/v1/company/{code}': 'a company’s code; company pages follow their own rule (public-pages tests)',
  'GET /api/v1/company/{code}/opportunities': 'a company’s code (public-pages tests)',
  'GET /api/v1/company/{code}/reviews': 'a company’s code (reviews tests)',
  'PUT /api/v1/company/members/{code}/role':
    'a teammate, only inside the caller’s company (company-rights matrix)',
  'POST /api/v1/company/members/{code}/make-owner':
    'a teammate, only inside the caller’s company (company-rights matrix)',
  'DELETE /api/v1/company/members/{code}':
    'a teammate, only inside the caller’s company (company-rights matrix, member-removal tests)',
  'POST /api/v1/company/update': 'the caller’s own company',
  'DELETE /api/v1/company/bench/{code}':
    'someone already on the caller’s own bench; anyone else is 404 (bench tests, ownership matrix)',
  'POST /api/v1/user/bench-invitations/{code}/accept': 'an agency’s company code (bench tests)',
  'POST /api/v1/user/bench-invitations/{code}/decline': 'an agency’s company code (bench tests)',
  'DELETE /api/v1/user/bench/{code}': 'an agency’s company code (bench tests)',
  'GET /api/v1/short-url/{code}': 'a short link’s code; the page behind it applies its own rule',
  'POST /api/v1/file/upload': 'refCode is the caller’s own code or their company’s (file-policy matrix)',
  'POST /api/v1/user/check-existed-by': 'a phone calling code',
  'PUT /api/v1/user/profile':
    'a calling code, and the referral code from the referrer’s own link (no name answered)',
  'POST /api/v1/user/email-verify': 'a verification code',
  'GET /api/v1/user/login/google': 'an OAuth authorization code',
  'GET /api/v1/user/login/linkedin': 'an OAuth authorization code',
  'POST /api/v1/user/addPromotion': 'a promo code',
  'POST /api/staff/v1/promo-codes': 'a promo code',
  'POST /api/staff/v1/login/two-factor': 'a one-time code',
  'POST /api/staff/v1/login/two-factor/confirm': 'a one-time code',
  'POST /api/v1/user/two-factor/confirm': 'a one-time code',
  'POST /api/v1/user/two-factor/disable': 'a one-time code',
  'POST /api/v1/user/two-factor/recovery-codes': 'a one-time code',
  'POST /api/v1/user/deletion': 'a one-time code',
  'POST /api/v1/user/login/two-factor': 'a one-time code',
};

const isCodeName = (name: string) => /^(code|codes|\w+Code)$/.test(name);

type JsonSchema = { properties?: Record<string, unknown> };
type OperationDoc = {
  parameters?: { name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

async function operationsTakingCodes(): Promise<string[]> {
  const doc = (await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OperationDoc>>;
  };
  const found: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const names = [
        ...(operation.parameters ?? []).map((parameter) => parameter.name),
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
          Object.keys(media.schema?.properties ?? {}),
        ),
      ];
      if (names.some(isCodeName)) found.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return found;
}

const VIEWERS: Viewer[] = ['guest', 'freelancer', 'employer', 'agency'];
const contexts = new Map<Viewer, Context>();
/**
 * One freelancer of each visibility. Calls on people the caller may see change things (a block, an
 * invitation), but a refused call changes nothing, so the hidden ones stay untouched throughout.
 */
const targets = new Map<Target, string>([['unknown', 'ZZZZZZZZZZ']]);

beforeAll(async () => {
  h = await startTestApp();
  contexts.set('guest', {
    token: undefined,
    opportunityId: '00000000-0000-4000-8000-000000000000',
    listId: '00000000-0000-4000-8000-000000000000',
  });
  for (const role of ['freelancer', 'employer', 'agency'] as const) {
    const user = await buildVerifiedUser(h, role, `Matrix ${role}`);
    let opportunityId = '00000000-0000-4000-8000-000000000000';
    let listId = '00000000-0000-4000-8000-000000000000';
    if (role !== 'freelancer') {
      const project = { type: 'Project', payType: 'Fixed', payMin: 1000, payMax: 3000 } as const;
      opportunityId = (await postOpportunity(h, user.token, role === 'agency' ? project : {}))._id;
      const list = await call(h.app, 'POST', '/api/v1/talent-lists', {
        token: user.token,
        body: { name: 'Matrix' },
      });
      listId = list.body.result.id;
    }
    contexts.set(role, { token: user.token, opportunityId, listId });
  }
  for (const visibility of ['public', 'members', 'hidden'] as const) {
    const person = await buildVerifiedUser(h, 'freelancer', `Matrix ${visibility}`);
    await h.database.db
      .update(users)
      .set({ profileVisibility: visibility })
      .where(eq(users.email, person.email));
    targets.set(visibility, person.code);
  }
}, 120_000);
afterAll(() => h.close());

function expectedVisible(viewer: Viewer, target: Exclude<Target, 'unknown'>): boolean {
  const talentViewer = viewer === 'guest' ? null : { userId: 'viewer', userRole: viewer };
  return isAllowed(
    canSeeTalent(talentViewer, {
      userId: 'target',
      userRole: 'freelancer',
      profileVisibility: target,
      deletionPending: false,
    }),
  );
}

describe('a person’s code, in every operation that takes one (decision 116)', { timeout: 300_000 }, () => {
  it('lists every operation of the OpenAPI document that takes a code, probed or explained', async () => {
    const found = await operationsTakingCodes();
    const unaccounted = found.filter((name) => !(name in PROBES) && !(name in NOT_A_PERSON));
    expect(unaccounted).toEqual([]);
    const stale = [...Object.keys(PROBES), ...Object.keys(NOT_A_PERSON)].filter(
      (name) => !found.includes(name),
    );
    expect(stale).toEqual([]);
  });

  it('answers a person hidden from the caller exactly as a code that does not exist', async () => {
    const leaks: string[] = [];
    const unexercised: string[] = [];
    for (const [operation, probe] of Object.entries(PROBES)) {
      let isExercised = false;
      for (const viewer of VIEWERS) {
        const ctx = contexts.get(viewer) as Context;
        const unknown = await probe.call(ctx, targets.get('unknown') ?? '');
        const unknownAnswer = JSON.stringify([unknown.statusCode, withoutRequestId(unknown.body)]);
        for (const target of ['hidden', 'members', 'public'] as const) {
          const answer = await probe.call(ctx, targets.get(target) ?? '');
          const same = JSON.stringify([answer.statusCode, withoutRequestId(answer.body)]) === unknownAnswer;
          if (!expectedVisible(viewer, target) && !same) {
            leaks.push(
              `${operation} as ${viewer} on a ${target} profile → ${answer.statusCode} ${answer.raw.slice(0, 160)}`,
            );
          }
          if (expectedVisible(viewer, target) && !same) isExercised = true;
        }
      }
      if (!isExercised) unexercised.push(operation);
    }
    expect(leaks).toEqual([]);
    // Each probe reaches the person for some viewer who may see them: it really tests the lookup.
    expect(unexercised).toEqual([]);
  });

  it('keeps an existing conversation working for its participants, and lets them block', async () => {
    const employer = contexts.get('employer') as Context;
    const person = await buildVerifiedUser(h, 'freelancer', 'Was Public');
    const opened = await send('POST', '/api/v1/chat/conversations/direct', employer, {
      userCode: person.code,
    });
    expect(opened.statusCode).toBe(200);
    await h.database.db
      .update(users)
      .set({ profileVisibility: 'hidden' })
      .where(eq(users.email, person.email));
    const again = await send('POST', '/api/v1/chat/conversations/direct', employer, {
      userCode: person.code,
    });
    expect(again.statusCode).toBe(200);
    expect(again.body.result._id).toBe(opened.body.result._id);
    const blocked = await send('POST', '/api/v1/chat/blocks', employer, { userCode: person.code });
    expect(blocked.statusCode).toBe(200);
    const unblocked = await send('DELETE', `/api/v1/chat/blocks/${person.code}`, employer);
    expect(unblocked.statusCode).toBe(200);
    // A stranger still gets the 404 of an unknown code.
    const agency = contexts.get('agency') as Context;
    const stranger = await send('POST', '/api/v1/chat/blocks', agency, { userCode: person.code });
    expect(stranger.statusCode).toBe(404);
  });
});
