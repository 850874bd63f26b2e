import { constants } from 'node:zlib';

/**
 * How API answers are compressed, shared by the compression plugin (app.ts) and the prepared
 * answers (prepared-reply.ts, decision 134): answers of 1 KB or more, Brotli first, then gzip;
 * Brotli at quality 4 costs about what gzip does.
 */
export const COMPRESS_FROM_BYTES = 1024;
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
