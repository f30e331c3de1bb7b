import {
  CLAIM_MESSAGES,
  PAYMENT_MESSAGES,
  type TCheckout,
  type TClaim,
  type TClaimActionResponse,
  type TDriverLink,
  type TPaymentPage,
} from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClaimFixture, insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
let client: string;
let repairer: string;
beforeAll(async () => {
  client = await api.http.login('client@fixline.test');
  repairer = await api.http.login('repairer@fixline.test');
});

/** A finished claim the insurer pays, at a net cost of £850. */
const insured = (overrides: ClaimFixture['overrides'] = {}): ClaimFixture => ({
  status: 'finished',
  cost: 85000,
  costRepairer: 65500,
  overrides,
});

const issuePaymentLink = (claimId: string) =>
  api.http.post<TDriverLink>(`/api/claims/${claimId}/driver-links`, { token: client, body: { purpose: 'payment' } });

/** The claim's payment link, issued by its client, and the driver's payment page it opens. */
async function paymentPage(claimId: string) {
  const link = await issuePaymentLink(claimId);
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  const token = encodeURIComponent(new URL(link.body.url as string).searchParams.get('token') as string);
  const page = await api.http.get<TPaymentPage>(`/api/driver/payment/${token}`);
  expect(page.status).toBe(200);
  return { token, page: page.body };
}

const claimRow = (id: string) =>
  api.app.db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('what the driver owes (decision 0082)', () => {
  it('on an insured claim with a £250 excess: the excess, not the repair', async () => {
    const id = await insertClaim(api.app.db, insured({ excess: 25000 }));
    const { page } = await paymentPage(id);
    expect(page).toMatchObject({
      owed: 25000,
      paid: 0,
      lines: [{ kind: 'excess', label: 'Policy excess', amount: 25000 }],
    });
  });

  it('on an insured claim of a VAT-registered keeper: the excess and 20% of the cost', async () => {
    const id = await insertClaim(api.app.db, insured({ excess: 25000, vatRegistered: true }));
    const { page } = await paymentPage(id);
    expect(page.lines).toEqual([
      { kind: 'excess', label: 'Policy excess', amount: 25000 },
      { kind: 'vat', label: 'VAT on the repair', amount: 17000 },
    ]);
    expect(page.owed).toBe(42000);
  });

  it('on a retail claim: the quote’s total, split into the net repair and its VAT', async () => {
    const id = await insertClaim(api.app.db, { status: 'finished', track: 'retail', cost: 45000 });
    const { page } = await paymentPage(id);
    expect(page).toMatchObject({
      owed: 45000,
      lines: [
        { kind: 'repair', label: 'Repair, before VAT', amount: 37500 },
        { kind: 'vat', label: 'VAT at 20%', amount: 7500 },
      ],
    });
  });

  it('the driver pays the excess through the link, and the insured claim becomes paid', async () => {
    const id = await insertClaim(api.app.db, insured({ excess: 25000 }));
    const { token } = await paymentPage(id);
    const checkout = await api.http.post<TCheckout>(`/api/driver/payment/${token}/checkout`, { body: { tip: 500 } });
    expect(checkout.body).toMatchObject({ owed: 25000, tip: 500 });
    const paid = await api.http.post<TCheckout>(
      `/api/driver/payment/${token}/checkouts/${checkout.body.checkoutId}/embedded`,
      { body: { outcome: 'succeed' } },
    );
    expect(paid.body.state).toBe('paid');
    expect((await claimRow(id)).status).toBe('paid');
    const after = await api.http.get<TPaymentPage>(`/api/driver/payment/${token}`);
    expect(after.body).toMatchObject({ owed: 0, paid: 25000 });
  });

  it('without an excess the driver owes nothing: no payment link, and PUT pay still settles the claim', async () => {
    const id = await insertClaim(api.app.db, insured());
    const refused = await issuePaymentLink(id);
    expect(refused).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.noPaymentLink } });
    expect(await api.app.db.selectFrom('driverLinks').selectAll().where('claimId', '=', id).execute()).toEqual([]);

    const paid = await api.http.put<TClaimActionResponse>(`/api/claims/${id}/pay`, {
      token: client,
      body: { paymentId: 'INS-2026-0042', paymentType: 'bank transfer', amount: 85000 },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.claim.history.at(-1)?.comment).toContain('INS-2026-0042');
    expect(await api.app.db.selectFrom('claimPayments').selectAll().where('claimId', '=', id).execute()).toEqual([]);
  });

  it('a payment link is not sent again once the driver owes nothing', async () => {
    const id = await insertClaim(api.app.db, insured({ excess: 25000 }));
    const link = await issuePaymentLink(id);
    await api.app.db.updateTable('claims').set({ excess: null }).where('id', '=', id).execute();
    const resent = await api.http.post(`/api/claims/${id}/driver-links/${link.body.id}/resend`, {
      token: client,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(resent).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.noPaymentLink } });
  });

  it('an insured claim with an excess still needs the driver’s verified payment for PUT pay', async () => {
    const id = await insertClaim(api.app.db, insured({ excess: 25000 }));
    const answer = await api.http.put(`/api/claims/${id}/pay`, {
      token: client,
      body: { paymentId: 'cs_test_none', paymentType: 'card', amount: 25000 },
    });
    expect(answer).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.noVerifiedPayment } });
  });
});

describe('the payer and the policy on the claim', () => {
  it('the client sets them through PUT /api/claims/{id}, each change in the timeline', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair', cost: 85000 });
    const before = await api.http.get<TClaim>(`/api/claims/${id}`, { token: client });
    expect(before.body).toMatchObject({ payer: 'insurer', policyNumber: null, excess: null, vatRegistered: false });
    const answer = await api.http.put<TClaim>(`/api/claims/${id}`, {
      token: client,
      body: { version: 1, policyNumber: '  POL-778812 ', excess: 25000, vatRegistered: true },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ policyNumber: 'POL-778812', excess: 25000, vatRegistered: true, version: 2 });
    expect(answer.body.history.at(-1)).toMatchObject({
      action: 'update',
      comment: 'Changed policy number, excess, VAT registered',
    });
    const payer = await api.http.put<TClaim>(`/api/claims/${id}`, {
      token: client,
      body: { version: 2, payer: 'driver', excess: null },
    });
    expect(payer.body).toMatchObject({ payer: 'driver', excess: null });
    expect(payer.body.history.at(-1)?.comment).toBe('Changed payer, excess');
  });

  it('a garage cannot set them, sees the payer and the excess, and never the policy number or the cost', async () => {
    const id = await insertClaim(api.app.db, insured({ excess: 25000, policyNumber: 'POL-1' }));
    const refused = await api.http.put(`/api/claims/${id}`, { token: repairer, body: { version: 1, excess: 0 } });
    expect(refused.status).toBe(403);
    expect(await claimRow(id)).toMatchObject({ excess: 25000, version: 1 });
    const seen = await api.http.get<TClaim>(`/api/claims/${id}`, { token: repairer });
    expect(seen.body).toMatchObject({ payer: 'insurer', excess: 25000, policyNumber: null, vatRegistered: false });
    expect(seen.body.costs).not.toHaveProperty('cost');
  });

  it.each([-1, 1.5, 1_000_001, 'abc'])('refuses an excess of %j with 400 and changes nothing', async (excess) => {
    const id = await insertClaim(api.app.db, insured({ excess: 25000 }));
    const answer = await api.http.put<{ message: string; errors: string[] }>(`/api/claims/${id}`, {
      token: client,
      body: { version: 1, excess },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: expect.any(String), errors: [`excess: ${CLAIM_MESSAGES.excess}`] });
    expect(await claimRow(id)).toMatchObject({ excess: 25000, version: 1 });
  });

  it('refuses a payer that is neither, and a policy number over 40 characters', async () => {
    const id = await insertClaim(api.app.db, insured());
    for (const body of [
      { version: 1, payer: 'garage' },
      { version: 1, policyNumber: 'P'.repeat(41) },
    ]) {
      expect((await api.http.put(`/api/claims/${id}`, { token: client, body })).status).toBe(400);
    }
    expect(await claimRow(id)).toMatchObject({ payer: 'insurer', policyNumber: null, version: 1 });
  });

  it('a new claim is paid by the insurer unless the client says otherwise; a retail one by its driver', async () => {
    const created = await api.http.post<TClaim>('/api/claims', {
      token: client,
      body: { type: 'repair', registration: 'AB12CDE', excess: 10000, policyNumber: 'POL-9' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ payer: 'insurer', excess: 10000, policyNumber: 'POL-9' });
    const retail = await insertClaim(api.app.db, { status: 'fnol', track: 'retail' });
    expect((await claimRow(retail)).payer).toBe('driver');
  });
});
