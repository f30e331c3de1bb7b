import type { PaymentProviderName } from '@fixline/domain';

/** A line of a checkout, in pence: the quote's price when the provider has one, or an amount. */
export interface CheckoutLine {
  description: string;
  amount: number;
  /** The provider's price for this amount (a quote's quoteStripeId), if it has one. */
  priceId?: string;
}

export interface CheckoutInput {
  /** Ours: it comes back in the provider's events (client_reference_id, metadata). */
  checkoutId: string;
  claimId: string;
  lines: CheckoutLine[];
  /** Where the provider sends the driver afterwards. */
  successUrl: string;
  cancelUrl: string;
  /** The embedded provider's own checkout page for this checkout. */
  embeddedPageUrl: string;
}

/** What a verified provider event says about a checkout; `other` events are acknowledged and ignored. */
export interface PaymentEvent {
  id: string;
  outcome: 'paid' | 'failed' | 'other';
  type: string;
  sessionId: string | null;
  checkoutId: string | null;
  /** Pence, the whole session: owed plus tip. */
  amountTotal: number | null;
  currency: string | null;
  /** The provider's payment (a PaymentIntent) behind the session, when it names one. */
  paymentIntentId: string | null;
}

/** Thrown by verifyEvent: a missing or wrong signature, or an event older than the tolerance. */
export class PaymentEventRefused extends Error {}

/** How old a signed event may be (seconds): Stripe's own default tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The one interface both payment providers implement (docs/decisions/0052): Stripe with
 * STRIPE_SECRET_KEY, the embedded test-mode checkout without. Amounts are pence, currency GBP.
 * A method that asks the provider for an id answers null when the provider gives none.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** The embedded provider: every screen of its checkout says TEST MODE. */
  testMode: boolean;
  /** A price for a quote's amount. */
  createPrice(input: { amount: number; description: string; quoteId: string }): Promise<string | null>;
  /** An existing price's amount in pence, or null when there is no such GBP price. */
  findPrice(priceId: string): Promise<number | null>;
  /** A coupon's discount on an amount, in pence, or null when there is no such coupon. */
  couponDiscount(couponId: string, amount: number): Promise<number | null>;
  /** A checkout session: its id and the address the driver pays at. */
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** A webhook's raw body and signature header, verified (PaymentEventRefused otherwise). */
  verifyEvent(rawBody: string, signature: string | undefined): PaymentEvent;
}

interface StripeShapedEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A Checkout Session event as both providers sign it (the embedded one signs Stripe's shape): completed
 * and paid, or failed (async payment failed, session expired).
 */
export function readCheckoutEvent(event: StripeShapedEvent): PaymentEvent {
  const session = event.data.object;
  const metadata = (session.metadata ?? {}) as Record<string, unknown>;
  const paid =
    (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') &&
    session.payment_status === 'paid';
  const failed = event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired';
  return {
    id: event.id,
    type: event.type,
    outcome: paid ? 'paid' : failed ? 'failed' : 'other',
    sessionId: event.type.startsWith('checkout.session.') ? text(session.id) : null,
    checkoutId: text(session.client_reference_id) ?? text(metadata.checkoutId),
    amountTotal: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: text(session.currency),
    paymentIntentId: text(session.payment_intent),
  };
}
