import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createEmbeddedPayments, type EmbeddedPayments } from './embedded-payments.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePayments } from './stripe-payments.ts';

/** STRIPE_SECRET_KEY chooses Stripe; without it, the embedded test-mode checkout. */
export async function createPaymentProvider(
  config: Pick<Config, 'stripe'>,
  db: Db,
): Promise<PaymentProvider | EmbeddedPayments> {
  return config.stripe ? createStripePayments(config.stripe) : createEmbeddedPayments(db);
}
