import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.js';
import { openTestDatabase } from '../../test/test-database.js';
import { enqueueMail, MAX_MAIL_ATTEMPTS, retryDelayMs } from './outbox.js';
import { verifyEmailMail } from './templates.js';
import { createSmtpTransport } from './transports.js';
import { startMailWorker } from './worker.js';

let database: Database;
let smtp: SmtpPeer;
const silentLog = { error: () => {} };

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpPeer();
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(mailOutbox);
  smtp.received.length = 0;
  smtp.setRejectRecipients(false);
});

const transport = () => createSmtpTransport(smtp.url, 'Talentport <no-reply@talentport.test>');
const queue = (to: string) =>
  enqueueMail(database.db, {
    to,
    template: 'verify-email',
    mail: verifyEmailMail({
      fullname: 'Ada',
      link: 'http://app.test/verify-email?token=abc',
      code: '123456',
    }),
  });
const rowFor = async (to: string) => {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  if (!row) throw new Error('row missing');
  return row;
};

describe('mail outbox worker', () => {
  it('sends mail that was queued while no worker ran (as after a crash following the commit)', async () => {
    await queue('queued@example.test');
    const worker = startMailWorker({ db: database.db, transport: transport(), log: silentLog, pollMs: 50 });
    const mail = await smtp.mailTo('queued@example.test', 'Verify your email address');
    expect(mail.text).toContain('http://app.test/verify-email?token=abc');
    await worker.stop();
    expect((await rowFor('queued@example.test')).status).toBe('sent');
  });

  it('keeps a refused mail and retries it later with a growing wait', async () => {
    const worker = startMailWorker({
      db: database.db,
      transport: transport(),
      log: silentLog,
      pollMs: 60_000,
    });
    smtp.setRejectRecipients(true);
    await queue('retry@example.test');
    await worker.drain();
    const failed = await rowFor('retry@example.test');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toContain('Mailbox temporarily unavailable');
    expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);

    smtp.setRejectRecipients(false);
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, failed.id));
    await worker.drain();
    await smtp.mailTo('retry@example.test');
    expect(await rowFor('retry@example.test')).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    await worker.stop();
    expect([1, 2, 3, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });

  it('gives up after the last attempt', async () => {
    smtp.setRejectRecipients(true);
    // The mail is at its last attempt before a worker starts: a worker started first could try it
    // (attempt 1, retry in 30 s) between the insert and the update.
    await queue('hopeless@example.test');
    await database.db.update(mailOutbox).set({ attempts: MAX_MAIL_ATTEMPTS - 1 });
    const worker = startMailWorker({
      db: database.db,
      transport: transport(),
      log: silentLog,
      pollMs: 60_000,
    });
    await worker.drain();
    expect(await rowFor('hopeless@example.test')).toMatchObject({
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
    });
    await worker.stop();
  });

  it('takes over a mail whose worker died mid-send, and two workers never send one mail twice', async () => {
    await queue('orphan@example.test');
    await database.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() - 1000), attempts: 1 });
    const addresses = Array.from({ length: 24 }, (_, index) => `many.${index}@example.test`);
    for (const address of addresses) await queue(address);

    const first = startMailWorker({
      db: database.db,
      transport: transport(),
      log: silentLog,
      pollMs: 60_000,
      batchSize: 5,
    });
    const second = startMailWorker({
      db: database.db,
      transport: transport(),
      log: silentLog,
      pollMs: 60_000,
      batchSize: 5,
    });
    await Promise.all([first.drain(), second.drain()]);
    await smtp.waitForMail(() => smtp.received.length >= 25);
    await Promise.all([first.stop(), second.stop()]);

    const recipients = smtp.received.map((mail) => mail.to).sort();
    expect(recipients).toEqual(['orphan@example.test', ...addresses].sort());
    expect(await rowFor('orphan@example.test')).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('mail worker while the database is away', () => {
  it('backs off between passes that cannot read the outbox, and says when it reads it again', async () => {
    // A real database that has gone: every query fails, as when PostgreSQL is down.
    const gone = await openTestDatabase();
    await gone.close();
    const errors: number[] = [];
    const worker = startMailWorker({
      db: gone.db,
      transport: transport(),
      log: { error: (object) => errors.push((object as { failedPasses: number }).failedPasses) },
      pollMs: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    await worker.stop();
    // Without backing off a 20 ms poll fails about 35 times in 700 ms; doubling waits 20, 40, 80,
    // 160, 320 ms: at most 6 passes.
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(errors.length).toBeLessThanOrEqual(6);
    expect(errors.slice(0, 3)).toEqual([1, 2, 3]);
  });
});

describe('mail templates', () => {
  it('escapes what people typed in the HTML and keeps the plain-text version readable', () => {
    const mail = verifyEmailMail({
      fullname: '<img src=x onerror=alert(1)>',
      link: 'http://app.test/v?token=a&b',
      code: '042042',
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="http://app.test/v?token=a&amp;b"');
    expect(mail.text).toContain('Hi <img src=x onerror=alert(1)>,');
    expect(mail.text).toContain('Your code: 042042');
    expect(mail.text).toContain('service message about your account');
  });
});
