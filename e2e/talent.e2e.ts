import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Account, createAccount, logIn, postOpportunity, screenshot } from './support';

/** A designer's profile through the API, with a visibility of her choice (decision 100). */
async function createDesigner(
  request: APIRequestContext,
  fullname: string,
  visibility: 'public' | 'members' | 'hidden' = 'members',
  extra: Record<string, unknown> = {},
): Promise<Account> {
  const designer = await createAccount(request, 'freelancer', fullname, {
    occupation: 'Designer',
    experienceLevel: 'Mid-Senior',
    skills: ['Figma', 'Design systems', 'UX research'],
    workingMode: 'Remote',
    workLoad: 'Part-time',
    hourlyRate: '35',
    describeYourself: 'I design calm, accessible products for logistics and finance teams.',
    ...extra,
  });
  if (visibility !== 'members') {
    const set = await request.put('/api/v1/user/visibility', {
      headers: { token: designer.token },
      data: { profileVisibility: visibility, openToOffers: true },
    });
    expect(set.ok()).toBe(true);
  }
  return designer;
}

/** The phone's filter sheet, pictured open (the screenshot helper checks it with axe too). */
async function openFiltersOnPhoneAndShoot(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/talent/talent-filter-sheet-phone.png' });
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openFilters(page: Page, isPhone: boolean) {
  if (isPhone) await page.getByRole('button', { name: /^Filters/ }).click();
}

async function closeFilters(page: Page, isPhone: boolean) {
  if (isPhone) {
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(sheet).toBeHidden();
  }
}

for (const size of [
  { label: 'desktop', width: 1280, height: 800, designer: 'Maya Lindqvist', surname: 'Lindqvist' },
  { label: 'phone', width: 390, height: 844, designer: 'Ines Carvalho', surname: 'Carvalho' },
] as const) {
  test(`${size.label}: an employer finds a designer by filters and keyword, saves her to a list, invites her through the picker and messages her`, async ({
    page,
    request,
  }) => {
    const isPhone = size.width < 900;
    const designer = await createDesigner(request, size.designer);
    // Someone with the same surname but on site: the working-mode filter leaves her out.
    await createDesigner(request, `Tove ${size.surname}`, 'members', { workingMode: 'Onsite' });
    const employer = await createAccount(request, 'employer', `Hal ${size.surname} Hiring`);
    await postOpportunity(request, employer.token, { title: 'Product designer for our tracking app' });
    await postOpportunity(request, employer.token, { title: 'Unpublished design job', status: 'draft' });

    await page.setViewportSize({ width: size.width, height: size.height });
    await logIn(page, employer.email);
    await expect(page).toHaveURL(/\/employer\/opportunities/);
    // The landing page links to the directory prominently.
    await page.getByRole('main').getByRole('link', { name: 'Find talent' }).click();
    await expect(page).toHaveURL(/\/employer\/talent$/);
    await expect(page.getByRole('heading', { name: 'Find talent', level: 1 })).toBeVisible();

    // Filters first (each one lands in the URL), then the keyword.
    await openFilters(page, isPhone);
    // Clicked, not check()ed: the box is ticked once the URL (its source of truth) has changed.
    await page.getByRole('checkbox', { name: /^Designer/ }).click();
    await expect(page).toHaveURL(/freelancerType=Designer/);
    await expect(page.getByRole('checkbox', { name: /^Designer/ })).toBeChecked();
    await page.getByRole('checkbox', { name: /^Remote/ }).click();
    await expect(page).toHaveURL(/workingMode=Remote/);
    await expect(page.getByRole('checkbox', { name: /^Remote/ })).toBeChecked();
    await closeFilters(page, isPhone);
    await page.getByLabel('Search by keyword').fill(size.surname);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`jobName=${size.surname}`));

    const card = page.getByRole('article', { name: designer.fullname });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Designer · Mid-Senior');
    await expect(card).toContainText('$35 an hour');
    await expect(card).toContainText('Figma');
    await expect(page.getByRole('article', { name: `Tove ${size.surname}` })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^1 freelancer$/ })).toBeVisible();
    await screenshot(page, `talent-search-${size.label}`, 'talent');
    await page.setViewportSize({ width: size.width, height: size.height });

    // Invite: a picker of the employer's own open listings; no code to type, no draft offered.
    await card
      .getByRole('button', { name: `Invite ${designer.fullname} to one of your opportunities` })
      .click();
    const picker = card.getByRole('combobox', { name: `Invite ${designer.fullname} to` });
    await expect(picker.locator('option')).toHaveText(['Product designer for our tracking app (job)']);
    await card.getByRole('textbox', { name: /^Message/ }).fill('Your logistics work fits our tracking app.');
    await screenshot(page, `talent-invite-picker-${size.label}`, 'talent');
    await page.setViewportSize({ width: size.width, height: size.height });
    await card.getByRole('button', { name: 'Send invitation' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'is invited to' })).toContainText(
      `${designer.fullname} is invited to “Product designer for our tracking app”`,
    );
    const requests = await request.get('/api/v1/user/requests', { headers: { token: designer.token } });
    expect(
      (await requests.json()).result.items.map(
        (r: { opportunity: { title: string } }) => r.opportunity.title,
      ),
    ).toEqual(['Product designer for our tracking app']);

    // Save to a named list (the talent-lists feature), right from the card.
    await card.getByRole('button', { name: 'Save to list' }).click();
    const dialog = page.getByRole('dialog', { name: `Save ${designer.fullname} to a list` });
    await dialog.getByLabel('Name of the new list').fill('Designers for the tracking app');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('status').filter({ hasText: 'Saved to' })).toContainText(
      'Saved to “Designers for the tracking app”.',
    );

    // Message: opens (or continues) the direct conversation in the employer's inbox.
    await card.getByRole('button', { name: `Message ${designer.fullname}` }).click();
    await expect(page).toHaveURL(/\/employer\/messages\?conversation=/);
    await page.getByLabel('Message', { exact: true }).fill('Hello! Could we talk about a design project?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page
        .getByRole('region', { name: `Conversation with ${designer.fullname}` })
        .getByRole('listitem')
        .filter({ hasText: 'Could we talk about a design project?' }),
    ).toBeVisible();

    // Back on the search, the filters are still in the URL; her profile page has the same actions.
    await page.goBack();
    await expect(page).toHaveURL(/freelancerType=Designer.*workingMode=Remote/);
    await page
      .getByRole('article', { name: designer.fullname })
      .getByRole('link', { name: designer.fullname })
      .click();
    await expect(page).toHaveURL(new RegExp(`/employer/talent/${designer.code}$`));
    await expect(page.getByRole('button', { name: `Message ${designer.fullname}` })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Invite ${designer.fullname} to one of your opportunities` }),
    ).toBeVisible();
  });
}

test('the guest directory at /talent shows public profiles only and links each to /talent/{code}', async ({
  page,
  request,
}) => {
  const petra = await createDesigner(request, 'Petra Vasquezlund', 'public');
  await createDesigner(request, 'Marta Vasquezlund', 'members');
  await createDesigner(request, 'Hanna Vasquezlund', 'hidden');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find talent' }).click();
  await expect(page).toHaveURL(/\/talent$/);
  await page.getByLabel('Search by keyword').fill('Vasquezlund');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^1 freelancer$/ })).toBeVisible();
  const card = page.getByRole('article', { name: petra.fullname });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Open to offers');
  await expect(page.getByRole('article', { name: 'Marta Vasquezlund' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Hanna Vasquezlund' })).toHaveCount(0);
  // Guests can share but not message or invite.
  await expect(card.getByRole('button', { name: `Share ${petra.fullname}` })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Message/ })).toHaveCount(0);
  // Share: no system share sheet in this browser, so the public short link is copied (or shown).
  await card.getByRole('button', { name: `Share ${petra.fullname}` }).click();
  const shared = card.getByRole('status');
  await expect(shared).toContainText(/Link copied\.|Copy the link below\./);
  await expect(shared.getByRole('link')).toHaveAttribute('href', /\/short-url\//);
  await screenshot(page, 'talent-guest-directory', 'talent');
  await openFiltersOnPhoneAndShoot(page);

  // The Agencies tab lists companies; its filters are the keyword and the sort.
  await page.getByRole('tab', { name: /^Agencies/ }).click();
  await expect(page).toHaveURL(/tab=Agency/);
  await expect(page.getByRole('checkbox', { name: /^Designer/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Nobody matches this search' })).toBeVisible();
  await screenshot(page, 'talent-guest-agencies-empty', 'talent');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(page).toHaveURL(/\/talent\?tab=Agency$/);
  await expect(page.getByRole('heading', { name: /^\d+ agenc(y|ies)$/ })).toBeVisible();
  await screenshot(page, 'talent-guest-agencies', 'talent');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goBack();
  await page.getByRole('tab', { name: /^Freelancers/ }).click();

  await card.getByRole('link', { name: petra.fullname }).click();
  await expect(page).toHaveURL(new RegExp(`/talent/${petra.code}$`));
  await expect(page.getByRole('heading', { name: petra.fullname })).toBeVisible();
});

test('applicant cards show the photo, rating and profile link; the profile page invites through the picker', async ({
  page,
  request,
}) => {
  const employer = await createAccount(request, 'employer', 'Rae Pipeline');
  const jobId = await postOpportunity(request, employer.token, { title: 'Brand designer' });
  await postOpportunity(request, employer.token, { title: 'Motion designer' });
  const applicant = await createDesigner(request, 'Noor Haddad');
  const invitee = await createDesigner(request, 'Lena Ostrowski');
  const applied = await request.post(`/api/v1/opportunities/${jobId}/apply`, {
    headers: { token: applicant.token },
    data: { coverLetter: 'I have designed brands for three logistics start-ups.', proposedRate: 5000 },
  });
  expect(applied.ok()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, employer.email);
  await expect(page).toHaveURL(/\/employer\/opportunities/);
  await page.goto(`/employer/opportunities/${jobId}`);
  const card = page.getByRole('article', { name: `Application from ${applicant.fullname}` });
  await expect(card).toContainText('No reviews yet');
  await expect(card.locator('.applicant-card__avatar')).toBeVisible();
  await expect(card.getByRole('link', { name: `View profile of ${applicant.fullname}` })).toHaveAttribute(
    'href',
    `/employer/talent/${applicant.code}`,
  );
  await screenshot(page, 'talent-applicant-card', 'talent');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/employer/talent/${invitee.code}`);
  await page.getByRole('button', { name: `Invite ${invitee.fullname} to one of your opportunities` }).click();
  const picker = page.getByRole('combobox', { name: `Invite ${invitee.fullname} to` });
  await expect(picker.locator('option')).toHaveText(['Motion designer (job)', 'Brand designer (job)']);
  await picker.selectOption({ label: 'Brand designer (job)' });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is invited to' })).toContainText(
    `${invitee.fullname} is invited to “Brand designer”`,
  );
  await screenshot(page, 'talent-profile-actions', 'talent');
});
