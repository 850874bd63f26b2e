import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createStaffAccount } from '../modules/staff/index.js';
import { setWeeklyAvailability } from '../modules/talent-manager/index.js';
import { applicantToolCases } from './applicant-tool-cases.js';
import { joinByInvitation } from './company-team-builders.js';
import { makeImage, multipartBody } from './files-fixtures.js';
import { call, type TestHarness } from './harness.js';
import type { Method, OwnershipCase } from './matrix-tables.js';
import { buildVerifiedUser, postOpportunity } from './opportunity-builders.js';
import { MINIMAL_TERMS } from './work-builders.js';
import { workAgreementCases } from './work-matrix-cases.js';

/**
 * The objects of the ownership matrix (role-and-ownership-matrix.test.ts): one per call that names
 * an owned object, made by its owner, with another user of the same role to try it.
 */
export async function buildOwnershipCases(h: TestHarness): Promise<OwnershipCase[]> {
  const cases: OwnershipCase[] = [];
  const ok = async (method: Method, url: string, token: string, body?: unknown) => {
    const res = await call(h.app, method, url, { token, ...(body !== undefined ? { body } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.raw}`);
    return res.body.result;
  };
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
  // Someone the owner removes from the team (issue 35); another company's owner gets 404.
  const leaver = await joinByInvitation(h, E, 'Lee Leaver');
  cases.push({
    operation: 'DELETE /api/v1/company/members/{code}',
    path: `/api/v1/company/members/${leaver.code}`,
    owner: E,
    other: E2,
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
    ...(await applicantToolCases({
      tokens: { E, E2 },
      newJob: async () => (await postOpportunity(h, E))._id,
      applyTo: async (jobId) => (await apply(jobId))._id as string,
    })),
  );
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
  // Invitations addressed to existing accounts (decision 132), answered by the invitee only.
  for (const answer of ['accept', 'decline'] as const) {
    const invitee = await buildVerifiedUser(h, 'employer', `Invited ${answer}`);
    const sent = await ok('POST', '/api/v1/company/invite', E, { email: invitee.email });
    cases.push({
      operation: `POST /api/v1/user/team-invitations/{id}/${answer}`,
      path: `/api/v1/user/team-invitations/${sent._id}/${answer}`,
      owner: invitee.token,
      other: E2,
    });
  }

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
  // An agency's bench (decision 131): the agency removes someone on its own bench (another agency
  // gets 404); the freelancer answers invitations made to them (another freelancer gets 404).
  const agencyOf = async (name: string) => {
    const agency = await buildVerifiedUser(h, 'agency', name);
    return { token: agency.token, code: agency.companyCode as string };
  };
  const [benchAgency, otherAgency, acceptAgency, declineAgency, leaveAgency] = [
    await agencyOf('Bench Agency'),
    await agencyOf('Other Agency'),
    await agencyOf('Accept Agency'),
    await agencyOf('Decline Agency'),
    await agencyOf('Leave Agency'),
  ];
  for (const agency of [benchAgency, acceptAgency, declineAgency, leaveAgency]) {
    await ok('POST', '/api/v1/company/bench', agency.token, { talentCode: freelancer.code });
  }
  await ok('POST', `/api/v1/user/bench-invitations/${leaveAgency.code}/accept`, F);
  cases.push(
    {
      operation: 'DELETE /api/v1/company/bench/{code}',
      path: `/api/v1/company/bench/${freelancer.code}`,
      owner: benchAgency.token,
      other: otherAgency.token,
    },
    {
      operation: 'POST /api/v1/user/bench-invitations/{code}/accept',
      path: `/api/v1/user/bench-invitations/${acceptAgency.code}/accept`,
      owner: F,
      other: F2,
    },
    {
      operation: 'POST /api/v1/user/bench-invitations/{code}/decline',
      path: `/api/v1/user/bench-invitations/${declineAgency.code}/decline`,
      owner: F,
      other: F2,
    },
    {
      operation: 'DELETE /api/v1/user/bench/{code}',
      path: `/api/v1/user/bench/${leaveAgency.code}`,
      owner: F,
      other: F2,
    },
  );
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
  return cases;
}
