import { expect, type Page, test } from '@playwright/test';
import { createAccount, logIn, screenshot } from './support';

/**
 * Issue 35 (decision 129): a freelancer in Lyon sets her location and languages in settings (time
 * zone prefilled from the browser); an employer in Singapore sees them on her card and profile and
 * finds her by language and by working hours in common (Paris is UTC+1 in winter, UTC+2 in summer:
 * 1 or 0 of Singapore's 09:00–17:00 in common; Singapore never changes clocks).
 */
const FOLDER = 'location-languages';

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
  { label: 'desktop', width: 1280, height: 800, name: 'Léa Fauvel', other: 'Odile Fauvel' },
  { label: 'phone', width: 390, height: 844, name: 'Margaux Berthelot', other: 'Odile Berthelot' },
] as const) {
  test(`${size.label}: location and languages on the profile and the card; filters by language and hours in common`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const isPhone = size.width < 900;
    const surname = size.name.split(' ')[1] as string;
    const freelancer = await createAccount(request, 'freelancer', size.name);
    // Same surname, in Honolulu (UTC−10, no DST) and speaking only English: the filters leave her out.
    await createAccount(request, 'freelancer', size.other, {
      country: 'US',
      city: 'Honolulu',
      timeZone: 'Pacific/Honolulu',
      languages: [{ language: 'en', level: 'native' }],
    });
    const employer = await createAccount(request, 'employer', `Wei ${surname} Hiring`);

    // The freelancer, with a browser in Paris, sets where she works from.
    const lyon = await browser.newContext({ timezoneId: 'Europe/Paris', locale: 'en-GB' });
    const page = await lyon.newPage();
    await page.setViewportSize({ width: size.width, height: size.height });
    await logIn(page, freelancer.email);
    await expect(page).toHaveURL(/\/freelancer\/opportunities/);
    await page.goto('/freelancer/settings');
    const section = page.getByRole('region', { name: 'Location and languages' });
    await expect(section.getByLabel('Time zone')).toHaveValue('Europe/Paris');
    await section.getByLabel('Country').selectOption({ label: 'France' });
    await section.getByLabel('City').fill('Lyon');
    await section.getByRole('button', { name: 'Add a language' }).click();
    await section.getByLabel('Language', { exact: true }).nth(0).selectOption({ label: 'French' });
    await section.getByLabel('Level').nth(0).selectOption('native');
    await section.getByRole('button', { name: 'Add a language' }).click();
    await section.getByLabel('Language', { exact: true }).nth(1).selectOption({ label: 'English' });
    await section.getByLabel('Level').nth(1).selectOption('fluent');
    await section.getByRole('button', { name: 'Save location and languages' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Saved. Your card and profile show where you work from.',
    );
    await section.scrollIntoViewIfNeeded();
    // Pictures (phone and desktop widths each) once, from the desktop run.
    if (!isPhone) await screenshot(page, 'settings', FOLDER);
    await lyon.close();

    // The employer, with a browser in Singapore, searches the directory.
    const singapore = await browser.newContext({ timezoneId: 'Asia/Singapore', locale: 'en-GB' });
    const hirer = await singapore.newPage();
    await hirer.setViewportSize({ width: size.width, height: size.height });
    await logIn(hirer, employer.email);
    await expect(hirer).toHaveURL(/\/employer\/opportunities/);
    await hirer.goto(`/employer/talent?jobName=${encodeURIComponent(surname)}`);
    const card = hirer.getByRole('article', { name: size.name });
    await expect(card).toContainText(/Lyon, France · \d\d:\d\d local time \(UTC\+[12]\)/);
    await expect(card).toContainText('French (native), English (fluent)');
    await expect(hirer.getByRole('article', { name: size.other })).toContainText('Honolulu, United States');

    // By language: French.
    await openFilters(hirer, isPhone);
    await hirer.getByLabel('Language', { exact: true }).selectOption({ label: 'French' });
    await expect(hirer).toHaveURL(/language=fr/);
    await hirer.getByLabel('Level', { exact: true }).selectOption('fluent');
    await expect(hirer).toHaveURL(/languageLevel=fluent/);
    await closeFilters(hirer, isPhone);
    await expect(card).toBeVisible();
    await expect(hirer.getByRole('article', { name: size.other })).toHaveCount(0);
    if (!isPhone) {
      await screenshot(hirer, 'search-by-language', FOLDER);
      await hirer.setViewportSize({ width: size.width, height: size.height });
    }

    // By working hours in common with Singapore: Lyon shares one hour (two in summer), so three leave her out.
    await openFilters(hirer, isPhone);
    await hirer.getByLabel('Language', { exact: true }).selectOption('');
    await hirer.getByLabel('Working hours in common with you').selectOption('3');
    await expect(hirer).toHaveURL(/overlap=3/);
    await expect(hirer.getByText(/yours are in Asia\/Singapore \(UTC\+8\)/)).toBeVisible();
    if (isPhone) {
      const sheet = hirer.getByRole('dialog', { name: 'Filters' });
      await expect(sheet.getByRole('button', { name: 'Show 0 results' })).toBeVisible();
      await hirer.getByLabel('Working hours in common with you').scrollIntoViewIfNeeded();
      await hirer.screenshot({ path: `e2e/screenshots/${FOLDER}/filter-sheet-phone.png` });
    }
    await closeFilters(hirer, isPhone);
    await expect(hirer.getByRole('heading', { name: 'Nobody matches this search' })).toBeVisible();
    await expect(card).toHaveCount(0);
    // From Paris, her own zone, she shares all eight hours: the same filter finds her.
    const fromParis = await request.get(
      `/api/v1/talent?jobName=${encodeURIComponent(surname)}&tz=Europe/Paris&overlap=8`,
      { headers: { token: employer.token } },
    );
    expect((await fromParis.json()).result.items.map((item: { fullname: string }) => item.fullname)).toEqual([
      size.name,
    ]);
    await openFilters(hirer, isPhone);
    await hirer.getByLabel('Working hours in common with you').selectOption('');
    await closeFilters(hirer, isPhone);
    await expect(card).toBeVisible();

    // Her profile shows the same.
    await card.getByRole('link', { name: size.name }).click();
    await expect(hirer.getByRole('heading', { name: size.name, level: 1 })).toBeVisible();
    await expect(hirer.getByText(/Lyon, France · \d\d:\d\d local time/)).toBeVisible();
    await expect(hirer.getByText('French (native), English (fluent)')).toBeVisible();
    if (!isPhone) await screenshot(hirer, 'profile', FOLDER);
    await singapore.close();
  });
}
