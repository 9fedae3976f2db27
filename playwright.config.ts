import { execSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium: never a browser downloaded at install time. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', {
      encoding: 'utf8',
      shell: '/bin/sh',
    }).trim();
  } catch {
    throw new Error('Chromium not found: install Debian `chromium` or set CHROMIUM_PATH.');
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3999);
/**
 * A fresh embedded database for every run. Playwright evaluates this file again in each worker;
 * the folder name travels to them in the environment so they all agree on it and nobody deletes it.
 */
process.env.E2E_DATA_DIR ??= path.resolve(`.data/e2e-${Date.now()}`);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;
removeOldRuns(path.dirname(E2E_DATA_DIR));

/** Folders of earlier runs, once they are an hour old (a run still going is never that old). */
function removeOldRuns(parent: string) {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    const stamp = /^e2e-(\d+)$/.exec(name)?.[1];
    if (stamp && Number(stamp) < hourAgo) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // A stuck run fails with a message well inside the CI limit.
  globalTimeout: process.env.CI ? 22 * 60_000 : undefined,
  reporter: process.env.CI ? [['dot']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /\.mobile\.spec\.ts$/,
    },
  ],
  webServer: {
    command: `node ${process.env.E2E_SERVER_NODE_FLAGS ?? ''} --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The server logs warnings only (a slow alert run, a failed job): in CI they explain a stall.
    stdout: process.env.E2E_SERVER_LOG || process.env.CI ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000/1m',
      // Every spec signs in from 127.0.0.1: wrong passwords in one spec must not hold back another.
      LOGIN_PAIR_LIMIT: '1000/1m',
      LOGIN_ACCOUNT_LIMIT: '1000/1m',
      // Analytics rows are written every half second, so the admin panel shows visits just made.
      ANALYTICS_FLUSH_MS: '500',
      // Saved-search alerts every 2 s, so the alert e-mail test sees its e-mail within seconds.
      ALERT_INTERVAL: '2s',
      ADMIN_EMAIL: 'admin@homehunter.test',
      ADMIN_PASSWORD: 'admin-password-1',
      ADMIN_USERNAME: 'siteadmin',
      // Tests never reach the internet: no first-start download, no monthly update check.
      SOLD_AUTO_DOWNLOAD: '0',
      SOLD_UPDATE_INTERVAL: '0',
      // Tiles are never reachable from the test machine; the app must cope.
      TILE_URL: `http://127.0.0.1:${PORT}/tiles-unavailable/{z}/{x}/{y}.png`,
    },
  },
});
