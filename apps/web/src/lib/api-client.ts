import {
  type EndpointInput,
  type EndpointRoute,
  type Envelope,
  type ErrorEnvelope,
  type FieldIssue,
  isSuccess,
  TOKEN_HEADER,
} from '@talentport/contract';
import {
  type CallArgs,
  type CallInput,
  type CallOptions,
  type CallResult,
  endpointUrl,
  serializeQuery,
} from './endpoint-request';
import { readToken } from './storage';

export const NETWORK_ERROR_MESSAGE = 'We could not reach Talentport. Check your connection and try again.';
const UNREADABLE_RESPONSE_MESSAGE = 'Talentport sent an answer we could not read. Please try again.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  /** Sent as JSON, or as multipart when it is a `FormData`. */
  body?: unknown;
  /** Serialized by `serializeQuery`: a list repeats the key, `undefined` is left out. */
  query?: unknown;
  signal?: AbortSignal;
  /** Use this token instead of the stored one (for example to revoke a session being cleared). */
  token?: string | null;
};

export type ApiClientOptions = {
  /** Root of the API, e.g. `/api` in the browser or `http://127.0.0.1:1234/api` in tests. */
  baseUrl: string;
  getToken: () => string | null;
  /** Called after any 403 answer (the role rules, the error rules); the answer is still returned to the caller. */
  onForbidden: () => void;
};

export type UploadOptions = {
  /** Fraction sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
};

export type ApiClient = {
  /**
   * One call of the contract (decision 117): the method and path come from the endpoint, `params`
   * fill the path, `query` and `body` are checked against its schemas, the answer is typed by its
   * result. Like every call, it answers an envelope and never throws for HTTP or network failures.
   */
  call<E extends EndpointInput>(
    endpoint: EndpointRoute<E>,
    ...args: CallArgs<E>
  ): Promise<Envelope<CallResult<E>>>;
  /** An endpoint that answers a file (`response: null`): the file as a Blob, or the error envelope. */
  download<E extends EndpointInput>(
    endpoint: EndpointRoute<E>,
    ...args: CallArgs<E>
  ): Promise<Envelope<Blob>>;
  /** A multipart upload with progress (XMLHttpRequest, the one browser API that reports it). */
  upload<E extends EndpointInput>(
    endpoint: EndpointRoute<E>,
    input: CallInput<E> & UploadOptions,
  ): Promise<Envelope<CallResult<E>>>;
};

/** Thrown by `unwrap` so that TanStack Query sees a failed query; carries the failure envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly envelope: ErrorEnvelope;

  constructor(envelope: ErrorEnvelope) {
    super(envelope.error.en);
    this.name = 'ApiError';
    this.status = envelope.status;
    this.code = envelope.message;
    this.envelope = envelope;
  }
}

export function unwrap<T>(envelope: Envelope<T>): T {
  if (isSuccess(envelope)) return envelope.result;
  throw new ApiError(envelope);
}

/**
 * Narrows the result of an endpoint that answers one of several shapes (the OAuth login starts or
 * finishes a login) to the one this call expects; any other answer is an INVALID_RESPONSE failure.
 */
export function expectResult<T, U extends T>(
  envelope: Envelope<T>,
  isExpected: (result: T) => result is U,
): Envelope<U> {
  if (!isSuccess(envelope)) return envelope;
  if (isExpected(envelope.result)) return { ...envelope, result: envelope.result };
  return errorEnvelope(envelope.status, 'INVALID_RESPONSE', UNREADABLE_RESPONSE_MESSAGE);
}

export function errorEnvelope(status: number, message: string, en: string): ErrorEnvelope {
  return { status, message, error: { en } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFieldIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldIssue =>
      isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string',
  );
}

function toEnvelope<T>(status: number, payload: unknown): Envelope<T> {
  if (isRecord(payload) && typeof payload.message === 'string') {
    if (payload.message === 'ok' && status >= 200 && status < 300) {
      return {
        status: typeof payload.status === 'number' ? payload.status : status,
        message: 'ok',
        result: payload.result as T,
      };
    }
    const error = isRecord(payload.error) && typeof payload.error.en === 'string' ? payload.error.en : null;
    if (payload.message !== 'ok') {
      const envelope = errorEnvelope(
        typeof payload.status === 'number' ? payload.status : status,
        payload.message,
        error ?? UNREADABLE_RESPONSE_MESSAGE,
      );
      const fields = isRecord(payload.error) ? readFieldIssues(payload.error.fields) : [];
      if (fields.length > 0) envelope.error.fields = fields;
      return envelope;
    }
  }
  return errorEnvelope(status, 'INVALID_RESPONSE', UNREADABLE_RESPONSE_MESSAGE);
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const base = baseUrl.replace(/\/+$/, '');
  const suffix = path.startsWith('/') ? path : `/${path}`;
  const search = serializeQuery(query);
  return `${base}${suffix}${search ? `?${search}` : ''}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** What the implementation reads of a `CallInput` (its parts are checked at the call site). */
type RequestInput = { params?: unknown; query?: unknown; body?: unknown } & CallOptions;

function endpointPath(endpoint: EndpointRoute, input: RequestInput): string {
  return endpointUrl('', endpoint, { params: input.params });
}

/**
 * The only way the web app talks to the API. It never throws for HTTP or network failures: every
 * outcome comes back as an envelope (the error rules). Aborts requested by the caller are rethrown.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = requestOptions.token === undefined ? options.getToken() : requestOptions.token;
    if (token) headers[TOKEN_HEADER] = token;
    const body = requestOptions.body;
    const isForm = body instanceof FormData;
    // A FormData sets its own multipart content type (with the boundary).
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(buildUrl(options.baseUrl, path, requestOptions.query), {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: requestOptions.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (requestOptions.signal?.aborted) throw error;
      return errorEnvelope(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE) as Envelope<T>;
    }

    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      payload = null;
    }
    const envelope = toEnvelope<T>(response.status, payload);
    if (response.status === 403) options.onForbidden();
    return envelope;
  }

  function call<E extends EndpointInput>(endpoint: EndpointRoute<E>, ...args: CallArgs<E>) {
    const input: RequestInput = args[0] ?? {};
    return request<CallResult<E>>(endpoint.method, endpointPath(endpoint, input), {
      query: input.query,
      body: input.body,
      signal: input.signal,
      token: input.token,
    });
  }

  async function download<E extends EndpointInput>(
    endpoint: EndpointRoute<E>,
    ...args: CallArgs<E>
  ): Promise<Envelope<Blob>> {
    const input: RequestInput = args[0] ?? {};
    const headers: Record<string, string> = {};
    const token = input.token === undefined ? options.getToken() : input.token;
    if (token) headers[TOKEN_HEADER] = token;
    let response: Response;
    try {
      response = await fetch(endpointUrl(options.baseUrl, endpoint, input), {
        method: endpoint.method,
        headers,
        signal: input.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (input.signal?.aborted) throw error;
      return errorEnvelope(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
    }
    if (response.ok) return { status: response.status, message: 'ok', result: await response.blob() };
    let payload: unknown = null;
    try {
      payload = await response.json();
    } catch {
      payload = null;
    }
    if (response.status === 403) options.onForbidden();
    return toEnvelope<Blob>(response.status, payload);
  }

  function upload<E extends EndpointInput>(endpoint: EndpointRoute<E>, input: CallInput<E> & UploadOptions) {
    const { onProgress, signal } = input;
    const body: unknown = (input as RequestInput).body;
    return new Promise<Envelope<CallResult<E>>>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open(endpoint.method, endpointUrl(options.baseUrl, endpoint, input as RequestInput));
      xhr.setRequestHeader('accept', 'application/json');
      const token = input.token === undefined ? options.getToken() : input.token;
      if (token) xhr.setRequestHeader(TOKEN_HEADER, token);
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        if (xhr.status === 403) options.onForbidden();
        resolve(toEnvelope<CallResult<E>>(xhr.status, parseJson(xhr.responseText)));
      });
      xhr.addEventListener('error', () => resolve(errorEnvelope(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE)));
      xhr.addEventListener('abort', () => resolve(errorEnvelope(0, 'ABORTED', 'The upload was cancelled.')));
      signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(body instanceof FormData ? body : JSON.stringify(body));
    });
  }

  return {
    call,
    download,
    upload,
  };
}

type ForbiddenHandler = () => void;
let forbiddenHandler: ForbiddenHandler | null = null;

/** The app registers what a 403 does (local logout, go to `/`); returns an unregister function. */
export function setForbiddenHandler(handler: ForbiddenHandler): () => void {
  forbiddenHandler = handler;
  return () => {
    if (forbiddenHandler === handler) forbiddenHandler = null;
  };
}

/** For calls made outside the client (a file by its URL): a 403 does what it does everywhere. */
export function reportForbidden(): void {
  forbiddenHandler?.();
}

export const apiClient = createApiClient({
  baseUrl: '/api',
  getToken: readToken,
  onForbidden: () => forbiddenHandler?.(),
});

/** `call(apiRoutes.x.y, { params, query, body })` with the user's session: see `ApiClient.call`. */
export const { call, download, upload } = apiClient;
