import { pageSchema } from '../envelope.js';
import {
  listingUserByCodesInputSchema,
  publicProfileSchema,
  publicUserCardSchema,
  userCodeParamsSchema,
} from '../public-profile.js';
import { profileSchema, profileUpdateInputSchema } from '../user.js';
import { defineEndpoint } from './define.js';

export const profilesEndpoints = {
  getProfile: defineEndpoint({
    id: 'getProfile',
    method: 'GET',
    path: '/v1/user/profile',
    summary: 'The caller’s own profile',
    description: 'Needs a session (the `token` header; 401 without one).',
    tags: ['profiles'],
    access: 'user',
    response: profileSchema,
    errors: [400, 401],
  }),
  updateProfile: defineEndpoint({
    id: 'updateProfile',
    method: 'PUT',
    path: '/v1/user/profile',
    summary: 'Save the profile; the onboarding submit',
    description:
      'Saves the given fields. An unknown or own referrerEmail fails with "Invalid Referrer Email" and saves nothing. ' +
      'A valid submit by an account that has chosen its role sets isOnboard.',
    tags: ['profiles'],
    access: 'user',
    body: profileUpdateInputSchema,
    response: profileSchema,
    errors: [400, 401, 429],
  }),
  listUsersByCodes: defineEndpoint({
    id: 'listUsersByCodes',
    method: 'POST',
    path: '/v1/user/listing-user-by-codes',
    summary: 'Public cards of users by their codes',
    description:
      'Anyone may call it. Unknown codes, accounts that have not finished onboarding and freelancers the ' +
      'caller may not see (decision 100: guests see public profiles only) are left out; ' +
      'private fields (email, phone, date of birth, bank details) never appear.',
    tags: ['profiles'],
    access: 'optional',
    body: listingUserByCodesInputSchema,
    response: pageSchema(publicUserCardSchema),
    errors: [400],
  }),
  getPublicProfile: defineEndpoint({
    id: 'getPublicProfile',
    method: 'GET',
    path: '/v1/user/public-profile/:code',
    summary: 'A user’s public profile page',
    description:
      'Anyone may call it. The resume is listed for the owner and for logged-in employers and agencies only. ' +
      'A freelancer the caller may not see (decision 100: members-only profiles need a signed-in employer or ' +
      'agency, hidden ones are for their owner only) is 404.',
    tags: ['profiles'],
    access: 'optional',
    params: userCodeParamsSchema,
    response: publicProfileSchema,
    errors: [400, 404],
  }),
} as const;
