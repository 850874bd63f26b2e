import { constants } from 'node:zlib';

/**
 * How API answers are compressed, shared by the compression plugin (app.ts) and the prepared
 * answers (prepared-reply.ts, decision 134): answers of 1 KB or more, Brotli first, then gzip.
 * Brotli at quality 1 (decision 149): on a 7 KB page of talent cards about 39 µs and 1.8 KB, against
 * 144 µs and 1.6 KB at quality 4; most search answers are compressed once and never asked again.
 */
export const COMPRESS_FROM_BYTES = 1024;
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
