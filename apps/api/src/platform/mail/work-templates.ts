import { greeting, layout, type RenderedMail, userText } from './templates.js';

/**
 * Mail about the work of an engagement (decision 122): an offer, a milestone, a week, an invoice.
 * Kind `pipeline` for steps the other side took, `reminders` for what is due (decision 108).
 */
export function workUpdateMail(input: {
  fullname: string;
  subject: string;
  sentence: string;
  opportunityTitle: string;
  /** Text someone wrote (a reason, a note), quoted under its label. */
  quote?: { label: string; text: string } | undefined;
  link: string;
}): RenderedMail {
  return layout(input.subject, [
    greeting(input.fullname),
    { kind: 'paragraph', text: input.sentence },
    userText('Opportunity, as the company wrote it:', input.opportunityTitle),
    ...(input.quote?.text ? [userText(input.quote.label, input.quote.text)] : []),
    { kind: 'button', label: 'Open the work page', href: input.link },
  ]);
}
