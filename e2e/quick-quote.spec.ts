import { DEMO_PASSWORD } from './support/accounts.ts';
import { personAt, signIn, snap } from './support/app.ts';
import { seriousViolations } from './support/axe.ts';
import { QUOTE_DOCUMENT } from './support/quote-document.ts';
import { type APIRequestContext, expect, test } from './support/test.ts';
import { runMark } from './support/unique.ts';

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A complete report through the insurer's FNOL link, registered by the platform: this journey's own claim. */
async function registeredClaim(request: APIRequestContext, plate: string): Promise<string> {
  const reported = await request.post('/api/claims/fnol', {
    data: {
      fnolCode: 'NORTHWIND',
      type: 'repair',
      registration: plate,
      make: 'Vauxhall',
      model: 'Corsa',
      postcode: 'LS1 4DY',
      customerName: 'Quinn Driver',
      customerEmail: 'quinn.driver@example.com',
      incidentDate: isoDay(-3),
      damageDescription: 'Nearside wing dented by a gatepost.',
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const { id } = (await reported.json()) as { id: string };
  const login = await request.post('/api/users/login', {
    data: { email: 'superadmin@fixline.test', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const triaged = await request.post(`/api/claims/${id}/triage`, { headers: { authorization: `Bearer ${token}` } });
  expect(triaged.status(), await triaged.text()).toBe(200);
  return id;
}

test('a super admin finds a claim by plate, quotes it with the repairer’s document, and the client opens the PDF @phone', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const project = test.info().project.name;
  // A plate of this run's: the journey finds its claim by plate, and a failed run's claim keeps its own.
  const plate = `QQ${runMark().toUpperCase()}`;
  const claimId = await registeredClaim(request, plate);

  await signIn(page, 'superadmin@fixline.test');
  await page.goto('/quick-quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick quote' })).toBeVisible();
  await page.getByLabel('Plate or reference').fill(plate.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const claim = page.getByRole('article').filter({ hasText: 'Vauxhall Corsa' });
  await expect(claim).toHaveCount(1);
  await expect(claim).toContainText('Registered');

  await claim.getByLabel('Client cost').fill('1,250.50');
  await claim.getByLabel('Repairer cost').fill('1000');
  await claim.locator('input[type=file]').setInputFiles({
    name: 'acme-quote.pdf',
    mimeType: 'application/pdf',
    buffer: QUOTE_DOCUMENT,
  });
  await expect(claim).toContainText('acme-quote.pdf');
  await snap(page, `quick-quote-${project}`);
  expect(await seriousViolations(page)).toEqual([]);
  await claim.getByRole('button', { name: 'Send for authorisation' }).click();
  await expect(claim.getByText('The quote was sent to Northwind Insurance for authorisation.')).toBeVisible();
  await expect(claim).toContainText('Awaiting Authorisation');
  await snap(page, `quick-quote-sent-${project}`);

  // The client opens the quote from the claim page: a PDF at a signed address, naming the document.
  const client = await personAt(browser, 'client@fixline.test');
  await client.setViewportSize(page.viewportSize() ?? { width: 1366, height: 800 });
  await client.goto(`/dashboardClaim/${claimId}`);
  const costs = client.getByRole('region', { name: 'Costs' });
  // The claim's sections draw deferred, after its header (claim-page.tsx): on a busy machine, a while later.
  await expect(costs).toContainText('£1,250.50', { timeout: 20_000 });
  await snap(client, `quick-quote-client-${project}`);
  const popup = client.waitForEvent('popup');
  await costs.getByRole('button', { name: 'Quote (PDF)' }).click();
  const pdfUrl = (await popup).url();
  expect(pdfUrl).toContain('/quotes/');
  const pdf = await request.get(pdfUrl);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await client.close();
});
