import Stripe from 'stripe';
import {
  PaymentEventRefused,
  type PaymentProvider,
  readCheckoutEvent,
  WEBHOOK_TOLERANCE_SECONDS,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (tests: a loopback server speaking its paths); absent, Stripe's own. */
  apiUrl?: string;
}

/** What the quote's provider calls are allowed before the staff member's request gives up. */
const TIMEOUT_MS = 10_000;

function connection(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * The Stripe adapter, through the official package: Prices for quotes, Coupons, Checkout Sessions, and
 * webhooks verified with `webhooks.constructEvent` (300 s tolerance). It talks only to Stripe's API, or
 * to STRIPE_API_URL when configured.
 */
export function createStripePayments(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...connection(settings.apiUrl),
    timeout: TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
  });

  const missing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError;

  return {
    name: 'stripe',
    testMode: settings.secretKey.startsWith('sk_test_'),

    async createPrice({ amount, description, quoteId }) {
      const price = await stripe.prices.create({
        currency: 'gbp',
        unit_amount: amount,
        product_data: { name: description },
        metadata: { quoteId },
      });
      return typeof price.id === 'string' && price.id ? price.id : null;
    },

    async findPrice(priceId) {
      try {
        const price = await stripe.prices.retrieve(priceId);
        return price.currency === 'gbp' && price.active && typeof price.unit_amount === 'number'
          ? price.unit_amount
          : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async couponDiscount(couponId, amount) {
      try {
        const coupon = await stripe.coupons.retrieve(couponId);
        if (!coupon.valid) return null;
        if (typeof coupon.amount_off === 'number')
          return coupon.currency === 'gbp' ? Math.min(coupon.amount_off, amount) : null;
        if (typeof coupon.percent_off === 'number') return Math.round((amount * Number(coupon.percent_off)) / 100);
        return null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async createCheckout({ checkoutId, claimId, lines, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        currency: 'gbp',
        client_reference_id: checkoutId,
        metadata: { checkoutId, claimId },
        success_url: successUrl,
        cancel_url: cancelUrl,
        line_items: lines.map((line) =>
          line.priceId
            ? { price: line.priceId, quantity: 1 }
            : {
                price_data: { currency: 'gbp', unit_amount: line.amount, product_data: { name: line.description } },
                quantity: 1,
              },
        ),
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without an address');
      return { sessionId: session.id, url: session.url };
    },

    verifyEvent(rawBody, signature) {
      if (!signature) throw new PaymentEventRefused('No Stripe-Signature header');
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
        return readCheckoutEvent(event as unknown as Parameters<typeof readCheckoutEvent>[0]);
      } catch (error) {
        throw new PaymentEventRefused((error as Error).message);
      }
    },
  };
}
