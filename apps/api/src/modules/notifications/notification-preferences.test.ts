import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { MAIL_TEMPLATE_KINDS } from '../../platform/mail/kinds.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { verifyEmailMail } from '../../platform/mail/templates.js';
import { buildUser, call, startTestApp, type TestHarness } from '../../test/harness.js';

let harness: TestHarness;
beforeAll(async () => {
  harness = await startTestApp();
});
afterAll(async () => harness.close());

const PATH = '/api/v1/user/notification-preferences';
const someMail = verifyEmailMail({ fullname: 'Ada', link: 'http://app.test/x', code: '123456' });

async function queuedFor(to: string, template: string) {
  return harness.database.db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)));
}

describe('notification preferences', () => {
  it('answers the defaults, then keeps what the person changes and nothing else', async () => {
    const { token } = await buildUser(harness.app, { role: 'freelancer' });
    const first = await call(harness.app, 'GET', PATH, { token });
    expect(first.statusCode).toBe(200);
    expect(first.body.result.mail).toEqual({
      messages: true,
      pipeline: true,
      alerts: true,
      reminders: true,
      marketing: false,
      applicants: true,
    });
    const changed = await call(harness.app, 'PUT', PATH, { token, body: { mail: { alerts: false } } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.result.mail.alerts).toBe(false);
    expect(changed.body.result.mail.messages).toBe(true);
    const again = await call(harness.app, 'PUT', PATH, { token, body: { mail: { marketing: true } } });
    expect(again.body.result.mail).toMatchObject({ alerts: false, marketing: true });
  });

  it('refuses an unknown kind, a transactional kind and a value that is not true or false', async () => {
    const { token } = await buildUser(harness.app, { role: 'freelancer' });
    for (const mail of [{ security: false }, { transactional: false }, { alerts: 'no' }]) {
      const answer = await call(harness.app, 'PUT', PATH, { token, body: { mail } });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.error.en).toMatch(/mail/);
    }
  });

  it('needs a session', async () => {
    expect((await call(harness.app, 'GET', PATH)).statusCode).toBe(401);
    expect((await call(harness.app, 'PUT', PATH, { body: { mail: {} } })).statusCode).toBe(401);
  });

  it('queues no mail of a muted kind, and still queues transactional mail', async () => {
    const { token, email } = await buildUser(harness.app, { role: 'freelancer' });
    const db = harness.database.db;
    await call(harness.app, 'PUT', PATH, { token, body: { mail: { messages: false, pipeline: false } } });
    expect((await enqueueMail(db, { to: email, template: 'chat-messages', mail: someMail })).isQueued).toBe(
      false,
    );
    expect(
      (await enqueueMail(db, { to: email, template: 'application-hired', mail: someMail })).isQueued,
    ).toBe(false);
    expect(await queuedFor(email, 'chat-messages')).toHaveLength(0);
    const reminder = await enqueueMail(db, { to: email, template: 'booking-reminder', mail: someMail });
    expect(reminder.isQueued).toBe(true);
    await enqueueMail(db, { to: email, template: 'password-reset', mail: someMail });
    expect(await queuedFor(email, 'password-reset')).toEqual([
      { id: expect.any(String), kind: 'transactional' },
    ]);
    expect((await queuedFor(email, 'booking-reminder'))[0]?.kind).toBe('reminders');
  });

  it('classifies security, verification and reset mail as transactional', () => {
    for (const template of ['verify-email', 'password-reset', 'password-changed', 'email-changed'] as const) {
      expect(MAIL_TEMPLATE_KINDS[template]).toBe('transactional');
    }
  });
});
