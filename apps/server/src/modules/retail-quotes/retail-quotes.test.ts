import {
  DRIVER_LINK_MESSAGES,
  PAYMENT_MESSAGES,
  RETAIL_QUOTE_MESSAGES,
  type TCheckout,
  type TClaimPayments,
  type TDriverLink,
  type TDriverQuote,
  type TQuoteAccepted,
  type TRetailQuoteResponse,
} from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_TIP, PAID_CLAIM, QUOTED_CLAIM } from '../../demo/seed-demo-payments.ts';

/** The embedded default: no STRIPE_SECRET_KEY. */
const api = useTestApp();
let superAdmin: string;
let client: string;
beforeAll(async () => {
  superAdmin = await api.http.login('superadmin@fixline.test');
  client = await api.http.login('client@fixline.test');
});

/** A fnol claim with an itemised quote; the token of the link mailed to the driver. */
async function quotedClaim() {
  const claimId = await insertClaim(api.app.db, { status: 'fnol', track: 'retail', repairer: null });
  const answer = await api.http.post<TRetailQuoteResponse>(`/api/claims/${claimId}/add-complex-retail-quote`, {
    token: superAdmin,
    body: {
      items: [
        { description: 'Rear bumper', amount: 30000 },
        { description: 'Paint and labour', amount: 20000 },
      ],
      cost: 45000,
      costRepairer: 38000,
      couponId: 'TEST10',
    },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.quoteStripeId).toMatch(/^price_test_45000_/);
  const mail = await api.app.db
    .selectFrom('sentMail')
    .select('textBody')
    .where('claimId', '=', claimId)
    // The claim's first status change also mails the tracking link (decision 0054), in the same transaction.
    .where('textBody', 'like', '%/quote-accept/%')
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const url = /(http\S+\/quote-accept\/\S+)/.exec(mail.textBody)?.[1] as string;
  expect(new URL(url).pathname).toBe(`/quote-accept/${answer.body.quoteId}`);
  return { claimId, quoteId: answer.body.quoteId as string, token: new URL(url).searchParams.get('token') as string };
}

const quotePath = (token: string, then = '') => `/api/driver/quotes/${encodeURIComponent(token)}${then}`;

describe('the driver’s quote', () => {
  it('shows the lines, the coupon’s discount and the total in pence', async () => {
    const { quoteId, token } = await quotedClaim();
    const page = await api.http.get<TDriverQuote>(quotePath(token));
    expect(page.body).toMatchObject({
      quoteId,
      items: [{ amount: 30000 }, { amount: 20000 }],
      discount: 5000,
      total: 45000,
      state: 'awaiting',
    });
  });

  it('accepting moves the claim to the marketplace in one step and answers the preferred-dates link', async () => {
    const { claimId, quoteId, token } = await quotedClaim();
    const accepted = await api.http.post<TQuoteAccepted>(quotePath(token, '/accept'), {
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(accepted).toMatchObject({ status: 200, body: { quote: { state: 'accepted' } } });
    // The dates link's page names the quote (decision 0051), so the driver goes on to give their days.
    expect(new URL(accepted.body.url as string).pathname).toBe(`/preferred-dates/${quoteId}`);
    const claim = await api.app.db.selectFrom('claims').selectAll().where('id', '=', claimId).executeTakeFirstOrThrow();
    expect(claim.status).toBe('in-marketplace');
    expect(claim.biddingClosesAt).not.toBeNull();
    // Nothing waits for authorisation any more: the deadline ends with the wait.
    expect(claim.authorisationDueAt).toBeNull();
    const history = await api.app.db.selectFrom('claimHistory').selectAll().where('claimId', '=', claimId).execute();
    expect(history.at(-1)).toMatchObject({ action: 'accept-quote', toStatus: 'in-marketplace', actorId: null });
    const dates = await api.app.db
      .selectFrom('driverLinks')
      .selectAll()
      .where('claimId', '=', claimId)
      .where('purpose', '=', 'dates')
      .execute();
    expect(dates).toHaveLength(1);
    const again = await api.http.post(quotePath(token, '/accept'));
    expect(again).toMatchObject({ status: 409, body: { message: RETAIL_QUOTE_MESSAGES.decided } });
  });

  it('a newer quote supersedes the link of the older; declining leaves the claim waiting', async () => {
    const { claimId, token } = await quotedClaim();
    const newer = await api.http.post<TRetailQuoteResponse>(`/api/claims/${claimId}/add-retail-quote`, {
      token: superAdmin,
      body: { cost: 40000, costRepairer: 35000 },
    });
    expect(newer.body.status).toBe('awaiting-quote-authorisation');
    expect((await api.http.post(quotePath(token, '/accept'))).body).toMatchObject({
      message: RETAIL_QUOTE_MESSAGES.superseded,
    });
    const second = await quotedClaim();
    const declined = await api.http.post<TQuoteAccepted>(quotePath(second.token, '/decline'));
    expect(declined.body.quote.state).toBe('declined');
    const claim = await api.app.db
      .selectFrom('claims')
      .select('status')
      .where('id', '=', second.claimId)
      .executeTakeFirstOrThrow();
    expect(claim.status).toBe('awaiting-quote-authorisation');
  });

  it('a forged token, or another purpose’s, opens nothing', async () => {
    const { token } = await quotedClaim();
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await api.http.get(quotePath(forged))).body).toMatchObject({ message: DRIVER_LINK_MESSAGES.notFound });
    const claimId = await insertClaim(api.app.db, { status: 'finished', track: 'retail', cost: 1000 });
    const payment = await api.http.post<TDriverLink>(`/api/claims/${claimId}/driver-links`, {
      token: client,
      body: { purpose: 'payment' },
    });
    const paymentToken = new URL(payment.body.url as string).searchParams.get('token') as string;
    expect((await api.http.get(quotePath(paymentToken))).status).toBe(404);
    expect((await api.http.get(`/api/driver/payment/${encodeURIComponent(token)}`)).status).toBe(404);
  });
});

describe('the embedded test checkout', () => {
  async function paymentLink(cost = 45000) {
    const claimId = await insertClaim(api.app.db, { status: 'finished', track: 'retail', cost });
    const link = await api.http.post<TDriverLink>(`/api/claims/${claimId}/driver-links`, {
      token: client,
      body: { purpose: 'payment' },
    });
    return { claimId, token: encodeURIComponent(new URL(link.body.url as string).searchParams.get('token') as string) };
  }

  it('fails or pays through the signed-event path; a paid claim with a tip announces it', async () => {
    const { claimId, token } = await paymentLink();
    const start = (tip: number) => api.http.post<TCheckout>(`/api/driver/payment/${token}/checkout`, { body: { tip } });
    const first = await start(0);
    expect(first.body).toMatchObject({ testMode: true, state: 'open', owed: 45000 });
    expect(first.body.url).toContain(`/payment/${claimId}?token=`);
    const failed = await api.http.post<TCheckout>(
      `/api/driver/payment/${token}/checkouts/${first.body.checkoutId}/embedded`,
      { body: { outcome: 'fail' } },
    );
    expect(failed.body.state).toBe('failed');

    const second = await start(1500);
    const paid = await api.http.post<TCheckout>(
      `/api/driver/payment/${token}/checkouts/${second.body.checkoutId}/embedded`,
      { body: { outcome: 'succeed' } },
    );
    expect(paid.body.state).toBe('paid');
    const claim = await api.app.db
      .selectFrom('claims')
      .select('status')
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow();
    expect(claim.status).toBe('paid');
    const payments = await api.app.db.selectFrom('claimPayments').selectAll().where('claimId', '=', claimId).execute();
    expect(payments).toMatchObject([{ amount: 46500, tip: 1500, method: 'Card (test mode)' }]);
    const events = await api.app.db.selectFrom('paymentEvents').selectAll().execute();
    expect(events.length).toBeGreaterThanOrEqual(2);

    expect((await start(0)).body).toMatchObject({ message: PAYMENT_MESSAGES.notPayable });
  });

  it('a forged embedded event is refused at the webhook', async () => {
    const answer = await api.http.post('/api/payments/stripe/webhook', {
      raw: '{"id":"evt_forged","type":"checkout.session.completed","data":{"object":{}}}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('the demo', () => {
  it('has a retail quote waiting for its driver, and a finished claim its driver paid with a tip', async () => {
    const quotes = await api.app.db
      .selectFrom('retailQuotes')
      .selectAll()
      .where('claimId', '=', QUOTED_CLAIM)
      .execute();
    expect(quotes).toMatchObject([{ state: 'awaiting', cost: 28800, discount: 3200, couponId: 'TEST10' }]);
    const links = await api.http.get<TDriverLink[]>(`/api/claims/${QUOTED_CLAIM}/driver-links`, { token: client });
    expect(links.body[0]?.url).toContain(`/quote-accept/${quotes[0]?.id}?token=`);
    const paid = await api.http.get<TClaimPayments>(`/api/claims/${PAID_CLAIM}/payments`, { token: superAdmin });
    expect(paid.body).toMatchObject({ owed: 0, payments: [{ tip: DEMO_TIP, method: 'Card (test mode)' }] });
  });
});
