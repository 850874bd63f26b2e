import { greeting, layout, type RenderedMail } from '../../platform/mail/templates.js';

/** To the member who now owns the company (decision 112). */
export function newOwnerMail(input: {
  fullname: string;
  formerOwner: string;
  company: string;
  teamLink: string;
}): RenderedMail {
  return layout(`You now own ${input.company} on Talentport`, [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: `${input.formerOwner} handed ${input.company} over to you. You are now its owner: you decide who is an admin, and you can hand the company over to someone else. ${input.formerOwner} stays on the team as an admin.`,
    },
    { kind: 'button', label: 'See your team', href: input.teamLink },
    {
      kind: 'paragraph',
      text: 'If you did not expect this, talk to your team or reply to this email.',
    },
  ]);
}

/** To the former owner, now an admin: a record of what they did (decision 112). */
export function formerOwnerMail(input: {
  fullname: string;
  newOwner: string;
  company: string;
  teamLink: string;
}): RenderedMail {
  return layout(`${input.newOwner} now owns ${input.company}`, [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: `You handed ${input.company} over to ${input.newOwner}. They are now the owner and you are an admin: you can still edit the company page, invite people and post listings.`,
    },
    { kind: 'button', label: 'See your team', href: input.teamLink },
    { kind: 'paragraph', text: 'If this was not you, sign in now and change your password.' },
  ]);
}

/** To someone removed from a team (issue 35): what ended, and what they keep. */
export function memberRemovedMail(input: {
  fullname: string;
  company: string;
  setUpLink: string;
}): RenderedMail {
  return layout(`You are no longer on the ${input.company} team`, [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: `You were removed from ${input.company} on Talentport. Its listings, applicants and team conversations are no longer open to you. Your account, your messages with other people and your own details stay as they were.`,
    },
    {
      kind: 'paragraph',
      text: 'You can set up a company of your own, or ask a team to invite you again.',
    },
    { kind: 'button', label: 'Set up your company', href: input.setUpLink },
  ]);
}

/** To a freelancer an agency invited to its bench (decision 131): who, what it means, where to answer. */
export function benchInviteMail(input: {
  fullname: string;
  agency: string;
  inviter: string;
  answerLink: string;
}): RenderedMail {
  return layout(`${input.agency} would like to show you on its bench`, [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: `${input.inviter} of ${input.agency} invited you to its bench on Talentport: the people shown on the agency’s page and in its search card. Your profile card would be shown there, to the same people who may see your profile now.`,
    },
    {
      kind: 'paragraph',
      text: 'It is your decision: accept or decline in your settings, and leave the bench whenever you like.',
    },
    { kind: 'button', label: 'Answer the invitation', href: input.answerLink },
  ]);
}
