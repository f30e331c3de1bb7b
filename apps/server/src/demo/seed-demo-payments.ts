import type { Actor } from '../auth/actor.ts';
import type { ClaimStore } from '../events/claim-events.ts';
import type { EmbeddedPayments } from '../integrations/payments/embedded-payments.ts';
import { type ClaimActions, takeClaimAction } from '../modules/claims/take-claim-action.ts';
import type { DriverLinks } from '../modules/driver-links/driver-links.ts';
import { completeEmbeddedCheckout, startCheckout } from '../modules/payments/driver-payment.ts';
import { PAYMENT_LINK_TTL_MS } from '../modules/payments/payment-link.ts';
import { DEMO_CLAIMS, type DemoClaim } from './demo-claims.ts';
import { demoClaimId } from './seed-demo-claims.ts';

const demoClaimWhere = (test: (claim: DemoClaim) => boolean) => demoClaimId(DEMO_CLAIMS.findIndex(test));
/** The demo's retail claim waiting for its driver's authorisation (James O’Neill’s Mini, README). */
export const QUOTED_CLAIM = demoClaimWhere(
  (c) => c.track === 'retail' && c.journey.at(-1) === 'awaiting-quote-authorisation',
);
/** The demo's paid claim, insured: its driver paid the £250 excess through the payment link, with a tip. */
export const PAID_CLAIM = demoClaimWhere((c) => c.journey.at(-1) === 'paid');
/** The paid claim's tip. */
export const DEMO_TIP = 1500;

export interface DemoPaymentStore extends ClaimStore, ClaimActions {
  driverLinks: DriverLinks;
  payments: EmbeddedPayments;
  realtime: { marketplaceChanged(): void };
  publicUrl: string;
}

/** The super admin's itemised quote with a coupon, mailed to the driver of the retail claim (its link on the claim page). */
export async function seedDemoQuote(store: DemoPaymentStore, superAdmin: Actor): Promise<void> {
  await takeClaimAction(store, superAdmin, QUOTED_CLAIM, 'add-complex-retail-quote', {
    items: [
      { description: 'Alloy wheel, refurbished', amount: 18000 },
      { description: 'Tyre 205/55 R16', amount: 9500 },
      { description: 'Wheel alignment', amount: 4500 },
    ],
    couponId: 'TEST10',
    cost: 28800,
    costRepairer: 24000,
  });
}

/**
 * The finished insured claim whose driver paid their excess through the payment link staff mailed: a checkout with a tip
 * at the embedded test provider, completed through its signed event (finished → paid, ClaimTipPaid).
 */
export async function seedDemoDriverPayment(store: DemoPaymentStore, staff: Actor): Promise<void> {
  const link = await store.db.transaction().execute((trx) =>
    store.driverLinks.issue(trx, {
      claimId: PAID_CLAIM,
      purpose: 'payment',
      ttlMs: PAYMENT_LINK_TTL_MS,
      createdBy: staff.userId,
    }),
  );
  const checkout = await startCheckout(store, link.token, DEMO_TIP);
  await completeEmbeddedCheckout(store, link.token, checkout.checkoutId, 'succeed');
}
