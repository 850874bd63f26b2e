import nodemailer from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post), passed through as they are. */
  headers?: Record<string, string>;
};

/** Where mail goes: a real SMTP server, or the development outbox (stored and logged, not sent). */
export type MailTransport = {
  name: 'smtp' | 'dev-outbox';
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(mail) {
      const { attachments = [], headers = {}, ...rest } = mail;
      await transporter.sendMail({
        from,
        ...rest,
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(attachments.length > 0
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                content: a.content,
                contentType: a.contentType,
              })),
            }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Development: the mail stays in the outbox table (listed at /api/dev/outbox) and its text, with
 * its links, is printed so that a person running `npm start` can follow them.
 */
export function createDevOutboxTransport(print: (line: string) => void): MailTransport {
  return {
    name: 'dev-outbox',
    async send(mail) {
      const files = (mail.attachments ?? []).map((a) => a.filename).join(', ');
      const extra = Object.entries(mail.headers ?? {})
        .map(([name, value]) => `${name}: ${value}\n`)
        .join('');
      print(
        `\n--- mail to ${mail.to}: ${mail.subject}\n${extra}${mail.text}${files ? `[attached: ${files}]\n` : ''}--- (also at /api/dev/outbox)\n`,
      );
    },
    close: () => {},
  };
}
