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

const STEP_SECONDS = 30;
const stepFile = (email: string) => `${secretFile(email)}.last-step`;
const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

export const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

/**
 * The code for the next log-in: a code is accepted once and never one of an earlier step, while the
 * server also takes the next step's code (one step of clock drift). So the run remembers the step it
 * used last and takes the first unused step, waiting only when even the next one is used.
 */
async function nextUnusedCode(page: Page, email: string, secret: string): Promise<string> {
  const file = stepFile(email);
  const lastUsed = existsSync(file) ? Number(readFileSync(file, 'utf8')) : -1;
  const step = Math.max(currentStep(), lastUsed + 1);
  const waitMs = (step - 1) * STEP_SECONDS * 1000 - Date.now();
  if (waitMs > 0) await page.waitForTimeout(waitMs + 200);
  writeFileSync(file, String(step));
  return generate({ secret, epoch: step * STEP_SECONDS });
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
    await page.getByLabel('Code from your app').fill(await nextUnusedCode(page, email, key));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    return;
  }
  const secret = staffSecret(email);
  if (!secret) throw new Error(`no two-factor secret kept for ${email} in this run`);
  await page.getByLabel('Code from your app').fill(await nextUnusedCode(page, email, secret));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}
