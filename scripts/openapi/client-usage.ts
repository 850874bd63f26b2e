/**
 * Compiled by `npm run openapi:check` against the client types that openapi-typescript generated
 * from the API document (`api.d.ts` beside this file there): an outside client can call the API
 * with typed paths, bodies, answers and errors.
 */
import type { components, operations, paths } from './api.js';

type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never;
/** The success answer: 200, or 202 for work accepted for the background (a data export). */
type Success<R> = R extends { 200: infer S } ? S : R extends { 202: infer S } ? S : never;
type Answer<Op extends keyof operations> = JsonBody<Success<operations[Op]['responses']>>;
type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/** A minimal typed client: one call by operation, the body type-checked, the answer typed. */
export async function call<Op extends 'login' | 'applyToOpportunity'>(
  baseUrl: string,
  method: 'POST',
  path: string,
  body: JsonBody<NonNullable<operations[Op]['requestBody']>>,
): Promise<Answer<Op> | ErrorEnvelope> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer<Op> | ErrorEnvelope;
}

export async function example(baseUrl: string) {
  const login = await call<'login'>(baseUrl, 'POST', '/api/v1/user/login', {
    email: 'someone@example.test',
    password: 'correct horse battery',
  });
  if (login.message === 'ok' && 'result' in login) {
    // Two-factor sign-in on: finish with POST /api/v1/user/login/two-factor (decision 104).
    if ('twoFactorRequired' in login.result) return { pendingToken: login.result.pendingToken };
    const token: string = login.result.token;
    const onboarded: boolean = login.result.isOnboard;
    return { token, onboarded };
  }
  const failure = login as ErrorEnvelope;
  const code: string = failure.message;
  const explanation: string = failure.error.en;
  return { code, explanation };
}

// The document's paths are typed too: a path that does not exist, or a field that is not there, fails.
type ApplyBody = JsonBody<NonNullable<paths['/api/v1/opportunities/{id}/apply']['post']['requestBody']>>;
export const coverLetterOnly: ApplyBody['coverLetter'] = 'I would like to work on this.';
type SearchAnswer = Answer<'searchOpportunities'>;
export const firstTitle = (answer: SearchAnswer): string | undefined => answer.result.items[0]?.title;
type Rejected = operations['login']['responses'][429];
export const rateLimited = (answer: JsonBody<Rejected>): number => answer.status;

type LoginBody = JsonBody<NonNullable<operations['login']['requestBody']>>;
export const wrongBody: LoginBody = {
  // @ts-expect-error: the login body has no `username`.
  username: 'x',
  password: 'y',
};
// @ts-expect-error: there is no such path.
export type NoSuchPath = paths['/api/v1/no-such-path'];
