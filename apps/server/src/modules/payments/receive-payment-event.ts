import { formatMoney, PAYMENT_MESSAGES } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import { type ClaimStore, type Emit, withClaimEvents } from '../../events/claim-events.ts';
import { HttpError } from '../../http/http-error.ts';
import {
  type PaymentEvent,
  PaymentEventRefused,
  type PaymentProvider,
} from '../../integrations/payments/payment-provider.ts';
import { recordHistory } from '../claims/claim-history.ts';
import { lockClaim } from '../claims/lock-claim.ts';
import { driverName } from '../claims/present-claim.ts';
import { takeAutomaticAction } from '../claims/transition-claim.ts';
import { owedOn } from './amount-owed.ts';
import { recordPayment } from './record-payment.ts';

export interface PaymentEventAnswer {
  received: true;
  /** The event id was processed before: nothing was done again. */
  duplicate: boolean;
}

/**
 * A provider's event, from the webhook (Stripe) or the embedded checkout (signed by the server): one
 * path for both. The signature is verified first (400 otherwise, nothing read), then, in one
 * transaction: the event id is claimed (a second delivery, even a concurrent one, waits on the first's
 * key and then does nothing), the checkout and the claim are locked, the amount and currency are
 * checked against what the checkout owed plus its tip (400 otherwise: the event is not kept, so nothing
 * is half-done), and the payment is recorded and applied to the claim.
 */
export async function receivePaymentEvent(
  store: ClaimStore & { payments: PaymentProvider },
  rawBody: string,
  signature: string | undefined,
): Promise<PaymentEventAnswer> {
  let event: PaymentEvent;
  try {
    event = store.payments.verifyEvent(rawBody, signature);
  } catch (error) {
    // The signature is the sender's credential: without a good one, the sender is not known (401).
    if (error instanceof PaymentEventRefused) throw new HttpError(401, `Webhook refused: ${error.message}`);
    throw error;
  }
  return withClaimEvents(store, async (trx, emit) => {
    const checkout = event.outcome === 'other' ? undefined : await lockCheckout(trx, event);
    const claimed = await trx
      .insertInto('paymentEvents')
      .values({ eventId: event.id, provider: store.payments.name, type: event.type, checkoutId: checkout?.id ?? null })
      .onConflict((oc) => oc.column('eventId').doNothing())
      .returning('eventId')
      .executeTakeFirst();
    if (!claimed) return { received: true, duplicate: true } as const;
    if (checkout?.state !== 'open') return { received: true, duplicate: false } as const;
    if (event.outcome === 'failed') {
      await trx
        .updateTable('paymentCheckouts')
        .set({ state: 'failed', settledAt: new Date() })
        .where('id', '=', checkout.id)
        .execute();
      return { received: true, duplicate: false } as const;
    }
    const total = checkout.owed + checkout.tip;
    if (event.currency !== checkout.currency || event.amountTotal !== total) {
      throw new HttpError(400, `Webhook refused: the amount is not the ${total} pence in GBP the checkout was for`);
    }
    const claim = await lockClaim(trx, checkout.claimId);
    // Paid meanwhile by another checkout or by staff: never more than is owed plus the tip.
    if (checkout.owed > (await owedOn(trx, claim))) throw new HttpError(409, PAYMENT_MESSAGES.overOwed);
    await recordPayment(trx, emit, {
      claimId: claim.id,
      amount: total,
      tip: checkout.tip,
      method: store.payments.name === 'stripe' ? 'Card (Stripe)' : 'Card (test mode)',
      providerPaymentId: checkout.sessionId,
      checkoutId: checkout.id,
      recordedBy: null,
    });
    await trx
      .updateTable('paymentCheckouts')
      .set({ state: 'paid', settledAt: new Date() })
      .where('id', '=', checkout.id)
      .execute();
    await payClaim(trx, emit, claim, total);
    return { received: true, duplicate: false } as const;
  });
}

function lockCheckout(trx: Db, event: PaymentEvent) {
  return trx
    .selectFrom('paymentCheckouts')
    .selectAll()
    .where((eb) =>
      event.checkoutId && /^[0-9a-f-]{36}$/i.test(event.checkoutId)
        ? eb.or([eb('id', '=', event.checkoutId), eb('sessionId', '=', event.sessionId)])
        : eb('sessionId', '=', event.sessionId),
    )
    .forUpdate()
    .executeTakeFirst();
}

/**
 * A finished claim the driver paid becomes paid: the `pay` row of the workflow table, taken by the
 * provider's verified event. Paid earlier (a retail driver may prepay), the claim stays where it is and
 * the timeline says so.
 */
async function payClaim(trx: Db, emit: Emit, claim: Claim, amount: number): Promise<void> {
  const name = driverName(claim.customerName);
  const comment = formatMoney(amount);
  if (claim.status === 'finished' && !claim.deletedAt) {
    await takeAutomaticAction(trx, emit, claim.id, { action: 'pay', party: 'provider', name, comment });
    return;
  }
  await recordHistory(trx, { claimId: claim.id, actor: null, actorName: name, action: 'pay', comment });
}
