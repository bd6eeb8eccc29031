import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The server's SMS resend window for this run (60 s in production): set here so that the server
// (scripts/e2e-server.mjs) and the journeys' waitForSmsResend (workers inherit the environment) agree.
process.env.SMS_RESEND_SECONDS ??= '2';

/**
 * Journeys against the built web app served by the real server on a fresh database
 * (scripts/e2e-server.mjs). Build first: `npm run test:e2e` at the root does both.
 * Chromium is Debian's (/usr/bin/chromium): browser downloads are impossible here.
 */
const browser = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 860 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};
const CLOCK_JOURNEYS = /after-sales\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  // E2E_OUTPUT_DIR and E2E_PORT let two runs share a checkout without trampling each other.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // CI shares 2 cores between the server, PostgreSQL and Chromium: one retry absorbs a slow moment; a
  // test that needs it is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 860 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: CLOCK_JOURNEYS,
      use: browser,
    },
    {
      // Journeys that move the server's clock weeks ahead and run the date jobs there (every demo order is
      // advanced, swept or cancelled at that time) go last, after every journey that reads the demo data.
      name: 'chromium-moved-clock',
      testMatch: CLOCK_JOURNEYS,
      dependencies: ['chromium'],
      use: browser,
    },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${BASE_URL}/api/health`,
    env: { E2E_PORT: String(PORT), SMS_RESEND_SECONDS: process.env.SMS_RESEND_SECONDS },
    // Always a fresh server and database: SMS limits and accounts must not leak between runs.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
