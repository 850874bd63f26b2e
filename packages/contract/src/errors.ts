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
  REQUIRED_FIELDS_MISSING: 'Some required fields are empty.',
  FILE_REQUIRED: 'Choose a file to upload in the form field "file".',
  FILE_TOO_LARGE: 'The file is too large.',
  UNSUPPORTED_FILE_TYPE: 'This type of file is not accepted.',
  IMAGE_TOO_LARGE: 'The picture has too many pixels. Please upload one of at most 40 megapixels.',
  INVALID_IMAGE: 'The picture could not be read. Please upload a JPEG, PNG or WebP image.',
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
  REQUIRED_FIELDS_MISSING: 400,
  FILE_REQUIRED: 400,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  IMAGE_TOO_LARGE: 400,
  INVALID_IMAGE: 400,
};
