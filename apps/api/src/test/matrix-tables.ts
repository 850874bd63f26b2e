import type { UserRole } from '@talentport/contract';
import type { Operation } from './openapi-operations.js';

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
export const ROLE_ONLY: Record<string, UserRole[]> = {
  'POST /api/v1/company/invite': COMPANY,
  'GET /api/v1/company/invites': COMPANY,
  'DELETE /api/v1/company/invites/{id}': COMPANY,
  'POST /api/v1/company/update': COMPANY,
  'GET /api/v1/company/members': COMPANY,
  'PUT /api/v1/company/members/{code}/role': COMPANY,
  'POST /api/v1/company/members/{code}/make-owner': COMPANY,
  'DELETE /api/v1/company/members/{code}': COMPANY,
  // An agency's bench (decision 131): agencies keep one, freelancers answer for themselves.
  'POST /api/v1/company/bench': ['agency'],
  'GET /api/v1/company/bench': ['agency'],
  'DELETE /api/v1/company/bench/{code}': ['agency'],
  'GET /api/v1/user/bench-invitations': ['freelancer'],
  'POST /api/v1/user/bench-invitations/{code}/accept': ['freelancer'],
  'POST /api/v1/user/bench-invitations/{code}/decline': ['freelancer'],
  'DELETE /api/v1/user/bench/{code}': ['freelancer'],
  'GET /api/v1/company/opportunities': COMPANY,
  'POST /api/v1/opportunities': COMPANY,
  'PUT /api/v1/opportunities/{id}': COMPANY,
  'POST /api/v1/opportunities/{id}/status': COMPANY,
  'POST /api/v1/opportunities/{id}/duplicate': COMPANY,
  'POST /api/v1/opportunities/{id}/requests': COMPANY,
  'GET /api/v1/opportunities/{id}/applications': COMPANY,
  'POST /api/v1/applications/{id}/status': COMPANY,
  'PUT /api/v1/applications/{id}/note': COMPANY,
  // The applicant tools (decision 127): for the listing's company's members.
  'POST /api/v1/applications/{id}/conversation': COMPANY,
  'GET /api/v1/opportunities/{id}/applications/compare': COMPANY,
  'POST /api/v1/opportunities/{id}/applications/reject': COMPANY,
  // Offers are sent by hiring companies (decision 122).
  'POST /api/v1/offers': COMPANY,
  'POST /api/v1/applications/{id}/undo': COMPANY,
  'POST /api/v1/applications/{id}/notify-now': COMPANY,
  'POST /api/v1/opportunities/{id}/save': CANDIDATE,
  'POST /api/v1/opportunities/{id}/apply': CANDIDATE,
  'POST /api/v1/applications/{id}/withdraw': CANDIDATE,
  'GET /api/v1/user/applications': CANDIDATE,
  'GET /api/v1/user/saved-opportunities': CANDIDATE,
  // Invitations to apply go to freelancers, and to agencies for projects (decision 131).
  'GET /api/v1/user/requests': CANDIDATE,
  'POST /api/v1/requests/{id}/respond': CANDIDATE,
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
export const NOT_OWNED = new Set([
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

export type Method = Operation['method'];
/** One owned object: the call, its path, the owner's token and another user's of the same role. */
export type OwnershipCase = {
  operation: string;
  path: string;
  owner: string;
  other: string;
  body?: unknown;
};
