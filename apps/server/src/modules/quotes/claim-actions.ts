import type { ClaimActionHandlers } from '../claims/claim-action-handlers.ts';
import { decideClientQuote, recordClientQuote } from './client-quotes.ts';

/** The client quote's part of the claim actions: put to the client, and decided by its answer. */
export const quoteHandlers: ClaimActionHandlers = {
  effects: {
    'request-quote-authorisation': async ({ trx, actor, claim, input }) => {
      await recordClientQuote(trx, actor, claim, input);
      return { changes: { cost: input.cost ?? null, costRepairer: input.costRepairer ?? null } };
    },
    // The client's authorisation of the quote put to it (a claim approved straight from registered had none).
    'approve-for-marketplace': async ({ trx, claim }) => {
      if (claim.status === 'awaiting-quote-authorisation') await decideClientQuote(trx, claim.id, 'authorised');
      return { changes: {} };
    },
    reject: async ({ trx, claim }) => {
      if (claim.status === 'awaiting-quote-authorisation') await decideClientQuote(trx, claim.id, 'rejected');
      return { changes: {} };
    },
  },
};
