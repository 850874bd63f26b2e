import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

export const PASSWORD = 'e2e correct horse battery';
let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.test`;

export async function signUp(page: Page, fullname: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(fullname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/onboard\/account-type$/);
}

export async function chooseAccountType(page: Page, title: 'Freelancer' | 'Employer' | 'Agency') {
  await page.getByText(title, { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/onboard/${title.toLowerCase()}$`));
}

/** No serious or critical accessibility violation (axe, WCAG 2.1 A and AA rules) on the page as it is. */
export async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${name}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking).toEqual([]);
}

/** Pictures at phone and desktop widths, each checked for accessibility first. */
export async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  for (const [label, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // From the top, so the sticky header is drawn where it belongs in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `${name}-${label}`);
    await page.screenshot({ path: `e2e/screenshots/${name}-${label}.png`, fullPage: true });
  }
}

/** A real photo-sized JPEG (made by sharp) for the avatar upload. */
export async function makeJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 27, g: 210, b: 164 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#0b7a5e"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toBuffer();
}

export function makePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

export async function expectStep(page: Page, step: number, title: string) {
  await expect(
    page.getByRole('heading', { name: new RegExp(`Step ${step} of 4\\s*${title}`) }),
  ).toBeVisible();
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function uploadFile(
  page: Page,
  index: number,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.locator('input[type="file"]').nth(index).setInputFiles(file);
}

/** The freelancer wizard's first three steps, with valid answers. */
export async function fillFreelancerSteps(page: Page) {
  await expectStep(page, 1, 'About you');
  await page.getByLabel('Occupation').selectOption('Developer');
  await page.getByLabel('Nationality').fill('Singaporean');
  await page.getByLabel('Phone number').fill('9123 4567');
  await page.getByLabel('Date of birth').fill('1995-04-12');
  await next(page);
  await expectStep(page, 2, 'Experience');
  await page.getByLabel('Experience level').selectOption('Junior');
  await page.getByLabel('Skills', { exact: true }).fill('TypeScript, React, PostgreSQL');
  await next(page);
  await expectStep(page, 3, 'Work preferences');
  await page.getByLabel('Working mode').selectOption('Remote');
  await page.getByLabel('Workload').selectOption('Full-time');
  await page.getByLabel('Hourly rate (USD)').fill('45');
  await page.getByLabel('Describe yourself').fill('Full-stack developer who likes clear, fast web apps.');
  await next(page);
  await expectStep(page, 4, 'Resume and review');
}
