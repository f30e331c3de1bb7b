import { z } from '../validation.ts';
import { ZPence } from './claim.ts';
import { ZId } from './common.ts';
import { ZRetailQuoteItem } from './retail-quote.ts';

/**
 * A quote put to the client for authorisation (spec 7 "Quotes and bids", issue 23, decision 0057):
 * what the client pays (cost), what the repairer is paid (costRepairer), the lines when the quoter
 * itemised it, and the repairer's own quote document, a file already recorded on the claim. Amounts in
 * pence, VAT included (the PDF shows the VAT within them).
 */
export const QUOTE_MESSAGES = {
  itemsTotal: 'must be the total of the items',
  notFound: 'Quote not found',
} as const;

export const QUOTE_STATES = ['awaiting', 'authorised', 'rejected', 'superseded'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

// The VAT rate and its rounding (VAT_RATE_PERCENT, vatWithin) are the driver's share's: driver-share.ts.

/** POST /api/claims/{id}/request-quote-authorisation: spec 7's cost, costRepairer and document, and lines if itemised. */
export const ZQuoteAuthorisationRequest = z
  .strictObject({
    cost: ZPence,
    costRepairer: ZPence,
    /** The repairer's quote: a file recorded on this claim (POST /api/claims/{id}/images first). */
    document: ZId.optional(),
    items: z.array(ZRetailQuoteItem).min(1).max(50).optional(),
  })
  .refine((quote) => !quote.items || quote.items.reduce((sum, item) => sum + item.amount, 0) === quote.cost, {
    message: QUOTE_MESSAGES.itemsTotal,
    path: ['cost'],
  })
  // A rule across fields, which a JSON Schema of each field cannot carry (issue 29).
  .meta({ description: 'With items, cost is their total (400 on cost otherwise).' });
export type TQuoteAuthorisationRequest = z.infer<typeof ZQuoteAuthorisationRequest>;

/** GET /api/external/quotes/pdf-url?quote=: a quote to the client or to a retail driver, by its id. */
export const ZQuotePdfQuery = z.strictObject({ quote: ZId });

/** A signed address of the quote's PDF, and when it stops working. */
export const ZQuotePdfUrl = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type TQuotePdfUrl = z.infer<typeof ZQuotePdfUrl>;
