import type { Db } from '../../db/database.ts';
import type { Emit } from '../../events/claim-events.ts';
import { queueWebhook } from '../webhooks/queue-webhook.ts';

export interface PaymentRecord {
  claimId: string;
  /** Pence, the tip included. */
  amount: number;
  tip: number;
  method: string;
  providerPaymentId: string | null;
  checkoutId: string | null;
  recordedBy: { userId: string; name: string } | null;
}

/**
 * `payment.succeeded` for the claim's client's endpoints: what was paid (pence, the tip included), the tip
 * and how. No status: the payment is recorded before the claim moves to Paid.
 */
export function paymentWebhook(
  trx: Db,
  payment: Pick<PaymentRecord, 'claimId' | 'amount' | 'tip' | 'method' | 'providerPaymentId'>,
): Promise<void> {
  const { claimId, amount, tip, method, providerPaymentId } = payment;
  return queueWebhook(trx, claimId, 'payment.succeeded', {
    status: undefined,
    payment: { amount, tip, currency: 'GBP', method, providerPaymentId },
  });
}

/**
 * One payment row, in the caller's transaction; a tip is announced (ClaimTipPaid, whose summary shows
 * the £ amount, spec 9). A provider's payment is recorded once: its id is unique.
 */
export async function recordPayment(trx: Db, emit: Emit, payment: PaymentRecord): Promise<string> {
  const row = await trx
    .insertInto('claimPayments')
    .values({
      claimId: payment.claimId,
      amount: payment.amount,
      tip: payment.tip,
      method: payment.method,
      providerPaymentId: payment.providerPaymentId,
      checkoutId: payment.checkoutId,
      recordedBy: payment.recordedBy?.userId ?? null,
      recordedByName: payment.recordedBy?.name ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await paymentWebhook(trx, payment);
  if (payment.tip > 0) {
    await emit({
      type: 'ClaimTipPaid',
      claimId: payment.claimId,
      actor: payment.recordedBy,
      payload: { tipAmount: payment.tip },
    });
  }
  return row.id;
}
