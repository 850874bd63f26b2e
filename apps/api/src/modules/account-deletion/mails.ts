import { greeting, layout, type RenderedMail } from '../../platform/mail/templates.js';

/** "25 December 2026" in UTC: the day the erasure starts, in words no locale can misread. */
export function formatDueDate(dueAt: Date): string {
  return dueAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function deletionRequestedMail(input: {
  fullname: string;
  dueAt: Date;
  loginLink: string;
}): RenderedMail {
  return layout('Your Talentport account will be deleted', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: `You asked us to delete your Talentport account. We will erase it on ${formatDueDate(input.dueAt)} (UTC): your profile, files, sessions and linked logins. Messages you sent to others stay, shown as from "a former member".`,
    },
    {
      kind: 'paragraph',
      text: 'Changed your mind? Sign in before then, or press "Cancel deletion" in your account settings, and your account stays as it is.',
    },
    { kind: 'button', label: 'Sign in to cancel', href: input.loginLink },
    { kind: 'paragraph', text: 'If this was not you, sign in now and change your password.' },
  ]);
}

export function deletionCancelledMail(input: { fullname: string; bySignIn: boolean }): RenderedMail {
  return layout('Your Talentport account will not be deleted', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: input.bySignIn
        ? 'You signed in, so the deletion of your account that you asked for is cancelled. Your account stays as it is.'
        : 'The deletion of your account is cancelled. Your account stays as it is.',
    },
    {
      kind: 'paragraph',
      text: 'If you still want to delete your account, ask again in your account settings.',
    },
  ]);
}
