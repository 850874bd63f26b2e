/**
 * Account mail: how long from a sign-up answer to the verification mail arriving at a real SMTP
 * server, against the floor of sending the same mail straight through nodemailer; and whether
 * "mail me a reset link" takes the same time for known and unknown addresses.
 *
 *   npx tsx bench/account-mail.ts            (PGlite)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/account-mail.ts
 */
import { writeFileSync } from 'node:fs';
import { verifyEmailMail } from '../apps/api/src/modules/mail/templates.js';
import { createSmtpTransport } from '../apps/api/src/modules/mail/transports.js';
import { call, startTestApp, TEST_PASSWORD } from '../apps/api/src/test/harness.js';
import { startSmtpPeer } from '../apps/api/src/test/smtp-peer.js';

const ROUNDS = 40;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const smtp = await startSmtpPeer();
const transport = createSmtpTransport(smtp.url, 'Talentport <bench@talentport.test>');
const harness = await startTestApp({
  publicUrl: 'http://bench.test',
  mailTransport: transport,
  rateLimitRules: {
    registerPerIp: { limit: 1_000_000, windowMs: 60_000 },
    mailLinksPerIp: { limit: 1_000_000, windowMs: 60_000 },
  },
});

// Floor: the same message through nodemailer to the same server, no database, no queue.
const floor: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const to = `floor.${round}@bench.test`;
  const started = performance.now();
  await transport.send({
    to,
    ...verifyEmailMail({ fullname: 'Floor', link: 'http://bench.test/x', code: '123456' }),
  });
  await smtp.mailTo(to);
  floor.push(performance.now() - started);
}

// The product: sign-up answered, then the queued mail sent by the worker (nudged after commit).
const afterAnswer: number[] = [];
const wholeRequest: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const email = `bench.${Date.now().toString(36)}.${round}@bench.test`;
  const started = performance.now();
  const response = await call(harness.app, 'POST', '/api/v1/user/register', {
    body: { fullname: 'Bench Person', email, password: TEST_PASSWORD },
  });
  const answered = performance.now();
  if (response.statusCode !== 200) throw new Error(response.raw);
  await smtp.mailTo(email, 'Verify');
  afterAnswer.push(performance.now() - answered);
  wholeRequest.push(answered - started);
}

// Enumeration: known vs unknown address for password/get-link.
const known: number[] = [];
const unknown: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const [bucket, email] of [
    [known, `bench.${Date.now().toString(36)}.0@bench.test`],
    [unknown, `nobody.${round}@bench.test`],
  ] as const) {
    const started = performance.now();
    await call(harness.app, 'POST', '/api/v1/user/password/get-link', { body: { email } });
    bucket.push(performance.now() - started);
  }
}

await harness.close();
await smtp.close();

const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in memory)';
const row = (name: string, values: number[]) =>
  `| ${name} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 99))} |`;
const report = `# Account mail benchmark

${new Date().toISOString()} · ${driver} · ${ROUNDS} rounds each · Node ${process.version} · shared 2-core machine

| measure | p50 | p99 |
| --- | --- | --- |
${row('floor: nodemailer straight to the SMTP peer', floor)}
${row('sign-up request (argon2id hash, user, session, token, outbox row)', wholeRequest)}
${row('sign-up answered → verification mail received', afterAnswer)}
${row('password/get-link, address with an account', known)}
${row('password/get-link, unknown address', unknown)}

The mail leaves after the answer (outbox + worker), so the sign-up never waits for SMTP; the wait
after the answer is the floor plus one outbox claim. Both get-link cases are padded to at least
300 ms, so they cannot be told apart by timing.
`;
writeFileSync(
  new URL(`./report-account-mail${process.env.TEST_DATABASE_URL ? '-postgres' : ''}.md`, import.meta.url),
  report,
);
console.log(report);
