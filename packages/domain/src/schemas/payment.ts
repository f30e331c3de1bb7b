import { DRIVER_SHARE_LINE_KINDS } from '../driver-share.ts';
import { z } from '../validation.ts';
import { ZPence } from './claim.ts';
import { ZId } from './common.ts';

/**
 * Payments (spec 3 "Payment", 7 `pay`; docs/product.md "Money"): GBP in pence, from a verified provider event
 * or staff.
 */
export const PAYMENT_MESSAGES = {
  noVerifiedPayment: 'No verified payment with this id for this claim',
  amountMismatch: 'amount: not the amount of the verified payment',
  nothingOwed: 'Nothing is owed on this claim',
  /** A payment link asked for on a claim whose driver owes nothing (decision 0082). */
  noPaymentLink:
    'The driver owes nothing on this claim, so there is no payment link to send: record an excess or the keeper’s VAT registration first if they should pay',
  overOwed: 'The payment is more than is owed on this claim plus the tip',
  notPayable: 'This claim cannot be paid now',
  prepayRetailOnly: 'Only a retail claim can be paid before the repair is finished',
  alreadyApplied: 'This payment has already been recorded',
  testMode: 'TEST MODE: no real card is charged',
} as const;

export const PAYMENT_PROVIDERS = ['stripe', 'embedded'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How staff say a manual payment came (confirm-payment). */
export const MANUAL_PAYMENT_METHODS = ['bank-transfer', 'card', 'cash', 'cheque', 'other'] as const;
export const MANUAL_PAYMENT_METHOD_LABELS: Record<(typeof MANUAL_PAYMENT_METHODS)[number], string> = {
  'bank-transfer': 'Bank transfer',
  card: 'Card (by phone)',
  cash: 'Cash',
  cheque: 'Cheque',
  other: 'Other',
};

/** The largest tip a driver may add: £500. */
export const MAX_TIP = 50_000;

/** PUT /api/claims/{id}/pay: a payment a verified provider event stands behind, applied to the claim. */
export const ZPayRequest = z.strictObject({
  paymentId: z.string().trim().min(1).max(255),
  paymentType: z.string().trim().min(1).max(50),
  amount: ZPence,
});
export type TPayRequest = z.infer<typeof ZPayRequest>;

/** POST …/confirm-payment: a manual payment; without an amount, what is owed. */
export const ZConfirmPaymentRequest = z.strictObject({
  amount: ZPence.min(1).optional(),
  method: z.enum(MANUAL_PAYMENT_METHODS).optional(),
});

/** One payment of a claim, as the claim page shows it. */
export const ZClaimPayment = z.object({
  id: ZId,
  /** Pence, the tip included. */
  amount: ZPence,
  tip: ZPence,
  method: z.string(),
  paidAt: z.iso.datetime(),
  recordedBy: z.string().nullable(),
  paymentId: z.string().nullable(),
  /** The driver's checkout it came from (their /payment-status page), if any. */
  checkoutId: ZId.nullable(),
});
export type TClaimPayment = z.infer<typeof ZClaimPayment>;

export const ZClaimPayments = z.object({
  owed: ZPence,
  payments: z.array(ZClaimPayment),
});
export type TClaimPayments = z.infer<typeof ZClaimPayments>;

/** One line of what the driver owes (driverShare): the excess, the VAT, a retail quote's net repair. */
export const ZDriverShareLine = z.object({
  kind: z.enum(DRIVER_SHARE_LINE_KINDS),
  label: z.string(),
  amount: ZPence,
});

/** What the driver sees on /payment/{claimId}: the lines, what was paid (tips left out) and what is owed. */
export const ZPaymentPage = z.object({
  claimReference: z.string(),
  registration: z.string(),
  /** What the driver is charged, line by line, before what they paid; owed = max(0, their total − paid). */
  lines: z.array(ZDriverShareLine),
  owed: ZPence,
  paid: ZPence,
  testMode: z.boolean(),
});
export type TPaymentPage = z.infer<typeof ZPaymentPage>;

export const ZCheckoutRequest = z.strictObject({ tip: ZPence.max(MAX_TIP, { message: 'A tip is at most £500' }) });
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

export const CHECKOUT_STATES = ['open', 'paid', 'failed'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

export const ZCheckout = z.object({
  checkoutId: ZId,
  owed: ZPence,
  tip: ZPence,
  state: z.enum(CHECKOUT_STATES),
  /** Where the driver pays: the provider's checkout page (Stripe's, or the embedded test page). */
  url: z.string(),
  testMode: z.boolean(),
});
export type TCheckout = z.infer<typeof ZCheckout>;

export const ZCheckoutParams = z.object({ token: z.string().min(1).max(200), checkoutId: ZId });

/** The embedded test provider's checkout: the driver's choice of what the test card does. */
export const ZEmbeddedPaymentRequest = z.strictObject({ outcome: z.enum(['succeed', 'fail']) });
