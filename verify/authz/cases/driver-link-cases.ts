import type { DriverLinkPurpose } from '@fixline/domain';
import { systemClock } from '../../../apps/server/src/jobs/clock.ts';
import { createDriverLinks } from '../../../apps/server/src/modules/driver-links/driver-links.ts';
import type { Fixtures } from '../fixtures.ts';
import { type Cell, type RouteCases, reachExpectation } from '../route-case.ts';

/** A link on a claim, issued as the product issues them; its id and token. */
async function driverLink(fx: Fixtures, claimId: string, purpose: DriverLinkPurpose = 'feedback') {
  const links = await createDriverLinks(fx.app.db, { publicUrl: fx.app.config.publicUrl, clock: systemClock });
  return fx.app.db
    .transaction()
    .execute((trx) => links.issue(trx, { claimId, purpose, ttlMs: 3_600_000, createdBy: null }));
}

/**
 * A link route under a claim: own and other claims as usual; 'mismatch' is another organisation's link
 * under the actor's own claim, which is no link of that claim for anyone (404).
 */
function linkAction(action: 'revoke' | 'resend') {
  return {
    subjects: ['other', 'mismatch'] as const,
    expect: (who: Cell['actor'], subject: Cell['subject'], success: number) =>
      subject === 'mismatch' ? 404 : reachExpectation(who, subject, success),
    async request({ actor, subject, fx }: Cell) {
      const claimId = await fx.claim(actor, subject === 'other' ? 'other' : 'own', { status: 'paid' });
      const linkClaim = subject === 'mismatch' ? await fx.claim(actor, 'other', { status: 'paid' }) : claimId;
      const link = await driverLink(fx, linkClaim);
      return { path: `/api/claims/${claimId}/driver-links/${link.id}/${action}` };
    },
  };
}

/**
 * Driver links (decision 0045): staff of the claim's client with ReadClaims and super admins manage them
 * (the guard's 403 for the rest, 404 for another organisation's claim). The rating routes are public:
 * the token decides, whoever else is signed in; a token for another purpose opens nothing (404).
 */
export const DRIVER_LINK_CASES: RouteCases = {
  'GET /api/claims/:id/driver-links': {
    subjects: ['other', 'deleted'],
    async request({ actor, subject, fx }) {
      const deleted = subject === 'deleted';
      const claimId = await fx.claim(actor, subject === 'other' ? 'other' : 'own', { status: 'paid', deleted });
      return { path: `/api/claims/${claimId}/driver-links` };
    },
    expect: (who, subject, success) => (subject === 'deleted' ? 404 : reachExpectation(who, subject, success)),
  },
  'POST /api/claims/:id/driver-links': {
    subjects: ['other'],
    async request({ actor, subject, fx }) {
      const claimId = await fx.claim(actor, subject === 'other' ? 'other' : 'own', { status: 'paid' });
      return { path: `/api/claims/${claimId}/driver-links`, body: { purpose: 'feedback' } };
    },
  },
  'POST /api/claims/:id/driver-links/:linkId/revoke': linkAction('revoke'),
  'POST /api/claims/:id/driver-links/:linkId/resend': linkAction('resend'),
  'GET /api/ratings/:token': {
    subjects: ['other'],
    expect: (_who, subject, success) => (subject === 'own' ? success : 404),
    async request({ actor, subject, fx }) {
      // 'other': a working link of the same claim, for another of the driver's pages.
      const claimId = await fx.claim(actor, 'own', { status: 'completed' });
      const link = await driverLink(fx, claimId, subject === 'own' ? 'feedback' : 'tracking');
      return { path: `/api/ratings/${link.token}` };
    },
  },
  'POST /api/ratings/:token': {
    subjects: ['other'],
    expect: (_who, subject, success) => (subject === 'own' ? success : 404),
    async request({ actor, subject, fx }) {
      const claimId = await fx.claim(actor, 'own', { status: 'completed' });
      const link = await driverLink(fx, claimId, subject === 'own' ? 'feedback' : 'tracking');
      return { path: `/api/ratings/${link.token}`, body: { stars: 5, comment: 'Checked by the matrix' } };
    },
  },
};
