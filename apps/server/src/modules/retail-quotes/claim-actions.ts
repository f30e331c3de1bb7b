import { type ClaimAction, formatMoney } from '@fixline/domain';
import type { ClaimActionHandlers, EffectRule } from '../claims/claim-action-handlers.ts';
import { makeRetailQuote, requestRetailQuoteAuthorisation } from './make-retail-quote.ts';

/** A retail quote: its price at the payment provider, the claim's costs and quoteStripeId, the driver's link. */
function retailQuote(action: ClaimAction): EffectRule {
  return async ({ trx, services, actor, claim, input }) => ({
    changes: { track: 'retail', ...(await makeRetailQuote(trx, services, actor, claim, action, input)) },
    comment: input.cost === undefined ? null : formatMoney(input.cost),
  });
}

/** The retail quote's part of the claim actions: a super admin's quote, and the driver asked to authorise it. */
export const retailQuoteHandlers: ClaimActionHandlers = {
  effects: {
    'add-retail-quote': retailQuote('add-retail-quote'),
    'add-simple-retail-quote': retailQuote('add-simple-retail-quote'),
    'add-complex-retail-quote': retailQuote('add-complex-retail-quote'),
    'request-retail-quote-authorisation': async ({ trx, services, actor, claim, input }) => {
      await requestRetailQuoteAuthorisation(trx, services, actor, claim);
      return { changes: { track: 'retail', costRepairer: input.costRepairer ?? null } };
    },
  },
};
