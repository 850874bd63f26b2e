import {
  type Envelope,
  type ErrorEnvelope,
  type FieldIssue,
  isSuccess,
  TOKEN_HEADER,
} from '@talentport/contract';
import { readToken } from './storage';

export const NETWORK_ERROR_MESSAGE = 'We could not reach Talentport. Check your connection and try again.';
const UNREADABLE_RESPONSE_MESSAGE = 'Talentport sent an answer we could not read. Please try again.';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Use this token instead of the stored one (for example to revoke a session being cleared). */
  token?: string | null;
};

export type ApiClientOptions = {
  /** Root of the API, e.g. `/api` in the browser or `http://127.0.0.1:1234/api` in tests. */
  baseUrl: string;
  getToken: () => string | null;
  /** Called after any 403 answer (spec §6, §8); the answer is still returned to the caller. */
  onForbidden: () => void;
};

export type ApiClient = {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<Envelope<T>>;
  get<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
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
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${suffix}${search ? `?${search}` : ''}`;
}

/**
 * The only way the web app talks to the API. It never throws for HTTP or network failures: every
 * outcome comes back as an envelope (spec §8). Aborts requested by the caller are rethrown.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = requestOptions.token === undefined ? options.getToken() : requestOptions.token;
    if (token) headers[TOKEN_HEADER] = token;
    const hasBody = requestOptions.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(buildUrl(options.baseUrl, path, requestOptions.query), {
        method,
        headers,
        body: hasBody ? JSON.stringify(requestOptions.body) : undefined,
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

  return {
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    put: (path, body, requestOptions) => request('PUT', path, { ...requestOptions, body }),
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

/** For calls made outside the client (uploads with progress): a 403 does what it does everywhere. */
export function reportForbidden(): void {
  forbiddenHandler?.();
}

/** Reads a JSON answer of the API into an envelope, as the client does. */
export function readEnvelope<T>(status: number, payload: unknown): Envelope<T> {
  return toEnvelope<T>(status, payload);
}

export const apiClient = createApiClient({
  baseUrl: '/api',
  getToken: readToken,
  onForbidden: () => forbiddenHandler?.(),
});
