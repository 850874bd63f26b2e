import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Local OpenID Providers for the social-login journey, next to the app's port.
const googlePort = port + 1;
const linkedinPort = port + 2;
// A fresh data directory per run, created once by the main process and inherited by workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'talentport-e2e-'));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The long journeys take 25-40 s on a quiet machine and twice that on a busy CI runner.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: 'npx tsx e2e/oidc-peer-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${linkedinPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        E2E_APP_URL: baseURL,
        E2E_GOOGLE_PORT: String(googlePort),
        E2E_LINKEDIN_PORT: String(linkedinPort),
      },
    },
    {
      command: 'node apps/api/dist/server.js',
      cwd: '..',
      url: `${baseURL}/api/docs/json`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEMO_DATA: 'on',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        GOOGLE_CLIENT_ID: 'e2e-google',
        GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${googlePort}`,
        LINKEDIN_CLIENT_ID: 'e2e-linkedin',
        LINKEDIN_CLIENT_SECRET: 'e2e-linkedin-secret',
        LINKEDIN_ISSUER: `http://127.0.0.1:${linkedinPort}`,
        // Saved-search alerts are checked every second, so a journey sees its alert quickly.
        ALERT_INTERVAL_MS: '1000',
      },
    },
  ],
});
