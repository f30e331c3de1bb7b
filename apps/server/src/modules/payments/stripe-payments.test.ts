import {
  PAYMENT_MESSAGES,
  RETAIL_QUOTE_MESSAGES,
  type TCheckout,
  type TClaimActionResponse,
  type TClaimPayments,
  type TDriverLink,
  type TRetailQuoteResponse,
} from '@fixline/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { startStripeServer } from '../../../test/stripe-server.ts';
import { useTestApp } from '../../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_fixline_payments';
const stripeApi = await startStripeServer();
const api = useTestApp({
  STRIPE_SECRET_KEY: 'sk_test_fixline',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripeApi.url,
});
afterAll(() => stripeApi.close());

let superAdmin: string;
let client: string;
beforeAll(async () => {
  superAdmin = await api.http.login('superadmin@fixline.test');
  client = await api.http.login('client@fixline.test');
});

const quote = (id: string, call: string, body: unknown, token = superAdmin) =>
  api.http.post<TRetailQuoteResponse>(`/api/claims/${id}/${call}`, { token, body });

/** A Checkout Session event as Stripe sends it, signed with the SDK's own test helper. */
function sessionEvent(
  session: { id: string; checkoutId: string; amount: number; currency?: string },
  eventId = `evt_${crypto.randomUUID()}`,
) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.checkoutId,
        amount_total: session.amount,
        currency: session.currency ?? 'gbp',
        payment_status: 'paid',
      },
    },
  });
}
const sign = (payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, ...(timestamp ? { timestamp } : {}) });
const deliver = (payload: string, signature = sign(payload)) =>
  api.http.post<{ received: boolean; duplicate: boolean }>('/api/payments/stripe/webhook', {
    raw: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });

/** A finished retail claim owing £200, its payment link's token, and a checkout with a £5 tip. */
async function checkoutFor(status: 'finished' | 'awaiting-pickup' = 'finished', tip = 500) {
  const claimId = await insertClaim(api.app.db, { status, track: 'retail', cost: 20000, costRepairer: 15000 });
  const link = await api.http.post<TDriverLink>(`/api/claims/${claimId}/driver-links`, {
    token: client,
    body: { purpose: 'payment' },
  });
  expect(link.status).toBe(201);
  expect(link.body.url).toContain(`/payment/${claimId}?token=`);
  const token = new URL(link.body.url as string).searchParams.get('token') as string;
  const page = await api.http.get(`/api/driver/payment/${encodeURIComponent(token)}`);
  expect(page.body).toMatchObject({ owed: 20000, paid: 0, testMode: true });
  const checkout = await api.http.post<TCheckout>(`/api/driver/payment/${encodeURIComponent(token)}/checkout`, {
    body: { tip },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(checkout.status).toBe(201);
  const sessionId = checkout.body.url.split('/').at(-1) as string;
  return { claimId, token, checkout: checkout.body, sessionId };
}

const paymentsOf = (claimId: string) =>
  api.app.db.selectFrom('claimPayments').selectAll().where('claimId', '=', claimId).execute();

describe('retail quotes at Stripe', () => {
  it('add-retail-quote makes a Stripe price, answers its id, and mails the driver the quote link', async () => {
    const id = await insertClaim(api.app.db, { status: 'fnol', track: 'retail', repairer: null });
    const answer = await quote(id, 'add-retail-quote', { cost: 45000, costRepairer: 38000 });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('awaiting-quote-authorisation');
    expect(answer.body.quoteStripeId).toMatch(/^price_/);
    expect(stripeApi.prices.get(answer.body.quoteStripeId as string)).toEqual({ unit_amount: 45000, currency: 'gbp' });
    expect(stripeApi.requests.at(-1)?.authorization).toBe('Bearer sk_test_fixline');
    // The same step also mails the driver a tracking link; the quote link is one of the claim's mails.
    const mails = await api.app.db.selectFrom('sentMail').select('textBody').where('claimId', '=', id).execute();
    expect(mails.map((mail) => mail.textBody)).toContainEqual(
      expect.stringContaining(`/quote-accept/${answer.body.quoteId}?token=`),
    );
  });

  it('add-simple-retail-quote takes an existing price of the cost; another price or amount is refused', async () => {
    stripeApi.prices.set('price_known', { unit_amount: 30000, currency: 'gbp' });
    const id = await insertClaim(api.app.db, { status: 'registered', repairer: null });
    // A price id that is no price of the cost: as the document says, not what Stripe holds (422).
    const wrong = await quote(id, 'add-simple-retail-quote', { priceId: 'price_known', cost: 31000, costRepairer: 1 });
    expect(wrong.status).toBe(422);
    const unknown = await quote(id, 'add-simple-retail-quote', { priceId: 'price_nope', cost: 30000, costRepairer: 1 });
    expect(unknown.status).toBe(422);
    const right = await quote(id, 'add-simple-retail-quote', {
      priceId: 'price_known',
      cost: 30000,
      costRepairer: 25000,
    });
    expect(right.body).toMatchObject({ status: 'awaiting-quote-authorisation', quoteStripeId: 'price_known' });
  });

  it('add-complex-retail-quote takes the items less the coupon’s discount', async () => {
    stripeApi.coupons.set('SAVE10', { percent_off: 10 });
    const id = await insertClaim(api.app.db, { status: 'fnol', track: 'retail', repairer: null });
    const items = [
      { description: 'Bumper', amount: 20000 },
      { description: 'Paint', amount: 10000 },
    ];
    const bad = await quote(id, 'add-complex-retail-quote', {
      items,
      cost: 30000,
      costRepairer: 1,
      couponId: 'SAVE10',
    });
    expect(bad.body).toMatchObject({ errors: [RETAIL_QUOTE_MESSAGES.itemsTotal] });
    const good = await quote(id, 'add-complex-retail-quote', {
      items,
      cost: 27000,
      costRepairer: 20000,
      couponId: 'SAVE10',
    });
    expect(good.status).toBe(200);
    const row = await api.app.db
      .selectFrom('retailQuotes')
      .selectAll()
      .where('id', '=', good.body.quoteId as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ discount: 3000, cost: 27000, couponId: 'SAVE10', kind: 'complex', items });
  });

  it('without an id from Stripe the answer is spec 8’s text and nothing is half-saved', async () => {
    const id = await insertClaim(api.app.db, { status: 'fnol', track: 'retail', repairer: null });
    stripeApi.failPrices = true;
    try {
      const answer = await quote(id, 'add-retail-quote', { cost: 45000, costRepairer: 38000 });
      expect(answer).toMatchObject({ status: 409, body: { message: RETAIL_QUOTE_MESSAGES.noProviderId } });
    } finally {
      stripeApi.failPrices = false;
    }
    const claim = await api.app.db.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ status: 'fnol', cost: null, quoteStripeId: null });
    expect(await api.app.db.selectFrom('retailQuotes').selectAll().where('claimId', '=', id).execute()).toEqual([]);
    expect(await api.app.db.selectFrom('driverLinks').selectAll().where('claimId', '=', id).execute()).toEqual([]);
  });

  it('request-quote-authorisation/retail moves a registered claim to the driver’s authorisation (super admin only)', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered', repairer: null });
    const refused = await quote(id, 'request-quote-authorisation/retail', { costRepairer: 30000 }, client);
    expect(refused.status).toBe(403);
    const answer = await quote(id, 'request-quote-authorisation/retail', { costRepairer: 30000 });
    expect(answer.body).toMatchObject({ status: 'awaiting-quote-authorisation', quoteStripeId: null, quoteId: null });
  });
});

describe('payments through Stripe', () => {
  it('a checkout is a Stripe Checkout Session for what is owed plus the tip', async () => {
    const { checkout, sessionId } = await checkoutFor();
    expect(checkout).toMatchObject({ owed: 20000, tip: 500, state: 'open' });
    const form = stripeApi.sessions.get(sessionId) ?? {};
    expect(form).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      client_reference_id: checkout.checkoutId,
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[1][price_data][unit_amount]': '500',
    });
  });

  it('a verified webhook records the payment with its tip, marks the claim paid and announces the tip', async () => {
    const { claimId, checkout, sessionId, token } = await checkoutFor();
    const answer = await deliver(sessionEvent({ id: sessionId, checkoutId: checkout.checkoutId, amount: 20500 }));
    expect(answer).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    expect(await paymentsOf(claimId)).toMatchObject([{ amount: 20500, tip: 500, providerPaymentId: sessionId }]);
    const claim = await api.app.db
      .selectFrom('claims')
      .select('status')
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow();
    expect(claim.status).toBe('paid');
    const tips = await api.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('claimId', '=', claimId)
      .where('type', '=', 'ClaimTipPaid')
      .execute();
    expect(tips.length).toBeGreaterThan(0);
    expect(tips[0]?.payload).toMatchObject({ tipAmount: 500 });
    const status = await api.http.get<TCheckout>(
      `/api/driver/payment/${encodeURIComponent(token)}/checkouts/${checkout.checkoutId}`,
    );
    expect(status.body.state).toBe('paid');
    const listed = await api.http.get<TClaimPayments>(`/api/claims/${claimId}/payments`, { token: client });
    expect(listed.body).toMatchObject({ owed: 0, payments: [{ amount: 20500, tip: 500, method: 'Card (Stripe)' }] });
  });

  it('refuses a tampered signature, a stale event and a wrong amount or currency, recording nothing', async () => {
    const { claimId, checkout, sessionId } = await checkoutFor();
    const good = sessionEvent({ id: sessionId, checkoutId: checkout.checkoutId, amount: 20500 });
    const tampered = good.replace('20500', '99');
    // Without a good signature the sender is not known: 401.
    expect((await deliver(tampered, sign(good))).status).toBe(401);
    const stale = await deliver(good, sign(good, Math.floor(Date.now() / 1000) - 301));
    expect(stale.status).toBe(401);
    const unsigned = await api.http.post('/api/payments/stripe/webhook', {
      raw: good,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    const wrongAmount = await deliver(sessionEvent({ id: sessionId, checkoutId: checkout.checkoutId, amount: 20000 }));
    expect(wrongAmount.status).toBe(400);
    const wrongCurrency = await deliver(
      sessionEvent({ id: sessionId, checkoutId: checkout.checkoutId, amount: 20500, currency: 'eur' }),
    );
    expect(wrongCurrency.status).toBe(400);
    expect(await paymentsOf(claimId)).toEqual([]);
  });

  it('50 identical webhooks at once make one payment', async () => {
    const { claimId, checkout, sessionId } = await checkoutFor();
    const payload = sessionEvent({ id: sessionId, checkoutId: checkout.checkoutId, amount: 20500 }, 'evt_same_50');
    const signature = sign(payload);
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(payload, signature)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1);
    expect(await paymentsOf(claimId)).toHaveLength(1);
  });

  it('PUT pay applies only a verified payment: a retail driver’s prepayment, at its amount', async () => {
    const { claimId, checkout, sessionId } = await checkoutFor('awaiting-pickup', 0);
    const body = { paymentId: sessionId, paymentType: 'card', amount: 20000 };
    const unverified = await api.http.put(`/api/claims/${claimId}/pay`, { token: client, body });
    expect(unverified.body).toMatchObject({ message: PAYMENT_MESSAGES.noVerifiedPayment });
    await deliver(sessionEvent({ id: sessionId, checkoutId: checkout.checkoutId, amount: 20000 }));
    const wrong = await api.http.put(`/api/claims/${claimId}/pay`, { token: client, body: { ...body, amount: 1 } });
    expect(wrong.body).toMatchObject({ message: PAYMENT_MESSAGES.amountMismatch });
    const repairer = await api.http.login('repairer@fixline.test');
    expect((await api.http.put(`/api/claims/${claimId}/pay`, { token: repairer, body })).status).toBe(403);
    const paid = await api.http.put<TClaimActionResponse>(`/api/claims/${claimId}/pay`, {
      token: client,
      body,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(paid).toMatchObject({ status: 200, body: { status: 'awaiting-pickup' } });
  });

  it('confirm-payment records a payment row with its amount, method and who', async () => {
    // An insured claim: what its driver owes, and so what staff record, is the excess (decision 0082).
    const claimId = await insertClaim(api.app.db, { status: 'finished', cost: 85000, overrides: { excess: 12000 } });
    const over = await api.http.post(`/api/claims/${claimId}/confirm-payment`, {
      token: client,
      body: { amount: 12001 },
    });
    expect(over.body).toMatchObject({ message: PAYMENT_MESSAGES.overOwed });
    const answer = await api.http.post<TClaimActionResponse>(`/api/claims/${claimId}/confirm-payment`, {
      token: client,
      body: { method: 'cheque' },
    });
    expect(answer.body.status).toBe('paid');
    expect(await paymentsOf(claimId)).toMatchObject([
      { amount: 12000, tip: 0, method: 'Cheque', recordedByName: expect.any(String) },
    ]);
  });
});
