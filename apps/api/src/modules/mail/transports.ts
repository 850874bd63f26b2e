import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

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
      await transporter.sendMail({ from, ...mail });
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
      print(`\n--- mail to ${mail.to}: ${mail.subject}\n${mail.text}--- (also at /api/dev/outbox)\n`);
    },
    close: () => {},
  };
}
