import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../modules/staff/index.js';
import { joinByInvitation } from './company-team-builders.js';
import { makeImage, makePdf, multipartBody } from './files-fixtures.js';
import { buildUser, call, startTestApp, type TestHarness } from './harness.js';
import { buildVerifiedUser, postOpportunity } from './opportunity-builders.js';
import { logInStaff } from './staff-login.js';

/**
 * Decision 053: every kind of file × every kind of viewer, against a table written by hand from
 * what the file belongs to. 200: served; 401: log in first; 404: not for you (not even its existence).
 */
const VIEWERS = [
  'owner',
  'receivingEmployer',
  'receivingTeammate',
  'otherEmployer',
  'otherAgency',
  'otherFreelancer',
  'guest',
  'staff',
] as const;
type Viewer = (typeof VIEWERS)[number];
type FileKind = 'avatar' | 'publicResume' | 'privateResume' | 'applicationAttachment' | 'chatAttachment';

const EXPECTED: Record<FileKind, Record<Viewer, number>> = {
  avatar: {
    owner: 200,
    receivingEmployer: 200,
    receivingTeammate: 200,
    otherEmployer: 200,
    otherAgency: 200,
    otherFreelancer: 200,
    guest: 200,
    staff: 200,
  },
  // A resume on a public profile: where the profile page shows it (employers and agencies).
  publicResume: {
    owner: 200,
    receivingEmployer: 200,
    receivingTeammate: 200,
    otherEmployer: 200,
    otherAgency: 200,
    otherFreelancer: 404,
    guest: 401,
    staff: 401,
  },
  // A profile that is not public yet: its resume is its owner's alone.
  privateResume: {
    owner: 200,
    receivingEmployer: 404,
    receivingTeammate: 404,
    otherEmployer: 404,
    otherAgency: 404,
    otherFreelancer: 404,
    guest: 401,
    staff: 401,
  },
  // Sent with an application: the applicant and the members of the company that received it.
  applicationAttachment: {
    owner: 200,
    receivingEmployer: 200,
    receivingTeammate: 200,
    otherEmployer: 404,
    otherAgency: 404,
    otherFreelancer: 404,
    guest: 401,
    staff: 401,
  },
  // In the direct conversation between the owner and the receiving employer only.
  chatAttachment: {
    owner: 200,
    receivingEmployer: 200,
    receivingTeammate: 404,
    otherEmployer: 404,
    otherAgency: 404,
    otherFreelancer: 404,
    guest: 401,
    staff: 401,
  },
};

let h: TestHarness;
const tokens: Partial<Record<Viewer, string>> = {};
const urls: Partial<Record<FileKind, string>> = {};
/** Whose file it is, when not the applicant's. */
const ownerTokens: Partial<Record<FileKind, string>> = {};

async function upload(token: string, query: string, file: Buffer, filename: string, contentType: string) {
  const { payload, contentType: type } = multipartBody(file, { filename, contentType });
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/v1/file/upload?${query}`,
    headers: { 'content-type': type, token },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().result as { _id: string; url: string };
}

async function staffToken() {
  await createStaffAccount(
    h.database.db,
    { email: 'files@staff.test', fullname: 'Fay Files', roles: ['admin', 'support'] },
    'files staff passphrase',
  );
  return logInStaff(h.app, 'files@staff.test', 'files staff passphrase');
}

beforeAll(async () => {
  h = await startTestApp();
  const owner = await buildVerifiedUser(h, 'freelancer', 'Fran Applicant');
  const employer = await buildVerifiedUser(h, 'employer', 'Erin Receiver');
  const teammate = await joinByInvitation(h, employer.token, 'Theo Teammate');
  Object.assign(tokens, {
    owner: owner.token,
    receivingEmployer: employer.token,
    receivingTeammate: teammate.token,
    otherEmployer: (await buildVerifiedUser(h, 'employer')).token,
    otherAgency: (await buildVerifiedUser(h, 'agency')).token,
    otherFreelancer: (await buildVerifiedUser(h, 'freelancer')).token,
    staff: await staffToken(),
  });
  const pdf = (token: string, query: string) => upload(token, query, makePdf(), 'cv.pdf', 'application/pdf');
  urls.avatar = (
    await upload(
      owner.token,
      `refCode=${owner.code}&refType=avatar`,
      await makeImage('png'),
      'me.png',
      'image/png',
    )
  ).url;
  urls.publicResume = (await pdf(owner.token, `refCode=${owner.code}&refType=resume`)).url;

  const notYetPublic = await buildUser(h.app, { role: 'freelancer' });
  const hiddenCode = (await call(h.app, 'GET', '/api/v1/user/profile', { token: notYetPublic.token })).body
    .result.code;
  ownerTokens.privateResume = notYetPublic.token;
  urls.privateResume = (await pdf(notYetPublic.token, `refCode=${hiddenCode}&refType=resume`)).url;

  const attachment = await pdf(owner.token, `refCode=${owner.code}&refType=attachment`);
  urls.applicationAttachment = attachment.url;
  const job = await postOpportunity(h, employer.token);
  const applied = await call(h.app, 'POST', `/api/v1/opportunities/${job._id}/apply`, {
    token: owner.token,
    body: {
      coverLetter: 'My cover letter is attached.',
      proposedRate: 6000,
      attachmentFileId: attachment._id,
    },
  });
  if (applied.statusCode !== 200) throw new Error(`apply failed: ${applied.raw}`);

  const direct = await call(h.app, 'POST', '/api/v1/chat/conversations/direct', {
    token: owner.token,
    body: { userCode: employer.code },
  });
  if (direct.statusCode !== 200) throw new Error(`open direct failed: ${direct.raw}`);
  const conversationId = direct.body.result._id as string;
  const chatFile = await pdf(owner.token, `refCode=${conversationId}&refType=chat-attachment`);
  const sent = await call(h.app, 'POST', `/api/v1/chat/conversations/${conversationId}/messages`, {
    token: owner.token,
    body: { clientId: randomUUID(), body: 'Here it is', attachmentIds: [chatFile._id] },
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.raw}`);
  urls.chatAttachment = chatFile.url;
}, 180_000);
afterAll(() => h.close());

describe('file policy: every kind of file × every kind of viewer', () => {
  for (const kind of Object.keys(EXPECTED) as FileKind[]) {
    for (const viewer of VIEWERS) {
      it(`${kind} as ${viewer} → ${EXPECTED[kind][viewer]}`, async () => {
        const token =
          viewer === 'guest'
            ? undefined
            : viewer === 'owner'
              ? (ownerTokens[kind] ?? tokens.owner)
              : tokens[viewer];
        const res = await h.app.inject({
          method: 'GET',
          url: urls[kind] as string,
          headers: token ? { token } : {},
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(EXPECTED[kind][viewer]);
        if (res.statusCode !== 200) {
          expect(res.json().message).toBe(res.statusCode === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND');
        }
      });
    }
  }

  it('a file id nobody stored is 404 for everyone', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/v1/file/${randomUUID()}`,
      headers: { token: tokens.receivingEmployer as string },
    });
    expect(res.statusCode).toBe(404);
  });
});
