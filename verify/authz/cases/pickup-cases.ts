import { randomUUID } from 'node:crypto';
import { CLAIM_ACTIONS, type DriverLinkPurpose } from '@fixline/domain';
import { systemClock } from '../../../apps/server/src/jobs/clock.ts';
import { createDriverLinks } from '../../../apps/server/src/modules/driver-links/driver-links.ts';
import type { Fixtures } from '../fixtures.ts';
import type { Cell, RouteCase, RouteCases } from '../route-case.ts';
import { actionCase, dayAhead } from './claim-cases.ts';

/** A driver's link on a claim, as the product issues them. */
async function driverLink(fx: Fixtures, claimId: string, purpose: DriverLinkPurpose, subjectId?: string) {
  const links = await createDriverLinks(fx.app.db, { publicUrl: fx.app.config.publicUrl, clock: systemClock });
  return fx.app.db.transaction().execute((trx) =>
    links.issue(trx, {
      claimId,
      purpose,
      ttlMs: 3_600_000,
      createdBy: null,
      ...(subjectId ? { subjectId } : {}),
    }),
  );
}

/** The claim's pickup read by those who read the claim: its owner, its garage, the platform; 404 for the rest. */
function readPickup(rest: string): RouteCase {
  return {
    subjects: ['other'],
    async request({ actor, subject, fx }) {
      const id = await fx.claim(actor, subject === 'other' ? 'other' : 'own', { status: 'awaiting-pickup' });
      return { path: `/api/claims/${id}/pickup${rest}` };
    },
  };
}

/**
 * The driver's calls: the token decides, whoever else is signed in. 'other' is a working link of
 * another claim (pickup) or another quote (preferred dates), or of another purpose: all 404.
 */
function driverCall(page: 'pickup' | 'preferred-dates', rest: string, body?: unknown): RouteCase {
  return {
    subjects: ['other'],
    expect: (_who, subject, success) => (subject === 'own' ? success : 404),
    async request({ actor, subject, fx }: Cell) {
      const claimId = await fx.claim(actor, 'own', { status: 'awaiting-pickup' });
      if (rest === '/answer') {
        await fx.app.db
          .insertInto('claimPickups')
          .values({ claimId, date: dayAhead(7) })
          .execute();
      }
      if (page === 'pickup') {
        const other = subject === 'own' ? claimId : await fx.claim(actor, 'own', { status: 'awaiting-pickup' });
        const link = await driverLink(fx, other, 'pickup');
        return { path: `/api/driver/pickup/${claimId}/${link.token}${rest}`, ...(body ? { body } : {}) };
      }
      const quoteId = randomUUID();
      const link = await driverLink(fx, claimId, subject === 'own' ? 'dates' : 'pickup', quoteId);
      return { path: `/api/driver/preferred-dates/${quoteId}/${link.token}${rest}`, ...(body ? { body } : {}) };
    },
  };
}

const bookRetail: RouteCase = {
  ...actionCase('book-repair-date'),
  async request({ actor, subject, fx }) {
    const id = await fx.claim(actor, subject === 'own' ? 'own' : 'other', {
      status: 'awaiting-pickup',
      track: 'retail',
    });
    return { path: `/api/claims/${id}/pickup/retail`, body: { date: dayAhead(7), chargeRequired: true } };
  },
};

const availability = { pickupDates: [dayAhead(7)], contact: 'Mornings' };

/**
 * Pickup (issue 25): the staff's calls that are rows of the workflow table are the claim cases'
 * (claim-cases.ts); here the reads, the retail booking (the same row, its other path) and the driver's.
 */
export const PICKUP_CASES: RouteCases = {
  'GET /api/claims/:id/pickup': readPickup(''),
  'GET /api/claims/:id/pickup/dvla/:plate': readPickup('/dvla/AB12CDE'),
  [`PUT ${CLAIM_ACTIONS['book-repair-date'].http.path}retail`]: bookRetail,
  'GET /api/driver/pickup/:claimId/:token': driverCall('pickup', ''),
  'PUT /api/driver/pickup/:claimId/:token/availability': driverCall('pickup', '/availability', availability),
  'PUT /api/driver/pickup/:claimId/:token/answer': driverCall('pickup', '/answer', { answer: 'accept' }),
  'GET /api/driver/preferred-dates/:quoteId/:token': driverCall('preferred-dates', ''),
  'PUT /api/driver/preferred-dates/:quoteId/:token/availability': driverCall(
    'preferred-dates',
    '/availability',
    availability,
  ),
};
