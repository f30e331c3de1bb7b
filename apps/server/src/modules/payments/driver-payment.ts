import { claimReference, PAYMENT_MESSAGES, type TCheckout, type TPaymentPage } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import type { ClaimStore } from '../../events/claim-events.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import type { EmbeddedPayments } from '../../integrations/payments/embedded-payments.ts';
import type { CheckoutLine, PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { type DriverShareColumns, owedOn, shareOn } from './amount-owed.ts';
import { receivePaymentEvent } from './receive-payment-event.ts';

export interface DriverPaymentStore extends ClaimStore {
  driverLinks: DriverLinks;
  payments: PaymentProvider | EmbeddedPayments;
  publicUrl: string;
}

const CHECKOUT_NOT_FOUND = 'No such payment for this claim';

async function claimOfLink(db: Db, driverLinks: DriverLinks, token: string, lock = false) {
  const { claimId } = await driverLinks.resolve(db, token, 'payment');
  let query = db.selectFrom('claims').selectAll().where('id', '=', claimId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

/** GET /api/driver/payment/{token}: the driver's lines, what they paid and what they still owe. */
export async function readPaymentPage(store: DriverPaymentStore, token: string): Promise<TPaymentPage> {
  const claim = await claimOfLink(store.db, store.driverLinks, token);
  const share = await shareOn(store.db, claim);
  return {
    claimReference: claimReference(claim.reference),
    registration: claim.registration,
    lines: share.lines,
    owed: share.owed,
    paid: share.paid,
    testMode: store.payments.testMode,
  };
}

/** Whether a claim may be paid now: once finished, or a retail claim from awaiting repair on (prepaid). */
const payable = (claim: { status: string; track: string }) =>
  claim.status === 'finished' || (claim.track === 'retail' && ['awaiting-pickup', 'in-repair'].includes(claim.status));

/**
 * POST /api/driver/payment/{token}/checkout: a checkout for what is owed now plus the driver's tip, at
 * the provider; the quote's price is used when the driver pays the whole accepted quote.
 */
export async function startCheckout(store: DriverPaymentStore, token: string, tip: number): Promise<TCheckout> {
  return idempotentTransaction(store.db, async (trx) => {
    const claim = await claimOfLink(trx, store.driverLinks, token, true);
    if (!payable(claim)) throw conflict(PAYMENT_MESSAGES.notPayable);
    const owed = await owedOn(trx, claim);
    if (owed === 0) throw conflict(PAYMENT_MESSAGES.nothingOwed);
    const checkout = await trx
      .insertInto('paymentCheckouts')
      .values({ claimId: claim.id, provider: store.payments.name, owed, tip })
      .returningAll()
      .executeTakeFirstOrThrow();
    const quote = await trx
      .selectFrom('retailQuotes')
      .select(['providerId', 'cost'])
      .where('claimId', '=', claim.id)
      .where('state', '=', 'accepted')
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    const what = claim.payer === 'driver' ? 'Repair' : 'Your share of the repair';
    const lines: CheckoutLine[] = [
      {
        description: `${what}, claim ${claimReference(claim.reference)}`,
        amount: owed,
        ...(quote && quote.cost === owed ? { priceId: quote.providerId } : {}),
      },
      ...(tip > 0 ? [{ description: 'Tip for the repairer', amount: tip }] : []),
    ];
    const base = store.publicUrl;
    const link = `token=${encodeURIComponent(token)}`;
    const session = await store.payments.createCheckout({
      checkoutId: checkout.id,
      claimId: claim.id,
      lines,
      successUrl: `${base}/payment-status?checkout=${checkout.id}&${link}`,
      cancelUrl: `${base}/payment/${claim.id}?${link}`,
      embeddedPageUrl: `${base}/payment/${claim.id}?${link}&checkout=${checkout.id}`,
    });
    await trx
      .updateTable('paymentCheckouts')
      .set({ sessionId: session.sessionId })
      .where('id', '=', checkout.id)
      .execute();
    return presentCheckout(store, { ...checkout, url: session.url });
  });
}

function presentCheckout(
  store: DriverPaymentStore,
  checkout: { id: string; owed: number; tip: number; state: TCheckout['state']; url: string },
): TCheckout {
  return {
    checkoutId: checkout.id,
    owed: checkout.owed,
    tip: checkout.tip,
    state: checkout.state,
    url: checkout.url,
    testMode: store.payments.testMode,
  };
}

async function checkoutOfLink(store: DriverPaymentStore, token: string, checkoutId: string) {
  const claim = await claimOfLink(store.db, store.driverLinks, token);
  const checkout = await store.db
    .selectFrom('paymentCheckouts')
    .selectAll()
    .where('id', '=', checkoutId)
    .where('claimId', '=', claim.id)
    .executeTakeFirst();
  if (!checkout) throw notFound(CHECKOUT_NOT_FOUND);
  return { claim, checkout };
}

/** GET /api/driver/payment/{token}/checkouts/{checkoutId}: how that payment went (/payment-status). */
export async function readCheckout(store: DriverPaymentStore, token: string, checkoutId: string): Promise<TCheckout> {
  const { claim, checkout } = await checkoutOfLink(store, token, checkoutId);
  const url = `${store.publicUrl}/payment/${claim.id}?token=${encodeURIComponent(token)}&checkout=${checkout.id}`;
  return presentCheckout(store, { ...checkout, url });
}

/**
 * POST /api/driver/payment/{token}/checkouts/{checkoutId}/embedded: the embedded test checkout's
 * outcome, signed by the server as a provider event and taken through the webhook's own path.
 */
export async function completeEmbeddedCheckout(
  store: DriverPaymentStore,
  token: string,
  checkoutId: string,
  outcome: 'succeed' | 'fail',
): Promise<TCheckout> {
  const payments = store.payments;
  if (payments.name !== 'embedded' || !('signCheckoutEvent' in payments)) throw notFound(CHECKOUT_NOT_FOUND);
  const { checkout } = await checkoutOfLink(store, token, checkoutId);
  if (checkout.state === 'open' && checkout.sessionId) {
    const signed = payments.signCheckoutEvent({
      sessionId: checkout.sessionId,
      checkoutId: checkout.id,
      amountTotal: checkout.owed + checkout.tip,
      outcome,
    });
    await receivePaymentEvent(store, signed.rawBody, signed.signature);
  }
  return readCheckout(store, token, checkoutId);
}

/** GET /api/claims/{id}/payments: what was paid, when and how, and what is still owed. */
export async function listClaimPayments(db: Db, claim: DriverShareColumns) {
  const rows = await db
    .selectFrom('claimPayments')
    .selectAll()
    .where('claimId', '=', claim.id)
    .orderBy('paidAt')
    .orderBy('id')
    .execute();
  return {
    owed: await owedOn(db, claim),
    payments: rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      tip: row.tip,
      method: row.method,
      paidAt: row.paidAt.toISOString(),
      recordedBy: row.recordedByName,
      paymentId: row.providerPaymentId,
      checkoutId: row.checkoutId,
    })),
  };
}
