import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Raw header values by lower-case name (the first of each). */
  headers: Record<string, string>;
};

/**
 * A real SMTP server on a random local port. Mail the app sends arrives here over SMTP and is
 * parsed with mailparser, so tests see what a mailbox would.
 */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let rejectRecipients = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rejectRecipients) {
        const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 450 });
        return callback(error);
      }
      return callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          const text = mail.text ?? '';
          received.push({
            to: to ?? '',
            subject: mail.subject ?? '',
            text,
            html: typeof mail.html === 'string' ? mail.html : '',
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            headers: rawHeaders(mail),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Resolves with the first mail (received so far or later) that matches; fails after a timeout. */
  async function waitForMail(
    match: (mail: ReceivedMail) => boolean,
    timeoutMs = 5000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching mail arrived');
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    mailTo: (address: string, subject?: string) =>
      waitForMail((mail) => mail.to.includes(address) && (!subject || mail.subject.includes(subject))),
    setRejectRecipients(value: boolean) {
      rejectRecipients = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** The `token` (or another) query parameter of a link in a mail. */
export function linkParam(mail: ReceivedMail, param = 'token'): string {
  for (const link of mail.links) {
    const value = new URL(link).searchParams.get(param);
    if (value) return value;
  }
  throw new Error(`no link with ?${param}= in "${mail.subject}"`);
}

export function mailCode(mail: ReceivedMail): string {
  const match = mail.text.match(/Your code: (\d{6})/);
  if (!match?.[1]) throw new Error(`no code in "${mail.subject}"`);
  return match[1];
}

/** Header values as sent (mailparser turns some, such as List-Unsubscribe, into objects). */
function rawHeaders(mail: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    if (headers[key] !== undefined) continue;
    headers[key] = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return headers;
}
