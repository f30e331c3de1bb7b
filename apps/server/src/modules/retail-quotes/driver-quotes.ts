import {
  CLAIM_STATUS_LABELS,
  claimReference,
  RETAIL_QUOTE_MESSAGES,
  type TDriverQuote,
  type TQuoteAccepted,
} from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { type ClaimStore, withClaimEvents } from '../../events/claim-events.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { recordHistory } from '../claims/claim-history.ts';
import { lockClaim } from '../claims/lock-claim.ts';
import { driverName } from '../claims/present-claim.ts';
import { takeAutomaticAction } from '../claims/transition-claim.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { approveForMarketplace } from '../marketplace/claim-actions.ts';

/** How long the preferred dates' link works after the quote is accepted. */
export const DATES_LINK_TTL_MS = 14 * 24 * 3_600_000;

interface DriverQuoteStore extends ClaimStore {
  driverLinks: DriverLinks;
  realtime: Pick<Realtime, 'marketplaceChanged'>;
}

/** The newest quote of a claim: what the retail quote calls answer beside the claim. */
export async function latestQuote(db: Db, claimId: string) {
  const quote = await db
    .selectFrom('retailQuotes')
    .select(['id', 'providerId'])
    .where('claimId', '=', claimId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return { quoteId: quote?.id ?? null, quoteStripeId: quote?.providerId || null };
}

/** The quote a quote link opens: the link's own quote of its own claim, or 404 as a forged link is. */
async function quoteOfLink(db: Db, driverLinks: DriverLinks, token: string, lock = false) {
  const { claimId, subjectId } = await driverLinks.resolve(db, token, 'quote');
  let query = db
    .selectFrom('retailQuotes')
    .innerJoin('claims', 'claims.id', 'retailQuotes.claimId')
    .select([
      'retailQuotes.id',
      'retailQuotes.items',
      'retailQuotes.discount',
      'retailQuotes.cost',
      'retailQuotes.state',
      'claims.reference',
      'claims.registration',
      'claims.customerName',
      'claims.status',
    ])
    .where('retailQuotes.id', '=', subjectId ?? '00000000-0000-0000-0000-000000000000')
    .where('retailQuotes.claimId', '=', claimId);
  if (lock) query = query.forUpdate();
  const quote = await query.executeTakeFirst();
  if (!quote) throw notFound(RETAIL_QUOTE_MESSAGES.noQuote);
  return { ...quote, claimId };
}

const present = (quote: Awaited<ReturnType<typeof quoteOfLink>>): TDriverQuote => ({
  quoteId: quote.id,
  claimReference: claimReference(quote.reference),
  registration: quote.registration,
  items: quote.items,
  discount: quote.discount,
  total: quote.cost,
  state: quote.state,
});

/** GET /api/driver/quotes/{token}: the quote's lines and total, and whether it was answered. */
export async function readDriverQuote(db: Db, driverLinks: DriverLinks, token: string): Promise<TDriverQuote> {
  return present(await quoteOfLink(db, driverLinks, token));
}

/**
 * The driver accepts (docs/product.md "One entrance"): awaiting-quote-authorisation → in-marketplace
 * in one transaction, as approve-for-marketplace does (the bidding window opens), with the timeline row,
 * the status event, and a link to the preferred dates of this quote (its url is null until that page
 * exists). Declining leaves the claim waiting for a new quote and tells staff.
 */
export async function answerQuote(
  store: DriverQuoteStore,
  token: string,
  decision: 'accept' | 'decline',
): Promise<TQuoteAccepted> {
  const answer = await withClaimEvents(store, async (trx, emit) => {
    const quote = await quoteOfLink(trx, store.driverLinks, token, true);
    if (quote.state === 'superseded') throw conflict(RETAIL_QUOTE_MESSAGES.superseded);
    if (quote.state !== 'awaiting') throw conflict(RETAIL_QUOTE_MESSAGES.decided);
    const claim = await lockClaim(trx, quote.claimId);
    const accept = decision === 'accept';
    if (claim.status !== 'awaiting-quote-authorisation') {
      throw conflict(
        `Cannot ${accept ? 'accept' : 'decline'} the quote of a claim that is ${CLAIM_STATUS_LABELS[claim.status]}`,
      );
    }
    await trx
      .updateTable('retailQuotes')
      .set({ state: accept ? 'accepted' : 'declined', decidedAt: new Date() })
      .where('id', '=', quote.id)
      .execute();
    const by = driverName(claim.customerName);
    if (!accept) {
      await recordHistory(trx, { claimId: claim.id, actor: null, actorName: by, action: 'decline-quote' });
      await emit({ type: 'ClaimUpdated', claimId: claim.id, actor: null });
      return { quote: present({ ...quote, state: 'declined' }), url: null };
    }
    // As approve-for-marketplace does, the bidding window opens; the quote's authorisation deadline ends.
    const effect = await approveForMarketplace({ trx, claim });
    await takeAutomaticAction(trx, emit, claim.id, {
      action: 'accept-quote',
      party: 'driver',
      name: by,
      changes: effect?.changes,
    });
    const dates = await store.driverLinks.issue(trx, {
      claimId: claim.id,
      purpose: 'dates',
      ttlMs: DATES_LINK_TTL_MS,
      createdBy: null,
      subjectId: quote.id,
    });
    return { quote: present({ ...quote, state: 'accepted' }), url: dates.url };
  });
  if (decision === 'accept') store.realtime.marketplaceChanged();
  return answer;
}
