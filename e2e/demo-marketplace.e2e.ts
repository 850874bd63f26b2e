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

test('guests see the demo freelancers’ portraits: on the home page (none broken) and on a profile', async ({
  page,
  request,
}) => {
  // The home page samples top talent at random (other journeys add freelancers without a picture).
  await page.goto('/');
  const portraits = page.locator('img.talent-card__avatar');
  await expect(page.locator('.talent-card').first()).toBeVisible();
  await expect
    .poll(() =>
      portraits.evaluateAll((nodes) => (nodes as HTMLImageElement[]).every((node) => node.complete)),
    )
    .toBe(true);
  await expectLoadedPictures(portraits, 0);
  await screenshot(page, 'home-guest', FOLDER);

  const login = await request.post('/api/v1/user/login', {
    data: { email: DEMO.freelancer, password: DEMO_PASSWORD },
  });
  const token = (await login.json()).result.token as string;
  const profile = await (await request.get('/api/v1/user/profile', { headers: { token } })).json();
  await page.goto(`/talent/${profile.result.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.result.fullname);
  await expectLoadedPictures(page.locator('img.avatar'), 1);
  await screenshot(page, 'profile-guest', FOLDER);
});

test('a freelancer sees each company’s mark on the opportunity cards', async ({ page }) => {
  await logIn(page, DEMO.freelancer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/freelancer\/opportunities/);
  await expectLoadedPictures(page.locator('.opportunity-card__logo'), 1);
  await screenshot(page, 'search-freelancer', FOLDER);
});
