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
