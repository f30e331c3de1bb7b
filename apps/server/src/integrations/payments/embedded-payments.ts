import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { sharedSetting } from '../../db/app-settings.ts';
import type { Db } from '../../db/database.ts';
import {
  PaymentEventRefused,
  type PaymentProvider,
  readCheckoutEvent,
  WEBHOOK_TOLERANCE_SECONDS,
} from './payment-provider.ts';

/** The embedded provider's coupons, for trying coupons without Stripe. */
export const TEST_COUPONS: Readonly<Record<string, { percentOff?: number; amountOff?: number }>> = {
  TEST10: { percentOff: 10 },
  FIVEOFF: { amountOff: 500 },
};

/** Its price ids carry their amount, so it needs no catalogue: `price_test_<pence>_<random>`. */
const PRICE_ID = /^price_test_(\d{1,9})_[0-9a-f]{12}$/;

/** A checkout's outcome, signed like a Stripe webhook so it takes the same verified path. */
export interface SignedPaymentEvent {
  rawBody: string;
  signature: string;
}

export interface EmbeddedPayments extends PaymentProvider {
  name: 'embedded';
  /** The event the test checkout page's choice makes, signed with the server's own secret. */
  signCheckoutEvent(input: {
    sessionId: string;
    checkoutId: string;
    amountTotal: number;
    outcome: 'succeed' | 'fail';
  }): SignedPaymentEvent;
}

/**
 * Without STRIPE_SECRET_KEY: a built-in checkout, in TEST MODE on every screen. The driver's choice on
 * its page ("pay with the test card" or "make it fail") becomes a Checkout Session event of Stripe's
 * shape, signed with a secret only the server holds (generated once into the database) by the Stripe
 * package's own helper, and verified by `constructEvent` like a webhook: one path for both providers.
 */
export async function createEmbeddedPayments(db: Db): Promise<EmbeddedPayments> {
  const secret = await sharedSetting(db, 'embedded-payments-secret', () => `whsec_${randomBytes(24).toString('hex')}`);
  const { webhooks } = Stripe;

  return {
    name: 'embedded',
    testMode: true,

    createPrice: async ({ amount }) => `price_test_${amount}_${randomBytes(6).toString('hex')}`,

    findPrice: async (priceId) => {
      const match = PRICE_ID.exec(priceId);
      return match ? Number(match[1]) : null;
    },

    couponDiscount: async (couponId, amount) => {
      const coupon = TEST_COUPONS[couponId];
      if (!coupon) return null;
      if (coupon.amountOff !== undefined) return Math.min(coupon.amountOff, amount);
      return Math.round((amount * (coupon.percentOff ?? 0)) / 100);
    },

    createCheckout: async ({ embeddedPageUrl }) => ({ sessionId: `cs_test_${randomUUID()}`, url: embeddedPageUrl }),

    signCheckoutEvent({ sessionId, checkoutId, amountTotal, outcome }) {
      const paid = outcome === 'succeed';
      const rawBody = JSON.stringify({
        id: `evt_test_${randomUUID()}`,
        object: 'event',
        type: paid ? 'checkout.session.completed' : 'checkout.session.async_payment_failed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            client_reference_id: checkoutId,
            amount_total: amountTotal,
            currency: 'gbp',
            payment_status: paid ? 'paid' : 'unpaid',
            payment_intent: `pi_test_${randomUUID()}`,
            metadata: { checkoutId },
          },
        },
      });
      return { rawBody, signature: webhooks.generateTestHeaderString({ payload: rawBody, secret }) };
    },

    verifyEvent(rawBody, signature) {
      if (!signature) throw new PaymentEventRefused('No signature');
      try {
        const event = webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
        return readCheckoutEvent(event as unknown as Parameters<typeof readCheckoutEvent>[0]);
      } catch (error) {
        throw new PaymentEventRefused((error as Error).message);
      }
    },
  };
}
