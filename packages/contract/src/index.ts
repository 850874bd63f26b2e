export * from './account.js';
export * from './constants.js';
export * from './envelope.js';
export * from './envelope-types.js';
export * from './errors.js';
export * from './oauth.js';
export * from './route-access.js';
export * from './user.js';
