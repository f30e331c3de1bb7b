import type { RouteCases } from '../route-case.ts';
import { reachExpectation } from '../route-case.ts';

/**
 * The quote's PDF (decision 0057): for the claim's client and the platform. A garage lacks ReadClaims
 * (403 at the guard); another organisation's quote is out of reach (404).
 */
export const QUOTE_CASES: RouteCases = {
  'GET /api/external/quotes/pdf-url': {
    subjects: ['other'],
    expect: reachExpectation,
    async request({ actor, subject, fx }) {
      const claimId = await fx.claim(actor, subject === 'own' ? 'own' : 'other', {
        status: 'awaiting-quote-authorisation',
      });
      const quote = await fx.app.db
        .insertInto('quotes')
        .values({ claimId, items: null, cost: 12_000, costRepairer: 10_000 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { path: `/api/external/quotes/pdf-url?quote=${quote.id}` };
    },
  },
};
