import { randomUUID } from 'node:crypto';
import type { UserRole } from '@talentport/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../modules/staff/index.js';
import { setWeeklyAvailability } from '../modules/talent-manager/index.js';
import { joinByInvitation } from './company-team-builders.js';
import {
  changedTables,
  fingerprintQuery,
  settledFingerprint,
  takeFingerprint,
} from './database-fingerprint.js';
import { makeImage, multipartBody } from './files-fixtures.js';
import { buildUser, call, startTestApp, type TestHarness } from './harness.js';
import { listOperations, type Operation, operationName } from './openapi-operations.js';
import { buildVerifiedUser, postOpportunity } from './opportunity-builders.js';
import { MINIMAL_TERMS } from './work-builders.js';
import { workAgreementCases } from './work-matrix-cases.js';

/**
 * The role and ownership halves of the authorization matrix (guests and staff are in
 * authorization-matrix.test.ts).
 * - Roles: every signed-in user operation of the OpenAPI document is called by an onboarded
 *   freelancer, employer and agency and by an account without a role. The reviewed table below
 *   says which roles a call is for; anyone else gets 403 before the input is looked at. A call
 *   missing from the table is for every signed-in account.
 * - Ownership: every call that names an object by id is made by its owner and by another user of
 *   the same role with the same valid input. The other user gets 404 (never 403, which would
 *   confirm that the object exists) and the database is unchanged; the owner succeeds.
 */
const COMPANY: UserRole[] = ['employer', 'agency'];
const CANDIDATE: UserRole[] = ['freelancer', 'agency'];
const ANY_ROLE: UserRole[] = ['freelancer', 'employer', 'agency'];
const ROLE_ONLY: Record<string, UserRole[]> = {
  'POST /api/v1/company/invite': COMPANY,
  'GET /api/v1/company/invites': COMPANY,
  'DELETE /api/v1/company/invites/{id}': COMPANY,
  'POST /api/v1/company/update': COMPANY,
  'GET /api/v1/company/members': COMPANY,
  'PUT /api/v1/company/members/{code}/role': COMPANY,
  'POST /api/v1/company/members/{code}/make-owner': COMPANY,
  'GET /api/v1/company/opportunities': COMPANY,
  'POST /api/v1/opportunities': COMPANY,
  'PUT /api/v1/opportunities/{id}': COMPANY,
  'POST /api/v1/opportunities/{id}/status': COMPANY,
  'POST /api/v1/opportunities/{id}/duplicate': COMPANY,
  'POST /api/v1/opportunities/{id}/requests': COMPANY,
  'GET /api/v1/opportunities/{id}/applications': COMPANY,
  'POST /api/v1/applications/{id}/status': COMPANY,
  'PUT /api/v1/applications/{id}/note': COMPANY,
  // Offers are sent by hiring companies (decision 122).
  'POST /api/v1/offers': COMPANY,
  'POST /api/v1/applications/{id}/undo': COMPANY,
  'POST /api/v1/applications/{id}/notify-now': COMPANY,
  'POST /api/v1/opportunities/{id}/save': CANDIDATE,
  'POST /api/v1/opportunities/{id}/apply': CANDIDATE,
  'POST /api/v1/applications/{id}/withdraw': CANDIDATE,
  'GET /api/v1/user/applications': CANDIDATE,
  'GET /api/v1/user/saved-opportunities': CANDIDATE,
  // Invitations to apply go to freelancers only.
  'GET /api/v1/user/requests': ['freelancer'],
  'POST /api/v1/requests/{id}/respond': ['freelancer'],
  // Highlighting lifts freelancer profiles.
  'POST /api/v1/user/highlightProfile': ['freelancer'],
  // Who may see a profile is the freelancer's own choice (decision 100).
  'GET /api/v1/user/visibility': ['freelancer'],
  'PUT /api/v1/user/visibility': ['freelancer'],
  // Talent managers talk to people who have chosen what they are on Talentport.
  'GET /api/v1/jobs/talent-manager-slots': ANY_ROLE,
  'POST /api/v1/jobs/bookTalentManager': ANY_ROLE,
  'GET /api/v1/jobs/talent-manager-bookings': ANY_ROLE,
  'POST /api/v1/jobs/talent-manager-bookings/{id}/reschedule': ANY_ROLE,
  'POST /api/v1/jobs/talent-manager-bookings/{id}/cancel': ANY_ROLE,
  // Talent lists belong to a company's team (decision 102).
  'GET /api/v1/talent-lists': COMPANY,
  'POST /api/v1/talent-lists': COMPANY,
  'PUT /api/v1/talent-lists/{listId}': COMPANY,
  'DELETE /api/v1/talent-lists/{listId}': COMPANY,
  'GET /api/v1/talent-lists/{listId}/entries': COMPANY,
  'POST /api/v1/talent-lists/{listId}/entries': COMPANY,
  'PUT /api/v1/talent-lists/{listId}/entries/{code}': COMPANY,
  'DELETE /api/v1/talent-lists/{listId}/entries/{code}': COMPANY,
  // Portfolio case studies are a freelancer's (decision 103).
  'GET /api/v1/user/portfolio': ['freelancer'],
  'POST /api/v1/user/portfolio': ['freelancer'],
  'PUT /api/v1/user/portfolio/{id}': ['freelancer'],
  'DELETE /api/v1/user/portfolio/{id}': ['freelancer'],
  // Saved opportunity searches and their alerts are for those who search opportunities.
  'GET /api/v1/saved-searches': CANDIDATE,
  'POST /api/v1/saved-searches': CANDIDATE,
  'PUT /api/v1/saved-searches/{id}': CANDIDATE,
  'DELETE /api/v1/saved-searches/{id}': CANDIDATE,
  // Saved talent searches and their alerts are for those who hire (decision 114).
  'GET /api/v1/saved-talent-searches': COMPANY,
  'POST /api/v1/saved-talent-searches': COMPANY,
  'PUT /api/v1/saved-talent-searches/{id}': COMPANY,
  'DELETE /api/v1/saved-talent-searches/{id}': COMPANY,
};

/** Calls that name an object by id or code which anyone (of the right role) may use: not owned. */
const NOT_OWNED = new Set([
  'GET /api/v1/opportunities/{id}',
  'GET /api/v1/opportunities/{id}/similar',
  'POST /api/v1/opportunities/{id}/save',
  'POST /api/v1/opportunities/{id}/report',
  'POST /api/v1/opportunities/{id}/apply',
  'GET /api/v1/company/{code}',
  'GET /api/v1/company/{code}/opportunities',
  'GET /api/v1/company/{code}/reviews',
  'GET /api/v1/user/public-profile/{code}',
  'GET /api/v1/user/public-profile/{code}/reviews',
  // Anyone signed in may report a public review (decision 106).
  'POST /api/v1/reviews/{id}/report',
  'GET /api/v1/user/public-profile/{code}/portfolio',
  'GET /api/v1/short-url/{code}',
  'GET /api/v1/user/token/{token}',
  // The caller's own block list, keyed by the other person's code.
  'DELETE /api/v1/chat/blocks/{userCode}',
]);

type Method = Operation['method'];
type Case = {
  operation: string;
  path: string;
  owner: string;
  other: string;
  body?: unknown;
};

let h: TestHarness;
let operations: Operation[];
const cases: Case[] = [];

async function ok(method: Method, url: string, token: string, body?: unknown) {
  const res = await call(h.app, method, url, { token, ...(body !== undefined ? { body } : {}) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.raw}`);
  return res.body.result;
}

beforeAll(async () => {
  h = await startTestApp();
  operations = await listOperations(h.app);

  const [employer, otherEmployer, freelancer, otherFreelancer] = [
    await buildVerifiedUser(h, 'employer', 'Owner Employer'),
    await buildVerifiedUser(h, 'employer', 'Other Employer'),
    await buildVerifiedUser(h, 'freelancer', 'Owner Freelancer'),
    await buildVerifiedUser(h, 'freelancer', 'Other Freelancer'),
  ];
  const [E, E2, F, F2] = [employer.token, otherEmployer.token, freelancer.token, otherFreelancer.token];
  const apply = (jobId: string) =>
    ok('POST', `/api/v1/opportunities/${jobId}/apply`, F, {
      coverLetter: 'I have shipped three dashboards like this one.',
      proposedRate: 5000,
    });

  // Opportunities of the owner employer: one per call that changes their state.
  const job = await postOpportunity(h, E);
  const jobToPause = await postOpportunity(h, E);
  const application = await apply(job._id);
  const applicationToWithdraw = await apply(jobToPause._id);
  // Decisions inside their undo window (decision 060), one per call that ends it.
  const rejectedToUndo = await apply((await postOpportunity(h, E))._id);
  const rejectedToTell = await apply((await postOpportunity(h, E))._id);
  for (const decided of [rejectedToUndo, rejectedToTell]) {
    await ok('POST', `/api/v1/applications/${decided._id}/status`, E, { status: 'rejected' });
  }
  const request = await ok('POST', `/api/v1/opportunities/${job._id}/requests`, E, {
    freelancerCode: freelancer.code,
    message: 'We would like you on this.',
  });
  // A member of the owner's company, named admin by the owner; another company's owner gets 404.
  const teammate = await joinByInvitation(h, E, 'Tess Teammate');
  cases.push({
    operation: 'PUT /api/v1/company/members/{code}/role',
    path: `/api/v1/company/members/${teammate.code}/role`,
    owner: E,
    other: E2,
    body: { companyRole: 'admin' },
  });
  cases.push(
    {
      operation: 'PUT /api/v1/opportunities/{id}',
      path: `/api/v1/opportunities/${job._id}`,
      owner: E,
      other: E2,
      body: { title: 'Staff TypeScript developer' },
    },
    {
      operation: 'POST /api/v1/opportunities/{id}/duplicate',
      path: `/api/v1/opportunities/${job._id}/duplicate`,
      owner: E,
      other: E2,
      body: {},
    },
    {
      operation: 'POST /api/v1/opportunities/{id}/requests',
      path: `/api/v1/opportunities/${job._id}/requests`,
      owner: E,
      other: E2,
      body: { freelancerCode: otherFreelancer.code, message: '' },
    },
    {
      operation: 'GET /api/v1/opportunities/{id}/applications',
      path: `/api/v1/opportunities/${job._id}/applications`,
      owner: E,
      other: E2,
    },
    {
      operation: 'PUT /api/v1/applications/{id}/note',
      path: `/api/v1/applications/${application._id}/note`,
      owner: E,
      other: E2,
      body: { note: 'Strong answers.' },
    },
    {
      operation: 'POST /api/v1/applications/{id}/status',
      path: `/api/v1/applications/${application._id}/status`,
      owner: E,
      other: E2,
      body: { status: 'shortlisted' },
    },
    {
      operation: 'POST /api/v1/applications/{id}/undo',
      path: `/api/v1/applications/${rejectedToUndo._id}/undo`,
      owner: E,
      other: E2,
    },
    {
      operation: 'POST /api/v1/applications/{id}/notify-now',
      path: `/api/v1/applications/${rejectedToTell._id}/notify-now`,
      owner: E,
      other: E2,
    },
    {
      operation: 'POST /api/v1/applications/{id}/withdraw',
      path: `/api/v1/applications/${applicationToWithdraw._id}/withdraw`,
      owner: F,
      other: F2,
      body: {},
    },
    {
      operation: 'POST /api/v1/requests/{id}/respond',
      path: `/api/v1/requests/${request._id}/respond`,
      owner: F,
      other: F2,
      body: { accept: false },
    },
    {
      operation: 'POST /api/v1/opportunities/{id}/status',
      path: `/api/v1/opportunities/${jobToPause._id}/status`,
      owner: E,
      other: E2,
      body: { status: 'paused' },
    },
  );

  // Engagements of the owner employer and freelancer (decisions 096 and 097): one active, one
  // ended, one whose reviews are published (the employer's review of the freelancer gets a reply).
  const settledHire = async () => {
    const hired = await apply((await postOpportunity(h, E))._id);
    const offer = await ok('POST', '/api/v1/offers', E, { applicationId: hired._id, terms: MINIMAL_TERMS });
    await ok('POST', `/api/v1/offers/${offer._id}/accept`, F);
    return hired._id as string;
  };
  const engagementToEnd = await settledHire();
  const engagementToReview = await settledHire();
  const engagementReviewed = await settledHire();
  const engagementToEditReview = await settledHire();
  for (const ended of [engagementToReview, engagementReviewed, engagementToEditReview]) {
    await ok('POST', `/api/v1/engagements/${ended}/end`, E, { outcome: 'completed' });
  }
  await ok('POST', `/api/v1/engagements/${engagementReviewed}/review`, E, {
    rating: 5,
    comment: 'Great — would work together again.',
  });
  await ok('POST', `/api/v1/engagements/${engagementReviewed}/review`, F, {
    rating: 4,
    comment: 'Kind — would work together again.',
  });
  await ok('POST', `/api/v1/engagements/${engagementToEditReview}/review`, F, {
    rating: 3,
    comment: 'A fair brief, slow answers at times.',
  });
  const [reviewOfFreelancer] = (await ok('GET', `/api/v1/user/public-profile/${freelancer.code}/reviews`, F))
    .items;
  cases.push(
    {
      operation: 'POST /api/v1/engagements/{id}/end',
      path: `/api/v1/engagements/${engagementToEnd}/end`,
      owner: E,
      other: E2,
      body: { outcome: 'completed' },
    },
    {
      operation: 'POST /api/v1/engagements/{id}/review',
      path: `/api/v1/engagements/${engagementToReview}/review`,
      owner: F,
      other: F2,
      body: { rating: 5, comment: 'A clear brief — would work together again.' },
    },
    {
      operation: 'PUT /api/v1/engagements/{id}/review',
      path: `/api/v1/engagements/${engagementToEditReview}/review`,
      owner: F,
      other: F2,
      body: { rating: 4, comment: 'A fair brief, and quick answers later.' },
    },
    {
      operation: 'POST /api/v1/reviews/{id}/reply',
      path: `/api/v1/reviews/${reviewOfFreelancer._id}/reply`,
      owner: F,
      other: F2,
      body: { reply: 'Thank you!' },
    },
  );

  // Offers, milestones, weeks and invoices between the owner employer and freelancer (decision 122).
  const clock = (await h.database.db.execute(
    sql`select to_char(current_date, 'YYYY-MM-DD') as today`,
  )) as unknown as {
    rows: { today: string }[];
  };
  cases.push(
    ...(await workAgreementCases({
      ok,
      tokens: { E, E2, F, F2 },
      newApplication: async () => (await apply((await postOpportunity(h, E))._id))._id as string,
      today: clock.rows[0]?.today as string,
    })),
  );

  // A conversation between the owner freelancer and the owner employer, with a message and a file.
  const conversation = await ok('POST', '/api/v1/chat/conversations/direct', F, { userCode: employer.code });
  const conversationPath = `/api/v1/chat/conversations/${conversation._id}`;
  const message = await ok('POST', `${conversationPath}/messages`, F, {
    clientId: randomUUID(),
    body: 'hello there',
  });
  const upload = multipartBody(await makeImage('png'), { filename: 'photo.png', contentType: 'image/png' });
  const uploaded = await h.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload?refType=chat-attachment&refCode=${conversation._id}`,
    headers: { token: F, 'content-type': upload.contentType },
    payload: upload.payload,
  });
  const fileId: string = uploaded.json().result._id;
  cases.push(
    {
      operation: 'GET /api/v1/chat/conversations/{conversationId}',
      path: conversationPath,
      owner: F,
      other: F2,
    },
    {
      operation: 'GET /api/v1/chat/conversations/{conversationId}/messages',
      path: `${conversationPath}/messages`,
      owner: F,
      other: F2,
    },
    {
      operation: 'GET /api/v1/chat/conversations/{conversationId}/search',
      path: `${conversationPath}/search?q=hello`,
      owner: F,
      other: F2,
    },
    {
      operation: 'POST /api/v1/chat/conversations/{conversationId}/messages',
      path: `${conversationPath}/messages`,
      owner: F,
      other: F2,
      body: { clientId: randomUUID(), body: 'second' },
    },
    {
      operation: 'POST /api/v1/chat/conversations/{conversationId}/read',
      path: `${conversationPath}/read`,
      owner: E,
      other: E2,
      body: { seq: message.seq },
    },
    { operation: 'GET /api/v1/file/{fileId}', path: `/api/v1/file/${fileId}`, owner: F, other: F2 },
    {
      operation: 'PUT /api/v1/chat/messages/{messageId}',
      path: `/api/v1/chat/messages/${message._id}`,
      owner: F,
      other: F2,
      body: { body: 'hello, edited' },
    },
    {
      operation: 'DELETE /api/v1/chat/messages/{messageId}',
      path: `/api/v1/chat/messages/${message._id}`,
      owner: F,
      other: F2,
    },
  );

  // Two more signed-in devices of the owner freelancer (issue 23): one signs the other out.
  const logIn = () =>
    ok('POST', '/api/v1/user/login', '', { email: freelancer.email, password: freelancer.password });
  const [ownerDevice, targetDevice] = [await logIn(), await logIn()];
  const target = (await ok('GET', '/api/v1/user/sessions', targetDevice.token as string)).items as {
    _id: string;
    isCurrent: boolean;
  }[];
  cases.push({
    operation: 'DELETE /api/v1/user/sessions/{id}',
    path: `/api/v1/user/sessions/${target.find((item) => item.isCurrent)?._id}`,
    owner: ownerDevice.token as string,
    other: F2,
  });

  // A team invitation of the owner employer's company.
  const invite = await ok('POST', '/api/v1/company/invite', E, {
    email: `team.${randomUUID()}@example.test`,
  });
  cases.push({
    operation: 'DELETE /api/v1/company/invites/{id}',
    path: `/api/v1/company/invites/${invite._id}`,
    owner: E,
    other: E2,
  });

  // A call with a talent manager booked by the owner freelancer.
  const manager = await createStaffAccount(
    h.database.db,
    {
      email: 'matrix.manager@talentport.test',
      fullname: 'Matrix Manager',
      roles: ['talent-manager'],
      timeZone: 'UTC',
    },
    'a long staff password 42',
  );
  await setWeeklyAvailability({
    db: h.database.db,
    managerId: manager._id,
    windows: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 540, endMinute: 720 })),
  });
  const slots: { startsAt: string }[] = (await ok('GET', '/api/v1/jobs/talent-manager-slots?days=7', F))
    .slots;
  const [first, second] = slots.slice(-2).map((slot) => slot.startsAt);
  const booking = await ok('POST', '/api/v1/jobs/bookTalentManager', F, {
    managerId: manager._id,
    startsAt: first,
    topic: 'My profile',
  });
  const bookingPath = `/api/v1/jobs/talent-manager-bookings/${booking._id}`;
  cases.push(
    {
      operation: 'POST /api/v1/jobs/talent-manager-bookings/{id}/reschedule',
      path: `${bookingPath}/reschedule`,
      owner: F,
      other: F2,
      body: { startsAt: second },
    },
    {
      operation: 'POST /api/v1/jobs/talent-manager-bookings/{id}/cancel',
      path: `${bookingPath}/cancel`,
      owner: F,
      other: F2,
      body: {},
    },
  );

  // Talent lists of the owner employer's company (decision 102), one list per call that ends one.
  const talentList = async (name: string): Promise<string> =>
    (await ok('POST', '/api/v1/talent-lists', E, { name })).id;
  const [listToEdit, listToDelete, listToEmpty] = [
    await talentList('To edit'),
    await talentList('To delete'),
    await talentList('To empty'),
  ];
  for (const listId of [listToEdit, listToEmpty]) {
    await ok('POST', `/api/v1/talent-lists/${listId}/entries`, E, { code: freelancer.code, note: 'Good' });
  }
  const lists = '/api/v1/talent-lists';
  cases.push(
    {
      operation: 'PUT /api/v1/talent-lists/{listId}',
      path: `${lists}/${listToEdit}`,
      owner: E,
      other: E2,
      body: { name: 'Edited' },
    },
    {
      operation: 'DELETE /api/v1/talent-lists/{listId}',
      path: `${lists}/${listToDelete}`,
      owner: E,
      other: E2,
    },
    {
      operation: 'GET /api/v1/talent-lists/{listId}/entries',
      path: `${lists}/${listToEdit}/entries`,
      owner: E,
      other: E2,
    },
    {
      operation: 'POST /api/v1/talent-lists/{listId}/entries',
      path: `${lists}/${listToEdit}/entries`,
      owner: E,
      other: E2,
      body: { code: otherFreelancer.code },
    },
    {
      operation: 'PUT /api/v1/talent-lists/{listId}/entries/{code}',
      path: `${lists}/${listToEdit}/entries/${freelancer.code}`,
      owner: E,
      other: E2,
      body: { note: 'Better' },
    },
    {
      operation: 'DELETE /api/v1/talent-lists/{listId}/entries/{code}',
      path: `${lists}/${listToEmpty}/entries/${freelancer.code}`,
      owner: E,
      other: E2,
    },
  );

  // Portfolio case studies of the owner freelancer (decision 103).
  const [caseToEdit, caseToDelete] = [
    await ok('POST', '/api/v1/user/portfolio', F, { title: 'To edit' }),
    await ok('POST', '/api/v1/user/portfolio', F, { title: 'To delete' }),
  ];
  cases.push(
    {
      operation: 'PUT /api/v1/user/portfolio/{id}',
      path: `/api/v1/user/portfolio/${caseToEdit.id}`,
      owner: F,
      other: F2,
      body: { title: 'Edited' },
    },
    {
      operation: 'DELETE /api/v1/user/portfolio/{id}',
      path: `/api/v1/user/portfolio/${caseToDelete.id}`,
      owner: F,
      other: F2,
    },
  );

  // Saved searches of the owner freelancer: one renamed, one deleted.
  const saveSearch = () =>
    ok('POST', '/api/v1/saved-searches', F, { name: 'Remote', query: 'tab=Job', frequency: 'daily' });
  const [searchToRename, searchToDelete] = [await saveSearch(), await saveSearch()];
  cases.push(
    {
      operation: 'PUT /api/v1/saved-searches/{id}',
      path: `/api/v1/saved-searches/${searchToRename._id}`,
      owner: F,
      other: F2,
      body: { name: 'Renamed' },
    },
    {
      operation: 'DELETE /api/v1/saved-searches/{id}',
      path: `/api/v1/saved-searches/${searchToDelete._id}`,
      owner: F,
      other: F2,
    },
  );
  // Saved talent searches of the owner employer; another company's employer gets 404.
  const saveTalentSearch = () =>
    ok('POST', '/api/v1/saved-talent-searches', E, {
      name: 'Remote people',
      query: 'tab=Freelancer&workingMode=Remote',
      frequency: 'weekly',
    });
  const [talentToRename, talentToDelete] = [await saveTalentSearch(), await saveTalentSearch()];
  // Last, as it makes E an admin (decision 112): the owner hands the company to a member of it;
  // another company's owner gets 404.
  const heir = await joinByInvitation(h, E, 'Hugo Heir');
  cases.push(
    {
      operation: 'PUT /api/v1/saved-talent-searches/{id}',
      path: `/api/v1/saved-talent-searches/${talentToRename._id}`,
      owner: E,
      other: E2,
      body: { frequency: 'daily' },
    },
    {
      operation: 'DELETE /api/v1/saved-talent-searches/{id}',
      path: `/api/v1/saved-talent-searches/${talentToDelete._id}`,
      owner: E,
      other: E2,
    },
    {
      operation: 'POST /api/v1/company/members/{code}/make-owner',
      path: `/api/v1/company/members/${heir.code}/make-owner`,
      owner: E,
      other: E2,
    },
  );
}, 120_000);
afterAll(() => h.close());

const userOperations = () =>
  operations.filter(
    (operation) => !operation.template.startsWith('/api/staff/') && !operation.template.endsWith('/logout'),
  );

describe('role matrix', { timeout: 120_000 }, () => {
  it('names only operations that exist', () => {
    const names = operations.map(operationName);
    for (const name of Object.keys(ROLE_ONLY)) expect(names).toContain(name);
  });

  it('answers 403 to every role a call is not for, and lets the others through', async () => {
    const accounts: [string, UserRole | null, string][] = [
      ['freelancer', 'freelancer', (await buildVerifiedUser(h, 'freelancer')).token],
      ['employer', 'employer', (await buildVerifiedUser(h, 'employer')).token],
      ['agency', 'agency', (await buildVerifiedUser(h, 'agency')).token],
      ['no role', null, (await buildUser(h.app, {})).token],
    ];
    const wrong: string[] = [];
    for (const operation of userOperations()) {
      const allowed = ROLE_ONLY[operationName(operation)];
      for (const [who, role, token] of accounts) {
        const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
        const res = await call(h.app, operation.method, operation.url, {
          token,
          ...(hasBody ? { body: {} } : {}),
        });
        const isAllowed = allowed === undefined || (role !== null && allowed.includes(role));
        const label = `${who} ${operationName(operation)} → ${res.statusCode} ${res.body.message}`;
        if (isAllowed && (res.statusCode === 401 || res.statusCode === 403))
          wrong.push(`${label} (should pass)`);
        if (!isAllowed && (res.statusCode !== 403 || res.body.message !== 'FORBIDDEN'))
          wrong.push(`${label} (should be 403)`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Like `call`, for answers that may be a file rather than an envelope. */
async function send(method: Method, url: string, token: string, body?: unknown) {
  const response = await h.app.inject({
    method,
    url,
    headers: { token, 'content-type': 'application/json' },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  return {
    statusCode: response.statusCode,
    message: isJson ? String(response.json().message) : 'file',
    raw: isJson ? response.body : '',
  };
}

describe('ownership matrix', { timeout: 120_000 }, () => {
  it('covers every call that names an owned object', () => {
    const owned = userOperations()
      .map(operationName)
      .filter((name) => name.includes('{') && !NOT_OWNED.has(name));
    expect(cases.map((entry) => entry.operation).sort()).toEqual(owned.sort());
  });

  it("answers 404 to another user of the same role and changes nothing; the owner's call succeeds", async () => {
    const fingerprint = await fingerprintQuery(h.database.db);
    const problems: string[] = [];
    for (const entry of cases) {
      const method = entry.operation.split(' ')[0] as Method;
      const before = await settledFingerprint(h.database.db, fingerprint, () => h.app.events.idle());
      const other = await send(method, entry.path, entry.other, entry.body);
      const changed = changedTables(before, await takeFingerprint(h.database.db, fingerprint));
      if (other.statusCode !== 404)
        problems.push(`other user: ${entry.operation} → ${other.statusCode} ${other.message}`);
      if (changed.length > 0) problems.push(`other user: ${entry.operation} changed ${changed.join(', ')}`);
      const owner = await send(method, entry.path, entry.owner, entry.body);
      if (owner.statusCode !== 200)
        problems.push(`owner: ${entry.operation} → ${owner.statusCode} ${owner.raw}`);
    }
    expect(problems).toEqual([]);
  });
});
