import { expect, type Locator, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logIn, screenshot } from './support';

/** Issue 20, item 9: the demo marketplace has faces and company marks, drawn locally on first start. */
const FOLDER = 'demo-marketplace';

/**
 * At least `atLeast` of `images` have loaded real pixels, and none is broken (a broken image is
 * complete with no width). Lazy images further down may not have loaded yet.
 */
async function expectLoadedPictures(images: Locator, atLeast: number) {
  const state = () =>
    images.evaluateAll((nodes) => {
      const loaded = (nodes as HTMLImageElement[]).filter((node) => node.complete);
      return {
        shown: loaded.filter((node) => node.naturalWidth > 0).length,
        broken: loaded.filter((node) => node.naturalWidth === 0).length,
      };
    });
  await expect.poll(async () => (await state()).shown).toBeGreaterThanOrEqual(atLeast);
  expect((await state()).broken).toBe(0);
}

test('guests meet top talent with portraits, and each profile shows its picture', async ({ page }) => {
  await page.goto('/');
  const portraits = page.locator('.talent-card__avatar:not(.talent-card__avatar--initials)');
  await expectLoadedPictures(portraits, 2);
  await screenshot(page, 'home-guest', FOLDER);
  await page.locator('a[href^="/talent/"]').first().click();
  await expectLoadedPictures(page.locator('img.avatar'), 1);
});

test('a freelancer sees each company’s mark on the opportunity cards', async ({ page }) => {
  await logIn(page, DEMO.freelancer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await expectLoadedPictures(page.locator('.opportunity-card__logo'), 1);
  await screenshot(page, 'search-freelancer', FOLDER);
});
