import type { RouteCases } from '../route-case.ts';
import { reachExpectation } from '../route-case.ts';

/**
 * The evidence pack (issue 27): for those who see the whole claim, its client and the platform. A garage
 * lacks ReadClaims (403 at the guard); another organisation's claim is out of reach (404).
 */
export const EVIDENCE_PACK_CASES: RouteCases = {
  'POST /api/claims/:id/evidence-pack': {
    subjects: ['other'],
    expect: reachExpectation,
    async request({ actor, subject, fx }) {
      const claimId = await fx.claim(actor, subject === 'own' ? 'own' : 'other', { status: 'in-repair' });
      return { path: `/api/claims/${claimId}/evidence-pack` };
    },
  },
};
