import type { Db } from '../../db/client.js';
import { recordJobRun } from '../../storage/job-runs.js';
import { claimDueMail, markMailFailed, markMailSent } from './outbox.js';
import type { MailTransport } from './transports.js';

/** The longest the worker waits between passes while the outbox cannot be read. */
const MAX_BACK_OFF_MS = 30_000;
/** Passes run every few seconds: a success is recorded at most this often, every failure at once. */
const RECORD_SUCCESS_EVERY_MS = 60_000;
/** Its name in `job_runs` (decision 121). */
export const MAIL_JOB_NAME = 'send-mail-outbox';

export type MailWorker = {
  /** Look for due mail now rather than at the next poll (call after a commit that queued mail). */
  nudge: () => void;
  /** Sends everything due now; resolves when the outbox has nothing due (tests, shutdown). */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
};

type Log = {
  error: (object: object, message: string) => void;
  info?: (object: object, message: string) => void;
};

/**
 * Sends queued mail in the background. Several API processes may run one each: rows are claimed
 * with FOR UPDATE SKIP LOCKED, and a claim expires if its worker dies mid-send.
 */
export function startMailWorker(options: {
  db: Db;
  transport: MailTransport;
  log: Log;
  pollMs?: number;
  batchSize?: number;
}): MailWorker {
  const { db, transport, log } = options;
  const pollMs = options.pollMs ?? 2000;
  const batchSize = options.batchSize ?? 10;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** Passes in a row that could not read the outbox (the database away): the poll backs off. */
  let failedPasses = 0;

  async function sendBatch(): Promise<number> {
    const mails = await claimDueMail(db, batchSize);
    for (const mail of mails) {
      try {
        await transport.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          attachments: mail.attachments,
          headers: mail.headers,
        });
        await markMailSent(db, mail.id, transport.name);
        log.info?.({ mailId: mail.id, requestId: mail.requestId, template: mail.template }, 'mail sent');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error(
          { mailId: mail.id, requestId: mail.requestId, attempts: mail.attempts, err: message },
          'mail delivery failed',
        );
        await markMailFailed(db, mail, message);
      }
    }
    return mails.length;
  }

  let lastRecordedAt = 0;
  /** The pass in `job_runs`: failures always, successes after a failure or once a minute. */
  async function record(
    startedAt: Date,
    outcome: { ok: true; count: number } | { ok: false; error: unknown },
  ) {
    const isDue = !outcome.ok || failedPasses > 0 || Date.now() - lastRecordedAt >= RECORD_SUCCESS_EVERY_MS;
    if (!isDue) return;
    lastRecordedAt = Date.now();
    await recordJobRun(db, MAIL_JOB_NAME, startedAt, outcome).catch(() => {
      // The database is away (the pass failed for the same reason): logged by the caller.
    });
  }

  function runOnce(): Promise<number> {
    const startedAt = new Date();
    running ??= sendBatch()
      .then(async (sent) => {
        await record(startedAt, { ok: true, count: sent });
        if (failedPasses > 0) log.info?.({ failedPasses }, 'mail worker reads the outbox again');
        failedPasses = 0;
        return sent;
      })
      .catch(async (error: unknown) => {
        failedPasses += 1;
        log.error({ err: error, failedPasses }, 'mail worker could not read the outbox');
        await record(startedAt, { ok: false, error });
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function schedule(delayMs: number) {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const sent = await runOnce();
      // While the database is away the wait doubles (up to 30 s); the first good pass resets it.
      const backOff =
        failedPasses > 0 ? Math.min(pollMs * 2 ** failedPasses, Math.max(pollMs, MAX_BACK_OFF_MS)) : pollMs;
      schedule(sent === batchSize ? 0 : backOff);
    }, delayMs);
    timer.unref();
  }

  schedule(0);
  return {
    nudge: () => schedule(0),
    async drain() {
      await running;
      while ((await runOnce()) > 0) {
        // keep going until a pass finds nothing due
      }
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
