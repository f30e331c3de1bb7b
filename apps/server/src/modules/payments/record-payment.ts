import type { Db } from '../../db/database.ts';
import type { Emit } from '../../events/claim-events.ts';

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
