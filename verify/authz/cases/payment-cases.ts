import type { DriverLinkPurpose } from '@fixline/domain';
import Stripe from 'stripe';
import { sharedSetting } from '../../../apps/server/src/db/app-settings.ts';
import { systemClock } from '../../../apps/server/src/jobs/clock.ts';
import { createDriverLinks } from '../../../apps/server/src/modules/driver-links/driver-links.ts';
import type { Fixtures } from '../fixtures.ts';
import { type Cell, type RouteCases, reachExpectation } from '../route-case.ts';
import { nextAddress } from '../run-cell.ts';

/** A link as the product issues it; the token. */
async function linkToken(fx: Fixtures, claimId: string, purpose: DriverLinkPurpose, subjectId?: string) {
  const links = await createDriverLinks(fx.app.db, { publicUrl: fx.app.config.publicUrl, clock: systemClock });
  const link = await fx.app.db
    .transaction()
    .execute((trx) => links.issue(trx, { claimId, purpose, ttlMs: 3_600_000, createdBy: null, subjectId }));
  return encodeURIComponent(link.token);
}

/** A finished claim owing £10 and its payment link; 'other': a working link of the claim for another page. */
async function paymentLink({ actor, subject, fx }: Cell) {
  const claimId = await fx.claim(actor, 'own', { status: 'finished', track: 'retail', cost: 1000 });
  return { claimId, token: await linkToken(fx, claimId, subject === 'own' ? 'payment' : 'tracking') };
}

/** A checkout of a payment link's claim; 'other': one of another claim, asked for with this link. */
async function checkoutPath(cell: Cell, then = '') {
  const own = await paymentLink({ ...cell, subject: 'own' });
  const of = cell.subject === 'own' ? own : await paymentLink({ ...cell, subject: 'own' });
  // Limited per address like every driver's page: the fixture's own request comes from an address of its own.
  const started = await cell.fx.http.post<{ checkoutId: string }>(`/api/driver/payment/${of.token}/checkout`, {
    body: { tip: 0 },
    headers: { 'x-forwarded-for': nextAddress() },
  });
  if (started.status !== 201) throw new Error(`starting a checkout: ${started.status}`);
  return `/api/driver/payment/${own.token}/checkouts/${started.body.checkoutId}${then}`;
}

/** A retail claim whose quote waits for the driver, and the quote link; 'other': a link for another page. */
async function quoteLink({ actor, subject, fx }: Cell) {
  const claimId = await fx.claim(actor, 'own', { status: 'awaiting-quote-authorisation', track: 'retail' });
  const quote = await fx.app.db
    .insertInto('retailQuotes')
    .values({
      claimId,
      kind: 'plain',
      items: JSON.stringify([{ description: 'Repair', amount: 1000 }]),
      cost: 1000,
      costRepairer: 800,
      providerId: 'price_test_1000_000000000000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return linkToken(fx, claimId, subject === 'own' ? 'quote' : 'tracking', quote.id);
}

const driverOnly = {
  subjects: ['other'] as const,
  expect: (_who: Cell['actor'], subject: Cell['subject'], success: number) => (subject === 'own' ? success : 404),
};

/**
 * Payments and retail quotes (decision 0052). The claim's payments follow the claim's reach. The
 * driver's routes are public: the link's token decides, whoever else is signed in; a token for another
 * page, or a checkout of another claim, opens nothing (404). The webhook takes only a signed event.
 */
export const PAYMENT_CASES: RouteCases = {
  'GET /api/claims/:id/payments': {
    subjects: ['other'],
    async request({ actor, subject, fx }) {
      const claimId = await fx.claim(actor, subject === 'other' ? 'other' : 'own', { status: 'paid' });
      return { path: `/api/claims/${claimId}/payments` };
    },
    expect: reachExpectation,
  },
  'GET /api/driver/payment/:token': {
    ...driverOnly,
    async request(cell) {
      return { path: `/api/driver/payment/${(await paymentLink(cell)).token}` };
    },
  },
  'POST /api/driver/payment/:token/checkout': {
    ...driverOnly,
    async request(cell) {
      return { path: `/api/driver/payment/${(await paymentLink(cell)).token}/checkout`, body: { tip: 100 } };
    },
  },
  'GET /api/driver/payment/:token/checkouts/:checkoutId': {
    ...driverOnly,
    request: async (cell) => ({ path: await checkoutPath(cell) }),
  },
  'POST /api/driver/payment/:token/checkouts/:checkoutId/embedded': {
    ...driverOnly,
    request: async (cell) => ({ path: await checkoutPath(cell, '/embedded'), body: { outcome: 'fail' } }),
  },
  'GET /api/driver/quotes/:token': {
    ...driverOnly,
    request: async (cell) => ({ path: `/api/driver/quotes/${await quoteLink(cell)}` }),
  },
  'POST /api/driver/quotes/:token/accept': {
    ...driverOnly,
    request: async (cell) => ({ path: `/api/driver/quotes/${await quoteLink(cell)}/accept` }),
  },
  'POST /api/driver/quotes/:token/decline': {
    ...driverOnly,
    request: async (cell) => ({ path: `/api/driver/quotes/${await quoteLink(cell)}/decline` }),
  },
  'POST /api/payments/stripe/webhook': {
    subjects: ['other'],
    // 'other': the same event with a signature made with another secret: its sender is not known (401).
    expect: (_who, subject, success) => (subject === 'own' ? success : 401),
    async request({ subject, fx }) {
      const secret = await sharedSetting(fx.app.db, 'embedded-payments-secret', () => 'unused');
      const payload = JSON.stringify({ id: fx.unique('evt_'), type: 'customer.created', data: { object: {} } });
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: subject === 'own' ? secret : 'whsec_someone_else',
      });
      return {
        path: '/api/payments/stripe/webhook',
        raw: { text: payload, contentType: 'application/json' },
        headers: { 'stripe-signature': header },
      };
    },
  },
};
