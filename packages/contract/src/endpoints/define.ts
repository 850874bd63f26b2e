import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The 4xx answers an endpoint documents; each is an error envelope (`errorEnvelopeSchema`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;

/** Who may call: anyone, anyone (a session changes the answer), a signed-in user, a staff member. */
export type EndpointAccess = 'public' | 'optional' | 'user' | 'staff';

/** The groups of the API document, each declared with a description in `API_TAGS`. */
export const API_TAGS = {
  identity: 'Accounts: register, log in, who am I, choose the account type.',
  account: 'Email verification, passwords, email changes and company invitations.',
  'social login': 'Logging in with and linking Google, LinkedIn and GitHub accounts.',
  profiles: 'The caller’s profile and other users’ public profiles.',
  companies: 'Company pages, the caller’s company and its team.',
  opportunities: 'Job and project listings: search, detail, posting, saving and reporting.',
  applications: 'Applying to opportunities, the hiring pipeline and invitations.',
  chat: 'Conversations, messages, read receipts and blocks.',
  engagements: 'Engagements after a hire, ending them, and the double-blind reviews of both sides.',
  work: 'Work agreements: offers with terms, fixed-price milestones, hourly timesheets and invoices.',
  notifications: 'The notification center.',
  files: 'Uploading and downloading avatars, logos, resumes and attachments.',
  rewards: 'Reward points, promotion codes and profile highlights.',
  'talent manager': 'Booking a talent manager.',
  'top talent': 'Highlighted freelancers.',
  talent: 'Finding freelancers and agencies, and the freelancer’s own visibility settings.',
  'short links': 'Short links to pages of the app.',
  'talent lists': 'Shortlists of freelancers shared by a company’s team, with private notes.',
  staff: 'The staff console: users, reports, promotion codes, support and talent managers.',
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** What `defineEndpoint` takes: one call of the API, described once for the server and its clients. */
export type EndpointInput = {
  /** The operation's name in the API document (`operationId`), unique. */
  readonly id: string;
  readonly method: EndpointMethod;
  /** Below `/api`, in the router's notation (`/v1/opportunities/:id`). */
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly ApiTag[];
  readonly access: EndpointAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The `result` of the success envelope; `null` when the answer is not JSON (a file). */
  readonly response: z.ZodType | null;
  /** The success status when it is not 200: 202 for work accepted and done in the background. */
  readonly successStatus?: 202;
  /** Request content types other than JSON (e.g. an upload). */
  readonly consumes?: readonly string[];
  readonly errors: readonly ErrorStatus[];
};

/** Declares one endpoint; the literal types of its path, method and schemas are kept. */
export function defineEndpoint<const E extends EndpointInput>(endpoint: E): E {
  return endpoint;
}

type ParsedOrUndefined<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOrUndefined<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The `result` of a successful answer. */
export type EndpointResult<E extends EndpointInput> = ParsedOrUndefined<E['response']>;
/** The body a client sends (before defaults are applied). */
export type EndpointBody<E extends EndpointInput> = InputOrUndefined<E['body']>;
/** The query a client sends (before coercion and defaults). */
export type EndpointQuery<E extends EndpointInput> = InputOrUndefined<E['query']>;
/** The path parameters. */
export type EndpointParams<E extends EndpointInput> = InputOrUndefined<E['params']>;

/** Carries an endpoint's full type on its route (see `EndpointRoute`); never set at run time. */
export declare const endpointType: unique symbol;

/**
 * An endpoint as a client needs it at run time: its id, method and path, without its schemas (which
 * would put every zod schema of the API into the web bundle). Its type still carries the endpoint's,
 * so a typed client checks params, query and body against the schemas and types the result.
 */
export type EndpointRoute<E extends EndpointInput = EndpointInput> = {
  readonly id: E['id'];
  readonly method: E['method'];
  readonly path: E['path'];
  readonly [endpointType]?: E;
};

/** A route of `apiRoutes`: the id, method and path must be the endpoint's (checked by the compiler). */
export function endpointRoute<E extends EndpointInput>(
  id: E['id'],
  method: E['method'],
  path: E['path'],
): EndpointRoute<E> {
  return { id, method, path };
}
