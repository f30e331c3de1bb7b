import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser (ARCHITECTURE.md). */
const chromium = execSync('command -v chromium', { shell: '/bin/bash', encoding: 'utf8' }).trim();

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: 'http://127.0.0.1:3100',
    headless: true,
    // UK users: dates, date inputs and times as they see them.
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'rm -rf e2e/.data && tsx apps/server/src/main.ts',
    url: 'http://127.0.0.1:3100/api/health',
    env: { PORT: '3100', DATA_DIR: 'e2e/.data' },
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
