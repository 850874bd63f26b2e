import { generate } from 'otplib';
import type { App } from '../app.js';
import { call } from './harness.js';

/**
 * Logs a staff member in through both steps, as the console does (decision 104). The first
 * sign-in sets two-factor up with a code computed from the secret; later ones use the recovery
 * codes kept from it (one each: a code per 30-second step would refuse quick repeated log-ins).
 * `target` is an app (inject) or the base URL of a running server.
 */
const kept = new Map<string, string[]>();

type Answer = { status: number; body: { result: Record<string, unknown> } & Record<string, unknown> };

async function post(target: App | string, path: string, body: unknown): Promise<Answer> {
  if (typeof target !== 'string') {
    const response = await call(target, 'POST', `/api${path}`, { body });
    return { status: response.statusCode, body: response.body };
  }
  const response = await fetch(`${target}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

function resultOf(answer: Answer, what: string) {
  if (answer.status !== 200)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.result;
}

export async function logInStaff(target: App | string, email: string, password: string): Promise<string> {
  const first = resultOf(await post(target, '/staff/v1/login', { email, password }), 'staff log-in');
  const pendingToken = String(first.pendingToken);
  const key = email.toLowerCase();
  if (first.step === 'setup') {
    const setup = resultOf(
      await post(target, '/staff/v1/login/two-factor/setup', { pendingToken }),
      'set-up',
    );
    const code = await generate({ secret: String(setup.secret) });
    const done = resultOf(
      await post(target, '/staff/v1/login/two-factor/confirm', { pendingToken, code }),
      'set-up confirm',
    );
    kept.set(key, [...(done.recoveryCodes as string[])]);
    return String(done.token);
  }
  const code = kept.get(key)?.pop();
  if (!code) throw new Error(`no recovery code kept for ${email}: log in once through logInStaff first`);
  return String(
    resultOf(await post(target, '/staff/v1/login/two-factor', { pendingToken, code }), 'second step').token,
  );
}
