import type { EndpointInput, EndpointResult } from '@talentport/contract';
import type { z } from 'zod';

/**
 * What `call(endpoint, input)` takes for one endpoint of the contract (decision 117): `params` when
 * the path has parameters, `query` when the endpoint declares a query, `body` when it declares a body
 * (a `FormData` for a multipart upload), each checked against the schema's input type (`z.input`).
 * A part is required when the schema has a required key; a part the endpoint does not declare may
 * not be given at all.
 */
export type CallInput<E extends EndpointInput> = ParamsPart<E> & QueryPart<E> & BodyPart<E> & CallOptions;

export type CallOptions = {
  signal?: AbortSignal;
  /** Use this token instead of the stored one (for example to revoke a session being cleared). */
  token?: string | null;
};

/** The empty object: `NoKeys extends T` holds when every key of T is optional. */
type NoKeys = Record<never, never>;

/** The rest arguments of `call`: the input may be left out when nothing in it is required. */
export type CallArgs<E extends EndpointInput> =
  NoKeys extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The `result` of the endpoint's success envelope. */
export type CallResult<E extends EndpointInput> = EndpointResult<E>;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** The parameter names of a path: `code` and `id` of `/company/:code/members/:id`. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsPart<E extends EndpointInput> = E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> & Record<PathParamName<E['path']>, string | number> }
  : { params?: never };

type QueryPart<E extends EndpointInput> = E['query'] extends z.ZodType
  ? NoKeys extends InputOf<E['query']>
    ? { query?: InputOf<E['query']> }
    : { query: InputOf<E['query']> }
  : { query?: never };

type BodyPart<E extends EndpointInput> = E['consumes'] extends readonly ['multipart/form-data']
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? undefined extends InputOf<E['body']>
      ? { body?: InputOf<E['body']> }
      : { body: InputOf<E['body']> }
    : { body?: never };

/** A value the wire format of a query knows: a list repeats the key (`expertise=a&expertise=b`). */
type QueryScalar = string | number | boolean | null | undefined;

function isQueryScalar(value: unknown): value is QueryScalar {
  return value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * The query string (without `?`) of a query object: keys in the object's order, `undefined` and
 * `null` left out, a list as the key repeated once per item, everything else `String(value)`.
 * This is the wire format the API's query schemas read (`queryList` takes a repeated key, a
 * comma-separated `rangePrice=0,500` is one string the caller builds).
 */
export function serializeQuery(query: unknown): string {
  const search = new URLSearchParams();
  if (query === undefined || query === null) return '';
  if (typeof query !== 'object') throw new TypeError('A query is an object of parameters');
  for (const [key, value] of Object.entries(query)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item === undefined || item === null) continue;
      if (!isQueryScalar(item))
        throw new TypeError(`Query parameter "${key}" is not a string, number or boolean`);
      search.append(key, String(item));
    }
  }
  return search.toString();
}

/** A `URLSearchParams` as a query object, a repeated key as a list, in the same order. */
export function searchParamsToQuery(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

/**
 * The endpoint's path with its `:name` segments filled from `params`, each encoded as one path
 * segment. A missing or empty parameter is a programming error and throws rather than calling a
 * different URL.
 */
export function fillPath(path: string, params: unknown): string {
  const values: Record<string, unknown> = typeof params === 'object' && params !== null ? { ...params } : {};
  return path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new TypeError(`Path parameter "${name}" of ${path} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of a call below the API root: path filled, query serialized. */
export function endpointUrl(
  baseUrl: string,
  endpoint: Pick<EndpointInput, 'path'>,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const base = baseUrl.replace(/\/+$/, '');
  const search = serializeQuery(input.query);
  return `${base}${fillPath(endpoint.path, input.params)}${search ? `?${search}` : ''}`;
}
