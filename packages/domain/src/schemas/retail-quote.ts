import { humanText } from '../human-text.ts';
import { z } from '../validation.ts';
import { ZClaimActionResponse, ZPence } from './claim.ts';
import { ZId } from './common.ts';

/**
 * Retail quotes (spec 3 "Retail quote", 7 "Quotes and bids"): what the driver of a retail claim is asked
 * to accept and pay. Amounts are pence; the provider's id for the quote is the claim's quoteStripeId.
 */
export const RETAIL_QUOTE_MESSAGES = {
  /** Spec 8, word for word. */
  noProviderId: 'Stripe Id could not be assigned to a quote',
  itemsTotal: 'cost: must be the total of the items less the coupon',
  unknownCoupon: 'couponId: no such coupon',
  unknownPrice: 'priceId: no such price, or not the quote’s cost in pounds',
  noQuote: 'This claim has no quote waiting for the driver',
  decided: 'This quote has already been answered',
  superseded: 'This quote has been replaced by a newer one: use the link in the latest email',
} as const;

export const RETAIL_QUOTE_STATES = ['awaiting', 'accepted', 'declined', 'superseded'] as const;
export type RetailQuoteState = (typeof RETAIL_QUOTE_STATES)[number];

export const ZRetailQuoteItem = z.strictObject({
  description: humanText({ max: 200 }),
  amount: ZPence,
});
export type RetailQuoteItem = z.infer<typeof ZRetailQuoteItem>;

/** A provider's id: a Stripe price, coupon or session id, or the embedded provider's own. */
const ZProviderRef = z.string().trim().min(1).max(255);

/** POST …/request-quote-authorisation/retail: the retail claim goes to the driver's authorisation at this repairer cost. */
export const ZRetailQuoteAuthorisationRequest = z.strictObject({ costRepairer: ZPence });
/** POST …/add-retail-quote: one line, the repair, at this cost. */
export const ZAddRetailQuoteRequest = z.strictObject({ cost: ZPence, costRepairer: ZPence });
/** POST …/add-simple-retail-quote: a price the provider already has (or a new one, without priceId). */
export const ZAddSimpleRetailQuoteRequest = z.strictObject({
  priceId: ZProviderRef.optional(),
  cost: ZPence,
  costRepairer: ZPence,
});
/** POST …/add-complex-retail-quote: itemised lines, an optional coupon; cost is what the driver pays. */
export const ZAddComplexRetailQuoteRequest = z.strictObject({
  items: z.array(ZRetailQuoteItem).min(1).max(50),
  cost: ZPence,
  costRepairer: ZPence,
  couponId: ZProviderRef.optional(),
});
export type TAddComplexRetailQuoteRequest = z.infer<typeof ZAddComplexRetailQuoteRequest>;

/** The answer of every retail quote call: the claim's new status and the quote's provider id. */
export const ZRetailQuoteResponse = ZClaimActionResponse.extend({
  quoteId: ZId.nullable(),
  quoteStripeId: z.string().nullable(),
});
export type TRetailQuoteResponse = z.infer<typeof ZRetailQuoteResponse>;

/** What the driver sees on /quote-accept/{quoteId}. */
export const ZDriverQuote = z.object({
  quoteId: ZId,
  claimReference: z.string(),
  registration: z.string(),
  items: z.array(ZRetailQuoteItem),
  discount: ZPence,
  total: ZPence,
  state: z.enum(RETAIL_QUOTE_STATES),
});
export type TDriverQuote = z.infer<typeof ZDriverQuote>;

/** The answer to accepting: the quote, and where the driver goes next (the preferred dates' link, once that page exists). */
export const ZQuoteAccepted = z.object({ quote: ZDriverQuote, url: z.string().nullable() });
export type TQuoteAccepted = z.infer<typeof ZQuoteAccepted>;

export const ZDriverTokenParams = z.object({ token: z.string().min(1).max(200) });
