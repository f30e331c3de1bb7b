import { PARTNER_MAX_ATTEMPTS } from '../../../apps/server/src/modules/partners/queue-partner-call.ts';
import type { RouteCases } from '../route-case.ts';

/**
 * The Integrations page is the platform's (the partner actions' super-admin-only privileges): the guard's
 * 403 for everyone else, and no other organisation's call to try. Each retry cell gets a call of its own,
 * failed as the outbox leaves one that gave up, on a claim of the actor's.
 */
export const INTEGRATION_CASES: RouteCases = {
  'GET /api/partner-calls': { request: async () => ({ path: '/api/partner-calls?status=failed&limit=10' }) },
  'POST /api/partner-calls/:id/retry': {
    async request({ actor, fx }) {
      const claimId = await fx.claim(actor, 'own', { status: 'registered' });
      const call = await fx.app.db
        .insertInto('partnerCalls')
        .values({
          claimId,
          partner: 'clickmechanic',
          action: 'send-clickmechanic',
          request: JSON.stringify({ reference: 'FX-MATRIX' }),
          status: 'failed',
          attempts: PARTNER_MAX_ATTEMPTS,
          maxAttempts: PARTNER_MAX_ATTEMPTS,
          lastError: 'HTTP 503: checked by the matrix',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { path: `/api/partner-calls/${call.id}/retry` };
    },
  },
};
