import { CLAIM_FILE_RULE } from '@fixline/domain';
import { sampleJpeg } from '../apps/server/test/sample-files.ts';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { signIn, snap, toast } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/test.ts';

const EMAIL = 'client.admin@fixline.test';

/** A claim of its own for each run (desktop and phone run side by side), made through the API. */
async function newClaim(page: Page, registration: string): Promise<string> {
  const login = await page.request.post('/api/users/login', { data: { email: EMAIL, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const created = await page.request.post('/api/claims', {
    headers: { Authorization: `Bearer ${token}` },
    data: { type: 'repair', registration },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Chromium's own network throttling, so a photo takes a few seconds to upload and its progress can be watched. */
async function slowUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

const naturalSize = (page: Page, name: string, within = page.locator('body')) =>
  within
    .getByRole('img', { name, exact: true })
    .evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : [0, 0]));

test('a photo is uploaded to a claim with its progress, shown as a thumbnail, opened full size and deleted @phone', async ({
  page,
}) => {
  test.slow();
  const project = test.info().project.name;
  const claimId = await newClaim(page, project === 'phone' ? 'PH11 ONE' : 'DK11 TOP');
  const photo = await sampleJpeg(1600, 1200);

  await signIn(page, EMAIL);
  await page.goto(`/dashboardClaim/${claimId}`);
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files).toContainText('No files yet. Add photos of the damage, estimates or videos above.');
  await expect(files).toContainText(CLAIM_FILE_RULE);
  const addButton = files.getByRole('button', { name: project === 'phone' ? 'Add photos or files' : 'Choose files' });
  await expect(addButton).toBeVisible();
  if (project === 'phone') expect((await addButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  // About three seconds at 60 KB/s: long enough to see the bar move.
  await slowUploads(page, 60 * 1024);
  await files.locator('input[type="file"]').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
  const bar = files.getByRole('progressbar', { name: 'Uploading front.jpg' });
  await expect(bar).toBeVisible();
  let seen = 0;
  await expect
    .poll(async () => {
      seen = Number(await bar.getAttribute('aria-valuenow', { timeout: 1000 }));
      return seen;
    })
    .toBeGreaterThan(0);
  expect(seen).toBeLessThan(100);
  await snap(page, `claim-files-uploading-${project}`);
  await expect(files.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
  await slowUploads(page, null);

  // The thumbnail the browser made: 320×240, served at the 'medium' width.
  const open = files.getByRole('button', { name: 'Open photo front.jpg' });
  await expect(open).toBeVisible();
  // Thumbnails load lazily, when they come into view: on a phone the list can end below the screen.
  await open.scrollIntoViewIfNeeded();
  await expect.poll(() => naturalSize(page, 'front.jpg', open)).toEqual([320, 240]);
  await expect(files.getByRole('link', { name: 'Photos (1)' })).toBeVisible();
  await snap(page, `claim-files-thumbnail-${project}`);
  expect(await seriousViolations(page)).toEqual([]);

  await open.click();
  const viewer = page.getByRole('dialog', { name: 'front.jpg' });
  await expect(viewer).toBeVisible();
  await expect.poll(() => naturalSize(page, 'front.jpg', viewer)).toEqual([1600, 1200]);
  // The viewer covers the screen: what a person sees is the viewport, not the page under it.
  await page.screenshot({ path: `e2e/artifacts/claim-files-viewer-${project}.png`, scale: 'css' });
  expect(await seriousViolations(page)).toEqual([]);
  if (project === 'phone') {
    for (const name of ['Close', 'Delete']) {
      expect((await viewer.getByRole('button', { name }).boundingBox())?.height, name).toBeGreaterThanOrEqual(44);
    }
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The gallery of photos has it too; delete it there, after confirming.
  await files.getByRole('link', { name: 'Photos (1)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Photos of claim FX-/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Photos (1)' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('img', { name: 'front.jpg', exact: true }).scrollIntoViewIfNeeded();
  await expect.poll(() => naturalSize(page, 'front.jpg')).toEqual([320, 240]);
  await snap(page, `claim-files-gallery-${project}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open photo front.jpg' }).click();
  await page.getByRole('dialog', { name: 'front.jpg' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete file' });
  await expect(confirm).toContainText('Delete front.jpg from this claim? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete file' }).click();
  await expect(toast(page, 'File deleted')).toBeVisible();
  await expect(page.getByText('No photos on this claim yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Photos (0)' })).toBeVisible();

  await page.getByRole('link', { name: /^Back to claim FX-/ }).click();
  await expect(page.getByRole('region', { name: 'Files' })).toContainText('No files yet.');
});
