import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { staffSignIn } from './staff-sign-in';
import { type Account, createAccount, PASSWORD, screenshot } from './support';

async function logIn(browser: Browser, account: Account, given?: BrowserContext): Promise<Page> {
  const context = given ?? (await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/opportunities/);
  return page;
}

test('the employer shortlists a candidate, and both chat live in the hiring conversation: typing, unread counts, receipts, edits', async ({
  browser,
  request,
}) => {
  const emma = await createAccount(request, 'employer', 'Emma Employer');
  const fred = await createAccount(request, 'freelancer', 'Fred Freelancer');
  // Emma posts a job, Fred applies, Emma shortlists him: the hiring conversation opens by itself.
  const posted = await request.post('/api/v1/opportunities', {
    headers: { token: emma.token },
    data: {
      type: 'Job',
      title: 'Android developer (Kotlin)',
      description: 'Build our delivery app with Kotlin and Jetpack Compose.',
      occupation: 'Developer',
      expertise: ['Mobile development'],
      skills: ['Kotlin', 'Android'],
      yearsOfExperience: 3,
      workingMode: 'Remote',
      workload: 'Full-time',
      payType: 'Monthly',
      payMin: 4000,
      payMax: 6000,
      location: 'Singapore',
      openings: 1,
    },
  });
  expect(posted.ok()).toBe(true);
  const opportunityId: string = (await posted.json()).result._id;
  const applied = await request.post(`/api/v1/opportunities/${opportunityId}/apply`, {
    headers: { token: fred.token },
    data: { coverLetter: 'I have shipped three Kotlin apps with Compose.', proposedRate: 5000 },
  });
  expect(applied.ok()).toBe(true);
  const applicationId: string = (await applied.json()).result._id;
  const shortlisted = await request.post(`/api/v1/applications/${applicationId}/status`, {
    headers: { token: emma.token },
    data: { status: 'shortlisted' },
  });
  expect(shortlisted.ok()).toBe(true);

  const emmaPage = await logIn(browser, emma);
  const fredPage = await logIn(browser, fred);

  // Emma uses the full-page inbox.
  await emmaPage.getByRole('link', { name: 'Messages' }).click();
  await expect(emmaPage).toHaveURL(/\/employer\/messages$/);
  await emmaPage.getByRole('button', { name: /Fred Freelancer/ }).click();
  await expect(emmaPage.getByRole('heading', { name: 'Fred Freelancer' })).toBeVisible();
  await expect(emmaPage.getByText('Hiring').first()).toBeVisible();
  await expect(emmaPage.getByText('Android developer (Kotlin)').first()).toBeVisible();
  await emmaPage
    .getByLabel('Message', { exact: true })
    .fill('Hello Fred! Are you free for a call? See https://example.com/brief <b>now</b>');
  await emmaPage.getByRole('button', { name: 'Send' }).click();
  // The message in the thread (the conversation list shows the same words as its preview).
  const sent = emmaPage
    .getByRole('region', { name: 'Conversation with Fred Freelancer' })
    .getByRole('listitem')
    .filter({ hasText: 'Hello Fred!' });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('link', { name: 'https://example.com/brief' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow ugc',
  );
  await expect(sent).toContainText('<b>now</b>');

  // Fred, on another page, sees the unread count go up live and opens the drawer.
  const toggle = fredPage.getByRole('button', { name: /Messages, 1 unread/ });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const drawer = fredPage.getByRole('dialog', { name: 'Messages' });
  await drawer.getByRole('button', { name: /Emma Employer/ }).click();
  await expect(drawer.getByText('Hello Fred! Are you free for a call?')).toBeVisible();
  // Reading it clears the count and shows Emma a receipt.
  await expect(fredPage.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
  await expect(sent.getByText('Seen')).toBeVisible();

  // Typing shows on the other side; the answer arrives live.
  await drawer.getByLabel('Message', { exact: true }).fill('Yes');
  await expect(emmaPage.getByText('Fred Freelancer is typing…')).toBeVisible();
  await drawer.getByLabel('Message', { exact: true }).fill('Yes, tomorrow at 10 works for me.');
  await drawer.getByLabel('Message', { exact: true }).press('Enter');
  await expect(emmaPage.getByText('Yes, tomorrow at 10 works for me.')).toBeVisible();

  // Emma edits her message; Fred sees the edit.
  await sent.getByRole('button', { name: 'Edit' }).click();
  await emmaPage.getByLabel('Edit message').fill('Hello Fred! Are you free for a call tomorrow?');
  await emmaPage.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Hello Fred! Are you free for a call tomorrow?')).toBeVisible();
  await expect(drawer.getByText('edited')).toBeVisible();

  // Search within the conversation.
  await drawer.getByRole('button', { name: 'Search in this conversation' }).click();
  await drawer.getByLabel('Search messages').fill('tomorrow');
  await drawer.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(drawer.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(2);
  await drawer.getByRole('button', { name: 'Search in this conversation' }).click();

  await screenshot(emmaPage, 'chat-inbox');
  await screenshot(fredPage, 'chat-drawer');
  await emmaPage.context().close();
  await fredPage.context().close();
});

test('a message typed while offline is delivered once the connection is back', async ({
  browser,
  request,
}) => {
  const ann = await createAccount(request, 'employer', 'Ann Offline');
  const ben = await createAccount(request, 'freelancer', 'Ben Online');
  await request.post('/api/v1/chat/conversations/direct', {
    headers: { token: ann.token },
    data: { userCode: ben.code },
  });
  const annPage = await logIn(browser, ann);
  const benPage = await logIn(browser, ben);
  await annPage.goto('/employer/messages');
  await annPage.getByRole('button', { name: /Ben Online/ }).click();
  await benPage.goto('/freelancer/messages');
  await benPage.getByRole('button', { name: /Ann Offline/ }).click();

  await annPage.context().setOffline(true);
  await expect(annPage.getByText(/Reconnecting/)).toBeVisible({ timeout: 30_000 });
  await annPage.getByLabel('Message', { exact: true }).fill('Sent from a tunnel');
  await annPage.getByRole('button', { name: 'Send' }).click();
  await expect(annPage.getByText('Sending…')).toBeVisible();
  await annPage.context().setOffline(false);
  const benThread = benPage.getByRole('region', { name: 'Conversation with Ann Offline' });
  const annThread = annPage.getByRole('region', { name: 'Conversation with Ben Online' });
  await expect(benThread.getByText('Sent from a tunnel')).toHaveCount(1, { timeout: 30_000 });
  await expect(annPage.getByText('Sending…')).toHaveCount(0, { timeout: 30_000 });
  await expect(annThread.getByText('Sent from a tunnel')).toHaveCount(1);
  // Still exactly once after a reload: the retry did not store a second copy.
  await benPage.reload();
  await benPage.getByRole('button', { name: /Ann Offline/ }).click();
  await expect(benThread.getByText('Sent from a tunnel')).toHaveCount(1);
  await annPage.context().close();
  await benPage.context().close();
});

test('a message whose live event was lost shows up when the tab is looked at again', async ({
  browser,
  request,
}) => {
  const ann = await createAccount(request, 'employer', 'Ann Sender');
  const ben = await createAccount(request, 'freelancer', 'Ben Missed');
  const opened = await request.post('/api/v1/chat/conversations/direct', {
    headers: { token: ann.token },
    data: { userCode: ben.code },
  });
  const conversationId: string = (await opened.json()).result._id;
  // Ben's socket goes through a relay that can drop the server's "message:created" frames, as a
  // broken pub/sub link between API instances would: the socket itself stays connected.
  let isDropping = false;
  let dropped = 0;
  const benContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await benContext.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((frame) => {
      if (isDropping && typeof frame === 'string' && frame.includes('"message:created"')) {
        dropped += 1;
        return;
      }
      socket.send(frame);
    });
  });
  const benPage = await logIn(browser, ben, benContext);
  await benPage.goto('/freelancer/messages');
  await benPage.getByRole('button', { name: /Ann Sender/ }).click();
  const thread = benPage.getByRole('region', { name: 'Conversation with Ann Sender' });
  await expect(thread.getByText('No messages yet')).toBeVisible();

  isDropping = true;
  const sent = await request.post(`/api/v1/chat/conversations/${conversationId}/messages`, {
    headers: { token: ann.token },
    data: { clientId: randomUUID(), body: 'Did you get my brief?' },
  });
  expect(sent.ok()).toBe(true);
  await expect.poll(() => dropped).toBeGreaterThan(0);
  await expect(thread.getByText('Did you get my brief?')).toHaveCount(0);

  // Coming back to the tab asks the server for what came after the last message it has.
  await benPage.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(thread.getByText('Did you get my brief?')).toBeVisible();
  await benContext.close();
});

test('support chat: the user writes from any page, the support team answers from the staff console', async ({
  browser,
  request,
}) => {
  const sam = await createAccount(request, 'freelancer', 'Sam Support');
  const page = await logIn(browser, sam);
  await page.getByRole('button', { name: 'Help' }).click();
  const drawer = page.getByRole('dialog', { name: 'Messages' });
  await expect(drawer.getByRole('heading', { name: 'Talentport support' })).toBeVisible();
  await drawer.getByLabel('Message', { exact: true }).fill('How do I change my hourly rate?');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByText('How do I change my hourly rate?')).toBeVisible();
  await expect(drawer.getByText('Sending…')).toHaveCount(0);

  // The support team, in the staff console (a separate page with its own session).
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await staff.goto('/staff/support');
  await staffSignIn(staff, 'staff@demo.talentport.dev', 'talentport-demo-2026');
  await expect(staff.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
  await staff.getByRole('button', { name: /Sam Support/ }).click();
  const thread = staff.getByRole('region', { name: 'Support conversation with Sam Support' });
  await expect(thread.getByText('How do I change my hourly rate?')).toBeVisible();
  await thread.getByLabel('Reply').fill('Hi Sam! Open Profile, then Work preferences: the rate is there.');
  await thread.getByRole('button', { name: 'Send reply' }).click();

  // Sam sees the answer live, signed by the team, and the unread count while the drawer is shut.
  await expect(
    drawer.getByText('Hi Sam! Open Profile, then Work preferences: the rate is there.'),
  ).toBeVisible();
  await expect(drawer.getByText('Talentport support').last()).toBeVisible();
  await screenshot(staff, 'chat-staff-support');
  await screenshot(page, 'chat-support');

  // The reply is in the audit log.
  await staff.getByRole('link', { name: 'Audit log' }).click();
  await expect(staff.getByText('support.reply').first()).toBeVisible();
  await staffContext.close();
  await page.context().close();
});
