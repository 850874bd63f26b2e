/**
 * Error codes sent as `message` in the failure envelope, with the English sentence used when the
 * server has nothing more specific to say.
 */
export const ERROR_MESSAGES = {
  VALIDATION_ERROR: 'The request is not valid.',
  INVALID_JSON: 'The request body is not valid JSON.',
  UNSUPPORTED_MEDIA_TYPE: 'The request body must be JSON.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNAUTHORIZED: 'Please log in to continue.',
  INVALID_CREDENTIALS: 'The email or password is incorrect.',
  FORBIDDEN: 'Your account may not do this.',
  NOT_FOUND: 'We could not find what you asked for.',
  ROUTE_NOT_FOUND: 'There is no such API call.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  PASSWORD_TOO_COMMON: 'This password is too common. Please choose a less predictable one.',
  ROLE_ALREADY_SET: 'Your account type has already been chosen and cannot be changed.',
  INVALID_REFERRER_EMAIL: 'Invalid Referrer Email',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',
  LINK_INVALID: 'This link is not valid. It may have been used already.',
  LINK_EXPIRED: 'This link has expired. Please ask for a new one.',
  CODE_INVALID: 'That code is not correct.',
  CODE_EXPIRED: 'This code has expired. Please ask for a new one.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address first.',
  CURRENT_PASSWORD_WRONG: 'Your current password is not correct.',
  PASSWORD_REUSED: 'Please choose a password you have not used before.',
  EMAIL_UNCHANGED: 'That is already your email address.',
  NO_PASSWORD_SET: 'Your account has no password yet. Use "Forgot your password?" to set one.',
  OAUTH_PROVIDER_NOT_CONFIGURED: 'Signing in with this provider is not available here.',
  OAUTH_CONSENT_DENIED: 'You did not allow Talentport to use your account there, so you are not signed in.',
  OAUTH_STATE_INVALID:
    'This sign-in attempt has expired or was started in another browser. Please start again.',
  OAUTH_SIGN_IN_FAILED: 'We could not confirm your sign-in with the provider. Please try again.',
  OAUTH_PROVIDER_UNAVAILABLE: 'The sign-in provider could not be reached. Please try again in a moment.',
  OAUTH_EMAIL_MISSING:
    'The provider did not share your email address, which Talentport needs to sign you in.',
  OAUTH_LINK_REQUIRED:
    'An account with this email already exists. Enter its password to link your social login to it.',
  OAUTH_EMAIL_IN_USE:
    'An account with this email already exists. Log in the way you did before; you can link this provider afterwards.',
  OAUTH_LINK_EXPIRED: 'This linking request has expired. Please continue with the provider again.',
  OAUTH_NOT_LINKED: 'This provider is not linked to your account.',
  OAUTH_UNLINK_NEEDS_PASSWORD:
    'Your account has no password, so this sign-in method cannot be removed: you would be locked out.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** HTTP status each error code is sent with. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  PASSWORD_TOO_COMMON: 400,
  ROLE_ALREADY_SET: 409,
  INVALID_REFERRER_EMAIL: 400,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  LINK_INVALID: 400,
  LINK_EXPIRED: 400,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  EMAIL_NOT_VERIFIED: 409,
  CURRENT_PASSWORD_WRONG: 400,
  PASSWORD_REUSED: 400,
  EMAIL_UNCHANGED: 400,
  NO_PASSWORD_SET: 400,
  OAUTH_PROVIDER_NOT_CONFIGURED: 404,
  OAUTH_CONSENT_DENIED: 400,
  OAUTH_STATE_INVALID: 400,
  OAUTH_SIGN_IN_FAILED: 401,
  OAUTH_PROVIDER_UNAVAILABLE: 502,
  OAUTH_EMAIL_MISSING: 400,
  OAUTH_LINK_REQUIRED: 409,
  OAUTH_EMAIL_IN_USE: 409,
  OAUTH_LINK_EXPIRED: 400,
  OAUTH_NOT_LINKED: 404,
  OAUTH_UNLINK_NEEDS_PASSWORD: 409,
};
