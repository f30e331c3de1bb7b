import { bodyshopAgreementHandlers } from './modules/bodyshop-agreements/claim-actions.ts';
import { type ClaimActionTable, combineActionHandlers } from './modules/claims/claim-action-handlers.ts';
import { claimHandlers } from './modules/claims/claim-actions.ts';
import { labelHandlers } from './modules/labels/claim-actions.ts';
import { marketplaceHandlers } from './modules/marketplace/claim-actions.ts';
import { partnerHandlers } from './modules/partners/claim-actions.ts';
import { paymentHandlers } from './modules/payments/claim-actions.ts';
import { pickupHandlers } from './modules/pickup/claim-actions.ts';
import { quoteHandlers } from './modules/quotes/claim-actions.ts';
import { ratingHandlers } from './modules/ratings/claim-actions.ts';
import { retailQuoteHandlers } from './modules/retail-quotes/claim-actions.ts';

/**
 * What every action a person takes on a claim does besides moving its status: each module's part
 * (modules/<name>/claim-actions.ts), joined into the one table takeClaimAction reads from its store
 * (the app's context: `ctx.claimActions`). A module with a part in an action is listed here.
 * The order is the order the parts of one action run in: the claim's own first (a rollback refused
 * before the bids reopen), a client quote decided before the bidding window opens, the bid chosen
 * (its webhook) before the bodyshop agreement is offered, the partner called last.
 */
export function allClaimActionHandlers(): ClaimActionTable {
  return combineActionHandlers(
    claimHandlers,
    quoteHandlers,
    marketplaceHandlers,
    retailQuoteHandlers,
    paymentHandlers,
    pickupHandlers,
    labelHandlers,
    ratingHandlers,
    bodyshopAgreementHandlers,
    partnerHandlers,
  );
}
