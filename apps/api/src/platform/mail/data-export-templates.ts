import { greeting, layout, type RenderedMail } from './templates.js';

/** The data export the person asked for is ready (decision 109): a link for the signed-in owner. */
export function dataExportReadyMail(input: {
  fullname: string;
  link: string;
  expiresAt: Date;
}): RenderedMail {
  const until = input.expiresAt.toUTCString().replace(/:\d\d GMT$/, ' UTC');
  return layout('Your Talentport data is ready to download', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: 'The copy of your data you asked for is ready: a ZIP file with your profile, company membership, listings, applications, the messages you wrote, reviews, rewards, bookings and the files you uploaded.',
    },
    { kind: 'button', label: 'Download my data', href: input.link },
    {
      kind: 'paragraph',
      text: `The link works until ${until}, and only while you are signed in to this account: it asks you to sign in first if you are not. After that the file is deleted; you can ask for a new one in your settings.`,
    },
  ]);
}

/** The data export could not be prepared: the person can ask again. */
export function dataExportFailedMail(input: { fullname: string; settingsLink: string }): RenderedMail {
  return layout('We could not prepare your Talentport data', [
    greeting(input.fullname),
    {
      kind: 'paragraph',
      text: 'Something went wrong on our side while preparing the copy of your data you asked for. Nothing was shared with anyone. Please ask again in your settings.',
    },
    { kind: 'button', label: 'Open my settings', href: input.settingsLink },
  ]);
}
