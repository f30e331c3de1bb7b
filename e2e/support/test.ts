import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** One line per thing that went wrong on the page: a refused or failed API call, an error, a crash. */
function recordTrouble(page: Page): string[] {
  const lines: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() < 400 || !url.pathname.startsWith('/api/')) return;
    const call = `${response.status()} ${response.request().method()} ${url.pathname}`;
    lines.push(call);
    // The server's own words, when they can still be read, replace the bare line.
    response.text().then(
      (body) => lines.splice(lines.indexOf(call), 1, `${call}: ${body.slice(0, 200)}`),
      () => undefined,
    );
  });
  page.on('requestfailed', (request) =>
    lines.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('console', (message) => {
    // Chromium's word on the push subscription in a test's private context is not the app's.
    if (message.type() === 'error' && !message.text().includes('Push API in incognito'))
      lines.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`page error: ${error.message}`));
  return lines;
}

/**
 * Playwright's test, with what the page met printed when a journey fails. CI keeps only its log: a
 * journey that failed there once (stop 34's, a comment that never showed) left no word of whether its
 * call was refused, failed or never sent.
 */
export const test = base.extend<{ troubleOnFailure: undefined }>({
  troubleOnFailure: [
    async ({ page }, use, testInfo) => {
      const lines = recordTrouble(page);
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
        console.log(`What the page met (${testInfo.project.name}):\n  ${lines.join('\n  ')}`);
      }
    },
    { auto: true },
  ],
});
