/**
 * The envelope's shapes and its guard, free of zod so that a client can import them without
 * loading the schema library.
 */
/** One refused field of a 400: its path in the input ("payMax", "skills[0]") and a predicate ("must be …"). */
export type FieldIssue = { path: string; message: string };
/** `requestId`: the request's `X-Request-Id`, on every HTTP error (quote it to support). */
export type ErrorEnvelope = {
  status: number;
  message: string;
  error: { en: string; fields?: FieldIssue[] | undefined };
  requestId?: string;
};
export type SuccessEnvelope<T> = { status: number; message: 'ok'; result: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export function isSuccess<T>(envelope: Envelope<T>): envelope is SuccessEnvelope<T> {
  return envelope.message === 'ok';
}
/** A page of a list (see `pageSchema`). */
export type Page<T> = { items: T[]; total: number; page: number; recordPerPage: number };
