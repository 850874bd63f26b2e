/**
 * Account mail: how long from a sign-up answer to the verification mail arriving at a real SMTP
 * server, against the floor of sending the same mail straight through nodemailer; and whether
 * "mail me a reset link" takes the same time for known and unknown addresses.
 *
 *   npx tsx bench/account-mail.ts            (PGlite)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/account-mail.ts
 *   BENCH_QUICK=1 …                          (5 rounds instead of 40)
 *
 * Writes bench/report-account-mail[-postgres].md and bench/out/account-mail-<driver>.json.
 */
import { writeFileSync } from 'node:fs';
import { verifyEmailMail } from '../apps/api/src/platform/mail/templates.js';
import { createSmtpTransport } from '../apps/api/src/platform/mail/transports.js';
import { call, startTestApp, TEST_PASSWORD } from '../apps/api/src/test/harness.js';
import { startSmtpPeer } from '../apps/api/src/test/smtp-peer.js';
import { type AccountMailSummary, writeSummary } from './lib/results.js';
import { isQuick, setting } from './lib/settings.js';
import { ms, percentileOf as percentile } from './lib/stats.js';

const ROUNDS = setting('ROUNDS', 40, 5);

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
const measures: [string, number[]][] = [
  ['floor: nodemailer straight to the SMTP peer', floor],
  ['sign-up request (argon2id hash, user, session, token, outbox row)', wholeRequest],
  ['sign-up answered → verification mail received', afterAnswer],
  ['password/get-link, address with an account', known],
  ['password/get-link, unknown address', unknown],
];
const rows = measures.map(([measure, values]) => ({
  measure,
  p50: percentile(values, 50),
  p99: percentile(values, 99),
}));
const summary: AccountMailSummary = {
  quick: isQuick,
  driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
  rounds: ROUNDS,
  rows,
};
writeSummary(`account-mail-${summary.driver}`, summary);
const report = `# Account mail benchmark

${new Date().toISOString()} · ${driver} · ${ROUNDS} rounds each${isQuick ? ' (quick mode: a smoke test)' : ''} · Node ${process.version} · shared 2-core machine

| measure | p50 | p99 |
| --- | --- | --- |
${rows.map((row) => `| ${row.measure} | ${ms(row.p50)} | ${ms(row.p99)} |`).join('\n')}

The mail leaves after the answer (outbox + worker), so the sign-up never waits for SMTP; the wait
after the answer is the floor plus one outbox claim. Both get-link cases are padded to at least
300 ms, so they cannot be told apart by timing.
`;
writeFileSync(
  new URL(`./report-account-mail${process.env.TEST_DATABASE_URL ? '-postgres' : ''}.md`, import.meta.url),
  report,
);
console.log(report);
