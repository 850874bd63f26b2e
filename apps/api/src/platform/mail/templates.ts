import { escapeHtml } from '../../lib/html.js';

/**
 * Transactional mail: one function per message, each giving a subject, a plain-text body and an
 * HTML body in the product's colours. No tracking, no unsubscribe link: these mails are only ever
 * sent because of something the person did (or someone invited them).
 */

export type RenderedMail = { subject: string; text: string; html: string };

const PRIMARY = '#1bd2a4';
const PRIMARY_TEXT = '#0b7a5e';
const INK = '#1d2b36';
const MUTED = '#5b6b78';

export type Block =
  | { kind: 'paragraph'; text: string }
  /** Text a user wrote, shown as a quote under a label that names who wrote it (never our words). */
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'code'; code: string };

const FOOTER =
  'You are receiving this email because of activity on a Talentport account. It is a service message about your account, so it has no unsubscribe link. If this was not you, you can ignore it or reply to let us know.';

/** A mail in the product's layout; `footer` replaces the service-message footer (alerts carry their unsubscribe). */
export function layout(subject: string, blocks: Block[], footer = FOOTER): RenderedMail {
  const textParts = blocks.map((block) => {
    if (block.kind === 'paragraph') return block.text;
    if (block.kind === 'button') return `${block.label}: ${block.href}`;
    if (block.kind === 'quote') return `${block.label}\n${quoteLines(block.text)}`;
    return `Your code: ${block.code}`;
  });
  const text = `${textParts.join('\n\n')}\n\n-- \nTalentport\n${footer}\n`;

  const htmlBlocks = blocks
    .map((block) => {
      if (block.kind === 'paragraph') {
        return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${escapeHtml(block.text)}</p>`;
      }
      if (block.kind === 'quote') {
        return `<p style="margin:0 0 4px;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(block.label)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #c5d0d8;background:#f3f6f8;font-size:15px;line-height:1.5;color:${INK};white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
      }
      if (block.kind === 'button') {
        const href = escapeHtml(block.href);
        return `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:${PRIMARY};color:#06352a;font-weight:700;font-size:16px;text-decoration:none;padding:12px 24px;border-radius:8px">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED}">Or paste this link into your browser:<br><a href="${href}" style="color:${PRIMARY_TEXT};word-break:break-all">${href}</a></p>`;
      }
      return `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:700;color:${INK};font-family:Menlo,Consolas,monospace">${escapeHtml(block.code)}</p>`;
    })
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0;background:#f3f6f8;font-family:Raleway,Helvetica,Arial,sans-serif"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f6f8;padding:24px 12px"><tr><td align="center"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden"><tr><td style="background:${PRIMARY};padding:20px 32px"><span style="font-size:22px;font-weight:800;color:#06352a;letter-spacing:0.5px">Talentport</span></td></tr><tr><td style="padding:32px">${htmlBlocks}</td></tr><tr><td style="padding:20px 32px;border-top:1px solid #e3e9ee;font-size:12px;line-height:1.5;color:${MUTED}">${escapeHtml(footer)}</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/** Each line of user text behind "> ", as mail clients show quotes in plain text. */
function quoteLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/** What a user wrote, labelled as theirs (decision 053): quoted, never in a subject, never as our words. */
export const userText = (label: string, text: string): Block => ({ kind: 'quote', label, text });

/**
 * "Hi <name>," for the account's own name. Names are typed by whoever signed up, so one that looks
 * like a link or an address, or is long, is not repeated in our words: the greeting is "Hello,".
 */
export const greeting = (name: string) => {
  const looksLikeText = name.length <= 60 && !/[/@:]|www\.|\.[a-z]{2,}\b/i.test(name);
  return { kind: 'paragraph' as const, text: looksLikeText ? `Hi ${name},` : 'Hello,' };
};

export function verifyEmailMail(input: { fullname: string; link: string; code: string }): RenderedMail {
  return layout('Verify your email address', [
    greeting(input.fullname),
    { kind: 'paragraph', text: 'Welcome to Talentport. Please confirm that this is your email address.' },
    { kind: 'button', label: 'Verify my email', href: input.link },
    { kind: 'paragraph', text: 'Or enter this code in the app. It works for 10 minutes:' },
    { kind: 'code', code: input.code },
    { kind: 'paragraph', text: 'The link works for 24 hours. Each can be used once.' },
  ]);
}

export function passwordResetMail(input: { fullname: string; link: string }): RenderedMail {
  return layout('Reset your Talentport password', [
    greeting(input.fullname),
    { kind: 'paragraph', text: 'Someone asked to reset the password of your Talentport account.' },
    { kind: 'button', label: 'Choose a new password', href: input.link },
    {
      kind: 'paragraph',
      text: 'The link works for 1 hour and can be used once. If you did not ask for this, you can ignore this email: your password stays as it is.',
    },
  ]);
}

export function passwordChangedMail(input: { fullname: string; resetLink: string }): RenderedMail {
  return layout('Your Talentport password was changed', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: 'The password of your Talentport account was just changed, and your other sessions were logged out.',
    },
    {
      kind: 'paragraph',
      text: 'If you did not do this, reset your password now and check your account details.',
    },
    { kind: 'button', label: 'Reset my password', href: input.resetLink },
  ]);
}

export function confirmNewEmailMail(input: {
  fullname: string;
  link: string;
  newEmail: string;
}): RenderedMail {
  return layout('Confirm your new email address', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: `You asked to use ${input.newEmail} for your Talentport account. Your email changes when you confirm.`,
    },
    { kind: 'button', label: 'Confirm my new email', href: input.link },
    { kind: 'paragraph', text: 'The link works for 24 hours and can be used once.' },
  ]);
}

export function emailChangeRequestedMail(input: { fullname: string; newEmail: string }): RenderedMail {
  return layout('A change of email was requested', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: `Someone logged in to your Talentport account asked to change its email address to ${input.newEmail}. Nothing changes until that address is confirmed.`,
    },
    {
      kind: 'paragraph',
      text: 'If this was not you, change your password now: the request needed it.',
    },
  ]);
}

export function emailChangedMail(input: { fullname: string; newEmail: string }): RenderedMail {
  return layout('Your Talentport email address was changed', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: `Your Talentport account now uses ${input.newEmail}. This address will no longer receive mail about it.`,
    },
    { kind: 'paragraph', text: 'If you did not do this, reply to this email straight away.' },
  ]);
}

export function teamInviteMail(input: {
  inviterName: string;
  companyName: string;
  link: string;
}): RenderedMail {
  return layout('A Talentport user invited you to join their team', [
    { kind: 'paragraph', text: 'Hello,' },
    {
      kind: 'paragraph',
      text: 'Someone with a verified Talentport account invited you to join their company’s team, to post opportunities and hire together. The name and company below are as they wrote them; Talentport has not checked them.',
    },
    userText('Invited by:', input.inviterName),
    userText('Company, as its team wrote it:', input.companyName || '(no name yet)'),
    { kind: 'button', label: 'Accept the invitation', href: input.link },
    {
      kind: 'paragraph',
      text: 'The invitation works for 7 days. If you do not know this person, ignore this email.',
    },
  ]);
}

/**
 * An invitation to an address that already has an account (decision 116): the inviter is answered
 * exactly as for a new address, and the address's owner learns of it here instead of a sign-up link.
 */
export function teamInviteExistingAccountMail(input: {
  inviterName: string;
  companyName: string;
  answerLink: string;
}): RenderedMail {
  return layout('A Talentport user invited you to join their team', [
    { kind: 'paragraph', text: 'Hello,' },
    {
      kind: 'paragraph',
      text: 'Someone with a verified Talentport account invited this address to join their company’s team. The name and company below are as they wrote them; Talentport has not checked them.',
    },
    userText('Invited by:', input.inviterName),
    userText('Company, as its team wrote it:', input.companyName || '(no name yet)'),
    {
      kind: 'paragraph',
      text: 'This address already has a Talentport account. Log in to accept or decline: accepting moves your account into their team (an account belongs to one team). The invitation is valid for 7 days.',
    },
    { kind: 'button', label: 'See the invitation', href: input.answerLink },
    { kind: 'paragraph', text: 'If you do not know this person, ignore this email.' },
  ]);
}

/**
 * Someone signed in to another account asked to move it to this address, which already has an
 * account (decision 116): they were answered as usual, and this address's owner is told instead.
 */
export function emailAlreadyInUseMail(input: { fullname: string; forgotPasswordLink: string }): RenderedMail {
  return layout('Your email address was offered for another account', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: 'Someone asked to use this email address for another Talentport account. It already belongs to your account, so nothing changed and nothing will.',
    },
    {
      kind: 'paragraph',
      text: 'If that was you, keep using this account or choose another address for the other one. If you forgot this account’s password, you can set a new one.',
    },
    { kind: 'button', label: 'Set a new password', href: input.forgotPasswordLink },
  ]);
}

export function bookingConfirmedMail(input: {
  fullname: string;
  managerName: string;
  when: string;
  topic: string;
  link: string;
  isRescheduled: boolean;
}): RenderedMail {
  return layout(
    input.isRescheduled
      ? 'Your call with a talent manager has moved'
      : 'Your call with a talent manager is booked',
    [
      greeting(input.fullname),
      {
        kind: 'paragraph',
        text: `${input.isRescheduled ? 'Your call has moved to' : 'You have a 30-minute call with'} ${input.isRescheduled ? `${input.when}, with ${input.managerName}` : `${input.managerName} on ${input.when}`}.`,
      },
      userText('Topic, as you wrote it:', input.topic),
      { kind: 'paragraph', text: 'The calendar invite is attached. We will remind you 24 hours before.' },
      { kind: 'button', label: 'See or change my calls', href: input.link },
    ],
  );
}

export function bookingReminderMail(input: {
  fullname: string;
  managerName: string;
  when: string;
  topic: string;
  link: string;
}): RenderedMail {
  return layout('Reminder: your call with a talent manager is tomorrow', [
    greeting(input.fullname),
    { kind: 'paragraph', text: `Your 30-minute call with ${input.managerName} is on ${input.when}.` },
    userText('Topic, as you wrote it:', input.topic),
    { kind: 'button', label: 'See or change my calls', href: input.link },
  ]);
}

export function bookingCancelledMail(input: {
  fullname: string;
  managerName: string;
  when: string;
  link: string;
  /** Given when the talent manager cancelled the call. */
  reason?: string;
}): RenderedMail {
  return layout('Your call with a talent manager is cancelled', [
    greeting(input.fullname),
    input.reason
      ? {
          kind: 'paragraph',
          text: `${input.managerName} had to cancel your call on ${input.when}: “${input.reason}” We are sorry for the change.`,
        }
      : { kind: 'paragraph', text: `Your call with ${input.managerName} on ${input.when} is cancelled.` },
    { kind: 'button', label: 'Book another time', href: input.link },
  ]);
}

/** New chat messages for someone who was not online: at most one per conversation per 15 minutes. */
export function chatMessagesMail(input: {
  fullname: string;
  conversationLabel: string;
  messages: { senderName: string; text: string }[];
  hasMore: boolean;
  link: string;
}): RenderedMail {
  return layout('You have new messages on Talentport', [
    greeting(input.fullname),
    { kind: 'paragraph', text: 'You have new messages in a conversation:' },
    userText('Conversation:', input.conversationLabel),
    ...input.messages.map((message) => userText(`${message.senderName} wrote:`, message.text)),
    ...(input.hasMore ? [{ kind: 'paragraph' as const, text: '…and earlier unread messages.' }] : []),
    { kind: 'button', label: 'Open the conversation', href: input.link },
    {
      kind: 'paragraph',
      text: 'We send at most one email per conversation every 15 minutes while you are away.',
    },
  ]);
}

const APPLICATION_STATUS_SENTENCES: Record<string, string> = {
  shortlisted: 'Good news: you have been shortlisted.',
  interviewing: 'Good news: the employer would like to interview you.',
  hired: 'Congratulations: you have been hired.',
  rejected: 'The employer has decided not to go ahead with your application this time.',
  new: 'Your application is back under review.',
};

export function applicationStatusMail(input: {
  fullname: string;
  opportunityTitle: string;
  companyName: string;
  status: string;
  link: string;
  /** The company's words to the candidate (a bulk rejection's kind message, decision 127). */
  message?: string;
}): RenderedMail {
  const sentence = APPLICATION_STATUS_SENTENCES[input.status] ?? `Your application is now ${input.status}.`;
  return layout(`An update on your application: ${input.status}`, [
    greeting(input.fullname),
    { kind: 'paragraph', text: `${sentence} This is about your application for this opportunity:` },
    userText('Opportunity, as the company wrote it:', input.opportunityTitle),
    userText('Company:', input.companyName || 'a company on Talentport'),
    ...(input.message ? [userText('Their message to you:', input.message)] : []),
    { kind: 'button', label: 'See your applications', href: input.link },
  ]);
}

export function opportunityInviteMail(input: {
  fullname: string;
  opportunityTitle: string;
  companyName: string;
  message: string;
  link: string;
}): RenderedMail {
  return layout('A company invited you to apply on Talentport', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: 'A company with a verified Talentport account invited you to apply for one of its opportunities. What follows is as they wrote it.',
    },
    userText('Company:', input.companyName || 'An employer'),
    userText('Opportunity:', input.opportunityTitle),
    ...(input.message ? [userText('Their message:', input.message)] : []),
    { kind: 'button', label: 'See the invitation', href: input.link },
  ]);
}

export function engagementEndedMail(input: {
  fullname: string;
  opportunityTitle: string;
  endedByName: string;
  outcome: 'completed' | 'cancelled';
  reason: string;
  link: string;
}): RenderedMail {
  const sentence =
    input.outcome === 'completed'
      ? 'The other side has marked your engagement as completed.'
      : 'The other side has cancelled your engagement.';
  return layout('An engagement has ended', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: `${sentence} Your conversation stays open, and you can now review each other: reviews are shown together once both are in, or after 14 days.`,
    },
    userText('Opportunity, as the company wrote it:', input.opportunityTitle),
    userText('Ended by:', input.endedByName || 'the other side'),
    ...(input.reason ? [userText('Their reason:', input.reason)] : []),
    { kind: 'button', label: 'See your work', href: input.link },
  ]);
}

/** Two-factor sign-in changed (decision 104): on, off, recovery codes replaced, a recovery code used. */
export type TwoFactorChange = 'enabled' | 'disabled' | 'recovery-codes-regenerated' | 'recovery-code-used';

const TWO_FACTOR_CHANGES: Record<TwoFactorChange, { subject: string; text: string }> = {
  enabled: {
    subject: 'Two-factor sign-in is now on',
    text: 'Two-factor sign-in was just turned on for your Talentport account: signing in now also asks for a code from your authenticator app.',
  },
  disabled: {
    subject: 'Two-factor sign-in was turned off',
    text: 'Two-factor sign-in was just turned off for your Talentport account: signing in now asks for your password only.',
  },
  'recovery-codes-regenerated': {
    subject: 'Your recovery codes were replaced',
    text: 'New recovery codes were just made for your Talentport account. The old ones no longer work.',
  },
  'recovery-code-used': {
    subject: 'A recovery code was used to sign in',
    text: 'Someone just signed in to your Talentport account with one of its recovery codes. Each code works once.',
  },
};

export function twoFactorChangedMail(input: {
  fullname: string;
  change: TwoFactorChange;
  codesLeft?: number;
}): RenderedMail {
  const { subject, text } = TWO_FACTOR_CHANGES[input.change];
  const left =
    input.codesLeft === undefined
      ? []
      : [{ kind: 'paragraph' as const, text: `Recovery codes left: ${input.codesLeft}.` }];
  return layout(subject, [
    greeting(input.fullname),
    { kind: 'paragraph', text },
    ...left,
    {
      kind: 'paragraph',
      text: 'If this was not you, change your password now and check the devices signed in to your account.',
    },
  ]);
}
