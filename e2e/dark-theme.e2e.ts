import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logIn, screenshot } from './support';

// Dark mode (decision 119): the key pages (home, search, a listing, messages, settings) under a system that prefers dark, each checked by axe
// (WCAG 2.1 AA, contrast included) at 390 and 1280 px, pictures in e2e/screenshots/dark/.
const FOLDER = 'dark';
const DARK_BACKGROUND = 'rgb(14, 22, 20)';
const LIGHT_BACKGROUND = 'rgb(246, 249, 248)';

test.use({ colorScheme: 'dark' });
test.setTimeout(120_000);

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('dark theme by default when the system prefers it: home, search and a listing pass axe', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Jobs and talent, matched.' })).toBeVisible();
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
  await expect(page.locator('.talent-card').first()).toBeVisible();
  await screenshot(page, 'home', FOLDER);

  await page.goto('/opportunities');
  await expect(page.getByRole('heading', { name: 'Find work on Talentport' })).toBeVisible();
  const card = page.locator('.opportunity-card').first();
  await expect(card).toBeVisible();
  await screenshot(page, 'search', FOLDER);

  await card.locator('h2 a, h3 a').first().click();
  await expect(page.getByRole('region', { name: 'Apply' })).toBeVisible();
  await screenshot(page, 'opportunity-detail', FOLDER);
});

test('Settings › Appearance: Light, Dark or System, kept across reloads with no flash of the other theme', async ({
  page,
}) => {
  await logIn(page, DEMO.freelancer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await screenshot(page, 'search-freelancer', FOLDER);
  await page.goto('/freelancer/messages');
  await expect(page.getByText('Choose a conversation to read it here.')).toBeVisible();
  await screenshot(page, 'messages', FOLDER);
  await page.goto('/freelancer/settings');
  const appearance = page.getByRole('group', { name: 'Theme' });
  await expect(appearance.getByRole('radio', { name: /^System/ })).toBeChecked();
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
  await screenshot(page, 'settings', FOLDER);

  // Light overrides the system at once, and is applied before the first paint of the next load.
  await appearance.getByRole('radio', { name: /^Light/ }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('.loading-screen, main', { state: 'attached' });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
  await expect(appearance.getByRole('radio', { name: /^Light/ })).toBeChecked();

  // Dark, chosen explicitly, and back to System (the attribute goes, the system's dark stays).
  await appearance.getByRole('radio', { name: /^Dark/ }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await appearance.getByRole('radio', { name: /^System/ }).check();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
});
