import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

/**
 * Staff sign-in in the console (decision 104): password, then a code from the authenticator app;
 * the first sign-in of the run sets two-factor up (the run's data directory is fresh). The secret
 * is kept in the run's data directory so later journeys compute their codes from it, as an app would.
 */
const secretFile = (email: string) =>
  path.join(process.env.E2E_DATA_DIR ?? '.', `e2e-staff-totp-${email.replace(/\W/g, '_')}.txt`);

export function staffSecret(email: string): string | null {
  const file = secretFile(email);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

/** Waits for the next 30-second step: a code is accepted once, so a second log-in in one step needs the next. */
async function nextStep(page: Page) {
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
}

export async function staffSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const setup = page.getByRole('heading', { name: 'Set up two-factor sign-in' });
  const code = page.getByRole('heading', { name: 'Enter your code' });
  await expect(setup.or(code)).toBeVisible();
  if (await setup.isVisible()) {
    const key = (await page.getByTestId('two-factor-key').innerText()).replace(/\s/g, '');
    writeFileSync(secretFile(email), key);
    await page.getByLabel('Code from your app').fill(await totpNow(key));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    return;
  }
  const secret = staffSecret(email);
  if (!secret) throw new Error(`no two-factor secret kept for ${email} in this run`);
  const signedIn = page.getByRole('button', { name: 'Log out' });
  const refused = page.getByText(/^The code is not correct/);
  await page.getByLabel('Code from your app').fill(await totpNow(secret));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(signedIn.or(refused)).toBeVisible();
  if (await signedIn.isVisible()) return;
  // The code of this step was used by an earlier log-in of the run: the next step's code.
  await nextStep(page);
  await page.getByLabel('Code from your app').fill(await totpNow(secret));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(signedIn).toBeVisible();
}
