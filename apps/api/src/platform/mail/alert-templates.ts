import { type Block, greeting, layout, type RenderedMail, userText } from './templates.js';

/** Job alerts (decision 108): each mail says why it came and how to stop it in one click. */

export type AlertMatch = { type: string; title: string; companyName: string; pay: string; link: string };

const alertFooter = (unsubscribeLink: string) =>
  `You are receiving this email because you saved this search on Talentport and asked for alerts. To stop them, unsubscribe here: ${unsubscribeLink}`;

export function savedSearchAlertMail(input: {
  /** Null for a guest's alert. */
  fullname: string | null;
  searchName: string;
  matches: AlertMatch[];
  /** More matched than the mail lists. */
  moreCount: number;
  searchLink: string;
  unsubscribeLink: string;
}): RenderedMail {
  const count = input.matches.length + input.moreCount;
  const subject =
    count === 1 ? 'A new opportunity matches your search' : `${count} new opportunities match your search`;
  const blocks: Block[] = [
    input.fullname ? greeting(input.fullname) : { kind: 'paragraph', text: 'Hello,' },
    {
      kind: 'paragraph',
      text:
        count === 1
          ? 'A new opportunity matches your saved search:'
          : `${count} new opportunities match your saved search:`,
    },
    userText('Your search:', input.searchName),
    ...input.matches.map((match) =>
      userText(
        `New ${match.type.toLowerCase()}, as the company wrote it:`,
        `${match.title}\n${match.companyName} · ${match.pay}\n${match.link}`,
      ),
    ),
    ...(input.moreCount > 0
      ? [{ kind: 'paragraph' as const, text: `…and ${input.moreCount} more. See them all in your search.` }]
      : []),
    { kind: 'button', label: 'See all matches', href: input.searchLink },
    { kind: 'button', label: 'Unsubscribe from this alert', href: input.unsubscribeLink },
  ];
  return layout(subject, blocks, alertFooter(input.unsubscribeLink));
}

/** A new person in a talent alert (decision 114): the card's public fields only. */
export type TalentAlertMatch = { fullname: string; summary: string; link: string };

export function savedTalentAlertMail(input: {
  fullname: string | null;
  searchName: string;
  matches: TalentAlertMatch[];
  moreCount: number;
  searchLink: string;
  unsubscribeLink: string;
}): RenderedMail {
  const count = input.matches.length + input.moreCount;
  const subject =
    count === 1
      ? 'A new freelancer matches your talent search'
      : `${count} new freelancers match your talent search`;
  const blocks: Block[] = [
    input.fullname ? greeting(input.fullname) : { kind: 'paragraph', text: 'Hello,' },
    {
      kind: 'paragraph',
      text:
        count === 1
          ? 'A freelancer who matches your saved talent search has just become findable or updated their profile:'
          : `${count} freelancers who match your saved talent search have just become findable or updated their profiles:`,
    },
    userText('Your search:', input.searchName),
    ...input.matches.map((match) =>
      userText(
        'A freelancer, as they describe themselves:',
        `${match.fullname}\n${match.summary}\n${match.link}`,
      ),
    ),
    ...(input.moreCount > 0
      ? [{ kind: 'paragraph' as const, text: `…and ${input.moreCount} more. See them all in your search.` }]
      : []),
    { kind: 'button', label: 'See all matches', href: input.searchLink },
    { kind: 'button', label: 'Unsubscribe from this alert', href: input.unsubscribeLink },
  ];
  return layout(subject, blocks, alertFooter(input.unsubscribeLink));
}

export function guestAlertConfirmMail(input: { confirmLink: string; searchName: string }): RenderedMail {
  return layout('Confirm your Talentport job alert', [
    { kind: 'paragraph', text: 'Hello,' },
    {
      kind: 'paragraph',
      text: 'Someone asked Talentport to email this address when new opportunities match a search. Nothing is sent until you confirm.',
    },
    userText('The search:', input.searchName),
    { kind: 'button', label: 'Confirm my job alert', href: input.confirmLink },
    {
      kind: 'paragraph',
      text: 'The link works for 7 days. If you did not ask for this, ignore this email: you will get nothing more from us.',
    },
  ]);
}
