import { MARKETPLACE_MESSAGES, QUOTE_MESSAGES, type TQuotePdfUrl } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { downloadedPdfText, expectWorldName, WORLD_NAME } from '../../../test/pdf-text.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
let superAdmin: string;
let client: string;
beforeAll(async () => {
  superAdmin = await api.http.login('superadmin@fixline.test');
  client = await api.http.login('client@fixline.test');
});

async function fileOn(claimId: string, name = 'acme-quote.pdf') {
  const file = await api.app.db
    .insertInto('claimFiles')
    .values({
      claimId,
      s3Key: `k/${crypto.randomUUID()}`,
      contentType: 'application/pdf',
      name,
      size: 1,
      uploadedByName: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return file.id;
}

const requestAuthorisation = (claimId: string, body: object, token = superAdmin) =>
  api.http.post(`/api/claims/${claimId}/request-quote-authorisation`, { token, body });

const quotesOf = (claimId: string) =>
  api.app.db.selectFrom('quotes').selectAll().where('claimId', '=', claimId).orderBy('createdAt').execute();

const pdfText = (url: TQuotePdfUrl['url']) => downloadedPdfText(url, api.app.url);

describe('a quote put to the client', () => {
  it('is recorded with its document and lines, and its PDF says lines, VAT, totals, vehicle, claim and both organisations', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered', repairer: 'repairer' });
    const document = await fileOn(id);
    const answer = await requestAuthorisation(id, {
      cost: 60000,
      costRepairer: 50000,
      document,
      items: [
        { description: 'Front bumper, supply and fit', amount: 42000 },
        { description: 'Paint and labour', amount: 18000 },
      ],
    });
    expect(answer.status).toBe(200);
    const [quote] = await quotesOf(id);
    expect(quote).toMatchObject({ cost: 60000, costRepairer: 50000, documentId: document, state: 'awaiting' });

    const link = await api.http.get<TQuotePdfUrl>(`/api/external/quotes/pdf-url?quote=${quote?.id}`, { token: client });
    expect(link.status).toBe(200);
    expect(Date.parse(link.body.expiresAt)).toBeGreaterThan(Date.now());
    const text = await pdfText(link.body.url);
    for (const words of [
      'Repair quote',
      'Front bumper, supply and fit',
      '£420.00',
      'Paint and labour',
      '£180.00',
      'VAT at 20%',
      '£100.00',
      'Net',
      '£500.00',
      'Total',
      '£600.00',
      'AB12CDE',
      'Ford',
      'Northwind Insurance',
      'Acme Motors',
      'acme-quote.pdf',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/claim FX-\d{6}/);
    // What the repairer is paid is never printed: £500.00 above is the net of the client's £600.00.
    expect(text).not.toContain('costRepairer');
  });

  it('without lines is one line of the repair; a newer request supersedes it; the client’s answer decides it', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered', repairer: null });
    expect((await requestAuthorisation(id, { cost: 12000, costRepairer: 10000 })).status).toBe(200);
    const first = (await quotesOf(id))[0];
    const text = await pdfText(
      (await api.http.get<TQuotePdfUrl>(`/api/external/quotes/pdf-url?quote=${first?.id}`, { token: superAdmin })).body
        .url,
    );
    expect(text).toContain('Repair of AB12CDE, as quoted');
    expect(text).toContain('To be chosen in the marketplace');

    expect((await api.http.post(`/api/claims/${id}/reject`, { token: client, body: {} })).status).toBe(200);
    expect((await requestAuthorisation(id, { cost: 13000, costRepairer: 10000 })).status).toBe(200);
    expect((await api.http.post(`/api/claims/${id}/approve-for-marketplace`, { token: client, body: {} })).status).toBe(
      200,
    );
    expect((await quotesOf(id)).map((quote) => [quote.cost, quote.state])).toEqual([
      [12000, 'rejected'],
      [13000, 'authorised'],
    ]);
  });

  it('refuses lines that do not add up to the cost, and a document of another claim, saving nothing', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    const other = await insertClaim(api.app.db, { status: 'registered' });
    const lines = await requestAuthorisation(id, {
      cost: 50000,
      costRepairer: 40000,
      items: [{ description: 'Wing', amount: 40000 }],
    });
    expect(lines.status).toBe(400);
    expect(lines.body).toMatchObject({ errors: [`cost: ${QUOTE_MESSAGES.itemsTotal}`] });
    const elsewhere = await requestAuthorisation(id, { cost: 1, costRepairer: 1, document: await fileOn(other) });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toEqual({ message: MARKETPLACE_MESSAGES.documentNotOnClaim });
    expect(await quotesOf(id)).toEqual([]);
    const claim = await api.app.db
      .selectFrom('claims')
      .select(['status', 'cost'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(claim).toEqual({ status: 'registered', cost: null });
  });
});

describe('the quote PDF', () => {
  it('prints a name in any alphabet as typed, and an emoji its font lacks as a white square', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered', overrides: { customerName: WORLD_NAME } });
    const items = [{ description: `Paint matched for ${WORLD_NAME}`, amount: 30000 }];
    expect((await requestAuthorisation(id, { cost: 30000, costRepairer: 25000, items })).status).toBe(200);
    const quote = (await quotesOf(id))[0]?.id;
    const link = await api.http.get<TQuotePdfUrl>(`/api/external/quotes/pdf-url?quote=${quote}`, { token: client });
    const text = await pdfText(link.body.url);
    expectWorldName(text);
    expect(text).toContain('Paint matched for Łukasz');
  });
});

describe('the quote PDF’s address', () => {
  it('is the client’s and the platform’s: the repairer gets 403, another client and an unknown id 404', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered', repairer: 'repairer' });
    expect((await requestAuthorisation(id, { cost: 30000, costRepairer: 25000 })).status).toBe(200);
    const quote = (await quotesOf(id))[0]?.id;
    const path = `/api/external/quotes/pdf-url?quote=${quote}`;
    // The repairer reads its claims through ReadRepairClaims, not ReadClaims: the route is not its.
    expect((await api.http.get(path, { token: await api.http.login('repairer@fixline.test') })).status).toBe(403);
    const otherClient = await api.http.get(path, { token: await api.http.login('client2@fixline.test') });
    expect(otherClient.status).toBe(404);
    expect(otherClient.body).toEqual({ message: QUOTE_MESSAGES.notFound });
    const unknown = await api.http.get(`/api/external/quotes/pdf-url?quote=${crypto.randomUUID()}`, { token: client });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: QUOTE_MESSAGES.notFound });
    expect((await api.http.get('/api/external/quotes/pdf-url?quote=nope', { token: client })).status).toBe(400);
    expect((await api.http.get(path)).status).toBe(401);
  });

  it('draws a driver’s retail quote too, with its coupon’s discount', async () => {
    const id = await insertClaim(api.app.db, { status: 'fnol', track: 'retail', repairer: null });
    const quote = await api.http.post<{ quoteId: string }>(`/api/claims/${id}/add-complex-retail-quote`, {
      token: superAdmin,
      body: { items: [{ description: 'Door', amount: 50000 }], cost: 45000, costRepairer: 38000, couponId: 'TEST10' },
    });
    expect(quote.status).toBe(200);
    const link = await api.http.get<TQuotePdfUrl>(`/api/external/quotes/pdf-url?quote=${quote.body.quoteId}`, {
      token: client,
    });
    const text = await pdfText(link.body.url);
    expect(text).toContain('Discount');
    expect(text).toContain('-£50.00');
    expect(text).toContain('£450.00');
    expect(text).toContain('£75.00');
  });
});
