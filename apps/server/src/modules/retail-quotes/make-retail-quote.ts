import { type ClaimAction, RETAIL_QUOTE_MESSAGES, type RetailQuoteItem } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { mailDriverLink } from '../driver-links/mail-driver-link.ts';

/** How long a quote's link works. */
export const QUOTE_LINK_TTL_MS = 30 * 24 * 3_600_000;

export interface RetailQuoteInput {
  cost?: number;
  costRepairer?: number;
  priceId?: string;
  items?: RetailQuoteItem[];
  couponId?: string;
}

export interface RetailQuoteServices {
  payments: PaymentProvider;
  driverLinks: DriverLinks;
}

const refused = (field: string) => new HttpError(422, 'Please check the quote', [field]);
/** Spec 8: the provider gave no id for the quote; the transaction rolls back, so nothing is half-saved. */
const noProviderId = () => new HttpError(409, RETAIL_QUOTE_MESSAGES.noProviderId);

/** The provider's answer, or null when it failed: either way the quote gets no id. */
async function providerId(ask: () => Promise<string | null>): Promise<string | null> {
  try {
    return await ask();
  } catch {
    return null;
  }
}

/**
 * add-retail-quote, add-simple-retail-quote, add-complex-retail-quote: the quote's lines and total,
 * checked against the provider (a given price must be the cost; a coupon must exist and the cost be the
 * items less its discount), a price at the provider for it (its id is the claim's quoteStripeId), the
 * open quote superseded, and the driver mailed the link to /quote-accept/{quoteId}.
 */
export async function makeRetailQuote(
  trx: Db,
  services: RetailQuoteServices,
  actor: Actor,
  claim: Claim,
  action: ClaimAction,
  input: RetailQuoteInput,
): Promise<{ cost: number; costRepairer: number; quoteStripeId: string }> {
  const cost = input.cost ?? 0;
  const items = input.items ?? [{ description: 'Repair', amount: cost }];
  const gross = items.reduce((sum, item) => sum + item.amount, 0);
  let discount = 0;
  if (input.couponId) {
    const found = await providerId(async () => {
      const off = await services.payments.couponDiscount(input.couponId as string, gross);
      return off === null ? null : String(off);
    });
    if (found === null) throw refused(RETAIL_QUOTE_MESSAGES.unknownCoupon);
    discount = Number(found);
  }
  if (gross - discount !== cost) throw refused(RETAIL_QUOTE_MESSAGES.itemsTotal);

  const quote = await trx
    .insertInto('retailQuotes')
    .values({
      claimId: claim.id,
      kind:
        action === 'add-complex-retail-quote' ? 'complex' : action === 'add-simple-retail-quote' ? 'simple' : 'plain',
      items: JSON.stringify(items),
      couponId: input.couponId ?? null,
      discount,
      cost,
      costRepairer: input.costRepairer ?? 0,
      providerId: '',
      createdBy: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  let quoteStripeId: string | null;
  if (input.priceId) {
    const amount = await providerId(async () => {
      const found = await services.payments.findPrice(input.priceId as string);
      return found === null ? null : String(found);
    });
    if (amount === null || Number(amount) !== cost) throw refused(RETAIL_QUOTE_MESSAGES.unknownPrice);
    quoteStripeId = input.priceId;
  } else {
    quoteStripeId = await providerId(() =>
      services.payments.createPrice({ amount: cost, description: `Repair quote ${quote.id}`, quoteId: quote.id }),
    );
  }
  if (!quoteStripeId) throw noProviderId();

  await trx
    .updateTable('retailQuotes')
    .set({ state: 'superseded' })
    .where('claimId', '=', claim.id)
    .where('state', '=', 'awaiting')
    .where('id', '!=', quote.id)
    .execute();
  await trx.updateTable('retailQuotes').set({ providerId: quoteStripeId }).where('id', '=', quote.id).execute();
  await sendQuoteLink(trx, services.driverLinks, actor, claim, quote.id);
  return { cost, costRepairer: input.costRepairer ?? 0, quoteStripeId };
}

/** The driver's link to the quote, mailed when the claim has their address. */
export async function sendQuoteLink(
  trx: Db,
  driverLinks: DriverLinks,
  actor: Actor,
  claim: Claim,
  quoteId: string,
): Promise<void> {
  const link = await driverLinks.issue(trx, {
    claimId: claim.id,
    purpose: 'quote',
    ttlMs: QUOTE_LINK_TTL_MS,
    createdBy: actor.userId,
    subjectId: quoteId,
  });
  if (!link.url || !claim.customerEmail) return;
  await mailDriverLink(
    trx,
    { ...claim, customerEmail: claim.customerEmail },
    { purpose: 'quote', url: link.url, expiresAt: link.expiresAt },
  );
}

/** request-quote-authorisation/retail: the repairer's cost, and the waiting quote mailed to the driver again. */
export async function requestRetailQuoteAuthorisation(
  trx: Db,
  services: RetailQuoteServices,
  actor: Actor,
  claim: Claim,
): Promise<void> {
  const waiting = await trx
    .selectFrom('retailQuotes')
    .select('id')
    .where('claimId', '=', claim.id)
    .where('state', '=', 'awaiting')
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  if (waiting) await sendQuoteLink(trx, services.driverLinks, actor, claim, waiting.id);
}
