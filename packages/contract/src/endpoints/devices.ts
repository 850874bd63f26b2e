import { deviceIdParamsSchema, deviceSchema, devicesQuerySchema, signedOutSchema } from '../devices.js';
import { pageSchema } from '../envelope.js';
import { defineEndpoint } from './define.js';

/** Signed-in devices (issue 23): the account's live sessions, and signing them out. */
export const devicesEndpoints = {
  listDevices: defineEndpoint({
    id: 'listDevices',
    method: 'GET',
    path: '/v1/user/sessions',
    summary: 'The account’s signed-in devices',
    description:
      'Needs a session (the `token` header; 401 without one). Live sessions of the caller’s account, the current one first (`isCurrent`), then by last use; the device and browser are read from the User-Agent.',
    tags: ['identity'],
    access: 'user',
    query: devicesQuerySchema,
    response: pageSchema(deviceSchema),
    errors: [400, 401],
  }),
  signOutDevice: defineEndpoint({
    id: 'signOutDevice',
    method: 'DELETE',
    path: '/v1/user/sessions/:id',
    summary: 'Sign one of the account’s other devices out',
    description:
      'Needs a session (the `token` header; 401 without one). The session ends at once and its live sockets close. The current device is refused with 400 (use logout); another account’s session, or one already ended, is 404.',
    tags: ['identity'],
    access: 'user',
    params: deviceIdParamsSchema,
    response: signedOutSchema,
    errors: [400, 401, 404],
  }),
  signOutOtherDevices: defineEndpoint({
    id: 'signOutOtherDevices',
    method: 'POST',
    path: '/v1/user/sessions/sign-out-others',
    summary: 'Sign out everywhere else',
    description:
      'Needs a session (the `token` header; 401 without one). Every session of the account except the current one ends, with its sockets.',
    tags: ['identity'],
    access: 'user',
    response: signedOutSchema,
    errors: [400, 401],
  }),
};
