import { type Block, greeting, layout, type RenderedMail, userText } from './templates.js';

/**
 * New-applicant mail to a company's members (decision 127): who applied to which of the company's
 * listings, nothing more (the letter, rate and answers stay behind the sign-in, where the member's
 * rights are checked again), and how to stop it in one click.
 */

const applicantFooter = (unsubscribeLink: string) =>
  `You are receiving this email because you are a member of a company on Talentport and new-applicant emails are on in your settings. To stop them, unsubscribe here: ${unsubscribeLink}`;

export function newApplicantMail(input: {
  fullname: string;
  applicantName: string;
  opportunityTitle: string;
  link: string;
  unsubscribeLink: string;
}): RenderedMail {
  return layout(
    'New applicant for your listing',
    [
      greeting(input.fullname),
      { kind: 'paragraph', text: 'Someone applied to one of your company’s listings.' },
      userText('Applicant, as they wrote their name:', input.applicantName),
      userText('Listing, as your company wrote it:', input.opportunityTitle),
      { kind: 'button', label: 'See the applicants', href: input.link },
      { kind: 'button', label: 'Unsubscribe from new-applicant emails', href: input.unsubscribeLink },
    ],
    applicantFooter(input.unsubscribeLink),
  );
}

export type DigestListing = { title: string; applicantNames: string[]; link: string };

/** One mail a day: the new applicants of the day, listing by listing. */
export function applicantDigestMail(input: {
  fullname: string;
  listings: DigestListing[];
  unsubscribeLink: string;
}): RenderedMail {
  const count = input.listings.reduce((sum, listing) => sum + listing.applicantNames.length, 0);
  const blocks: Block[] = [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text:
        count === 1
          ? 'One person applied to your company’s listings since the last summary.'
          : `${count} people applied to your company’s listings since the last summary.`,
    },
    ...input.listings.flatMap((listing): Block[] => [
      userText(
        `${listing.applicantNames.length} new for this listing, as your company wrote it:`,
        listing.title,
      ),
      userText('Applicants, as they wrote their names:', listing.applicantNames.join('\n')),
      { kind: 'button', label: 'See the applicants', href: listing.link },
    ]),
    { kind: 'button', label: 'Unsubscribe from new-applicant emails', href: input.unsubscribeLink },
  ];
  return layout(
    count === 1 ? 'Your daily summary: 1 new applicant' : `Your daily summary: ${count} new applicants`,
    blocks,
    applicantFooter(input.unsubscribeLink),
  );
}
