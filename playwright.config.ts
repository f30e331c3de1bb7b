import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

/** E2E_PORT lets two suites run side by side on one machine, each with its own server and data. */
const port = process.env.E2E_PORT ?? '3100';
const dataDir = port === '3100' ? 'e2e/.data' : `e2e/.data-${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // Playwright's own default for CI: a journey that fails once is run again and, if it passes, is listed as
  // "flaky" in the log for the team to mend. Twelve stops' work was refused for one such journey (stop 32).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A journey takes 10–60 s here with two browsers sharing two cores with the server and its database, and
  // the longer ones ran past 60 s on a busy run though nothing was stuck (stop 47's CI: an organisation's
  // journey; claim-collaboration beside other work). A passing journey costs the same whatever the limit.
  timeout: 120_000,
  // A fresh browser's first page on a loaded CI machine (four browsers, the server and its database on two
  // cores) once drew its claim after more than 10 s (stop 41's CI); waiting longer costs a passing run nothing.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    // UK users: dates, date inputs and times as they see them.
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    // The address the browser uses: invitation links and Help & Feedback's page addresses are of this origin.
    // OUTBOUND_ALLOWED_RANGES: the webhook journey's endpoint is a closed port on loopback, so its sends are
    // refused by the machine rather than by the guard, and retried as any endpoint that is down.
    env: {
      PORT: port,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OUTBOUND_ALLOWED_RANGES: '127.0.0.1/32',
    },
    timeout: 120_000,
    reuseExistingServer: false,
  },
  projects: [
    // Journeys tagged @phone-only check the phone layout itself and have nothing to show on a desktop.
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1366, height: 800 } } },
    {
      // The phone runs the journeys tagged @phone; data-changing journeys run once, on the desktop.
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    },
  ],
});
