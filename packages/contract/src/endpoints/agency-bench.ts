import {
  benchAgencyCodeParamsSchema,
  benchInvitationsSchema,
  benchInviteInputSchema,
  benchPersonSchema,
  benchRemovalSchema,
  companyBenchSchema,
} from '../agency-bench.js';
import { companyMemberParamsSchema } from '../company-members.js';
import { defineEndpoint } from './define.js';

const AGENCY_ONLY =
  'Needs a session (the `token` header; 401 without one). For agency accounts only (403 for other accounts).';
const FREELANCER_ONLY =
  'Needs a session (the `token` header; 401 without one). For freelancers only (403 for other accounts).';

/** An agency's bench (issue 35, decision 131): freelancers who agreed to be shown with the agency. */
export const agencyBenchEndpoints = {
  inviteToBench: defineEndpoint({
    id: 'inviteToBench',
    method: 'POST',
    path: '/v1/company/bench',
    summary: 'Invite a freelancer (by profile code) to the agency’s bench',
    description: `${AGENCY_ONLY} The agency’s owner and admins (403 for members). A freelancer the caller may not see answers 404 like an unknown code. Inviting someone already invited or on the bench answers their row again (no second mail). The freelancer is told by notification and mail, and decides. 409 BENCH_FULL past 50 people.`,
    tags: ['companies'],
    access: 'user',
    body: benchInviteInputSchema,
    response: benchPersonSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  listBench: defineEndpoint({
    id: 'listBench',
    method: 'GET',
    path: '/v1/company/bench',
    summary: 'The agency’s bench: invited and active people',
    description: `${AGENCY_ONLY} Every member of the agency may read it; \`mayManage\` says whether the caller may change it.`,
    tags: ['companies'],
    access: 'user',
    response: companyBenchSchema,
    errors: [400, 401, 403],
  }),
  removeFromBench: defineEndpoint({
    id: 'removeFromBench',
    method: 'DELETE',
    path: '/v1/company/bench/:code',
    summary: 'Take someone off the bench, or withdraw the invitation',
    description: `${AGENCY_ONLY} The agency’s owner and admins (403 for members). A code not on the caller’s bench is 404.`,
    tags: ['companies'],
    access: 'user',
    params: companyMemberParamsSchema,
    response: benchRemovalSchema,
    errors: [400, 401, 403, 404],
  }),
  listBenchInvitations: defineEndpoint({
    id: 'listBenchInvitations',
    method: 'GET',
    path: '/v1/user/bench-invitations',
    summary: 'The freelancer’s bench invitations and the agencies they are on',
    description: FREELANCER_ONLY,
    tags: ['companies'],
    access: 'user',
    response: benchInvitationsSchema,
    errors: [400, 401, 403],
  }),
  acceptBenchInvitation: defineEndpoint({
    id: 'acceptBenchInvitation',
    method: 'POST',
    path: '/v1/user/bench-invitations/:code/accept',
    summary: 'Agree to be shown on the agency’s bench',
    description: `${FREELANCER_ONLY} \`code\` is the agency’s company code. 404 BENCH_INVITATION_NOT_FOUND when no invitation from it waits (accepting twice answers the same).`,
    tags: ['companies'],
    access: 'user',
    params: benchAgencyCodeParamsSchema,
    response: benchInvitationsSchema.shape.agencies.element,
    errors: [400, 401, 403, 404],
  }),
  declineBenchInvitation: defineEndpoint({
    id: 'declineBenchInvitation',
    method: 'POST',
    path: '/v1/user/bench-invitations/:code/decline',
    summary: 'Decline an agency’s bench invitation',
    description: `${FREELANCER_ONLY} \`code\` is the agency’s company code; 404 BENCH_INVITATION_NOT_FOUND when no invitation from it waits. The agency may invite again.`,
    tags: ['companies'],
    access: 'user',
    params: benchAgencyCodeParamsSchema,
    response: benchRemovalSchema,
    errors: [400, 401, 403, 404],
  }),
  leaveBench: defineEndpoint({
    id: 'leaveBench',
    method: 'DELETE',
    path: '/v1/user/bench/:code',
    summary: 'Leave an agency’s bench',
    description: `${FREELANCER_ONLY} \`code\` is the agency’s company code; 404 when the caller is not on its bench.`,
    tags: ['companies'],
    access: 'user',
    params: benchAgencyCodeParamsSchema,
    response: benchRemovalSchema,
    errors: [400, 401, 403, 404],
  }),
} as const;
