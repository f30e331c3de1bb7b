import {
  formatMoney,
  MANUAL_PAYMENT_METHOD_LABELS,
  type MANUAL_PAYMENT_METHODS,
  PAYMENT_MESSAGES,
} from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import { conflict } from '../../http/http-error.ts';
import { owedOn, shareOn } from './amount-owed.ts';
import { paymentWebhook } from './record-payment.ts';

/**
 * PUT /api/claims/{id}/pay: a payment of the driver's is applied to the claim only when a verified
 * provider event recorded it (the webhook, or the embedded checkout's signed event): the paymentId is
 * that payment's (the checkout session's id) and the amount must be its amount. A retail claim may be
 * paid before its repair; it then stays where it is.
 *
 * An insured claim whose driver has nothing to pay (no excess, no VAT: decision 0082) has no driver's
 * payment to verify: the call is the client's word that the repair is settled, so the claim moves to
 * paid with the reference and amount given in its timeline, and no payment row is written (the
 * driver paid nothing).
 */
export async function verifiedPayment(
  trx: Db,
  claim: Claim,
  input: { paymentId?: string; paymentType?: string; amount?: number },
): Promise<string> {
  if (claim.status !== 'finished' && claim.track !== 'retail') throw conflict(PAYMENT_MESSAGES.prepayRetailOnly);
  if (claim.payer === 'insurer' && (await shareOn(trx, claim)).total === 0) {
    return `${formatMoney(input.amount)} (${input.paymentType}, ${input.paymentId}), settled by the insurer`;
  }
  const payment = await trx
    .selectFrom('claimPayments')
    .select(['amount'])
    .where('claimId', '=', claim.id)
    .where('providerPaymentId', '=', input.paymentId ?? '')
    .executeTakeFirst();
  if (!payment) throw conflict(PAYMENT_MESSAGES.noVerifiedPayment);
  if (payment.amount !== input.amount) throw conflict(PAYMENT_MESSAGES.amountMismatch);
  return `${formatMoney(payment.amount)} (${input.paymentType})`;
}

/**
 * confirm-payment: staff record a payment made outside the product, as a payment row (amount, method,
 * who). Without an amount it is what is owed; more than is owed is refused. Nothing owed and no
 * amount: the claim is marked paid and no row is written.
 */
export async function manualPayment(
  trx: Db,
  actor: Actor,
  claim: Claim,
  input: { amount?: number; method?: (typeof MANUAL_PAYMENT_METHODS)[number] },
): Promise<string | null> {
  const owed = await owedOn(trx, claim);
  const amount = input.amount ?? owed;
  if (amount > owed) throw conflict(PAYMENT_MESSAGES.overOwed);
  if (amount === 0) return null;
  const method = MANUAL_PAYMENT_METHOD_LABELS[input.method ?? 'bank-transfer'];
  await trx
    .insertInto('claimPayments')
    .values({
      claimId: claim.id,
      amount,
      method,
      recordedBy: actor.userId,
      recordedByName: actor.name,
      providerPaymentId: null,
      checkoutId: null,
    })
    .execute();
  await paymentWebhook(trx, { claimId: claim.id, amount, tip: 0, method, providerPaymentId: null });
  return `${formatMoney(amount)} (${method})`;
}
