import { isSuperAdmin } from '@fixline/domain';
import { insertBid, insertClaim, insertGarage, TEST_PLACE } from '../../../apps/server/test/claim-factory.ts';
import { type ActorModel, rivalOf } from '../actors.ts';
import type { Fixtures } from '../fixtures.ts';
import { type RouteCase, type RouteCases, reachExpectation, type Subject } from '../route-case.ts';

const isGarage = (who: ActorModel) => who.organisationType === 'repairer' || who.organisationType === 'bodyshop';

/**
 * A claim on the marketplace for a cell. 'own': offered to the actor's garage (the kind of work it
 * does, no location, so every capable garage of that kind is offered it); 'other': in Truro, where no
 * demo garage reaches, so it is offered to nobody.
 */
function marketplaceClaim(fx: Fixtures, who: ActorModel, subject: Subject): Promise<string> {
  const place = subject === 'own' ? { latitude: null, longitude: null } : TEST_PLACE;
  return insertClaim(fx.app.db, {
    status: 'in-marketplace',
    repairer: null,
    overrides: { type: who.organisationType === 'bodyshop' ? 'bodyshop' : 'repair', ...place },
  });
}

const LERWICK = { latitude: 60.1546, longitude: -1.1494 };
const coming = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const BID = { amount: 70_000, earliestStartDate: coming(1), repairDays: 3, validUntil: coming(30) };

/** The marketplace's own routes answer garages; anyone else the guard lets through (the platform) hears 403. */
const garagesOnly =
  (then: (who: ActorModel, subject: Subject, success: number) => number) =>
  (who: ActorModel, subject: Subject, success: number) =>
    isGarage(who) ? then(who, subject, success) : 403;

/** A garage's list of its marketplace; the platform's is the whole marketplace (super admins run it). */
const garageList = (path: string): RouteCase => ({
  expect: (who, subject, success) => (isSuperAdmin(who) ? success : garagesOnly(() => success)(who, subject, success)),
  request: async () => ({ path }),
});

const marketplaceCase = (
  request: (fx: Fixtures, who: ActorModel, id: string, subject: Subject) => Promise<{ path: string; body?: unknown }>,
): RouteCase => ({
  subjects: ['other'],
  expect: garagesOnly((_who, subject, success) => (subject === 'own' ? success : 404)),
  async request({ actor, subject, fx }) {
    const id = await marketplaceClaim(fx, actor, subject);
    return request(fx, actor, id, subject);
  },
});

/** Every route of the marketplace (issue 23): who is offered a claim, bids, the comparison, distance, the lottery. */
export const MARKETPLACE_CASES: RouteCases = {
  'GET /api/marketplace/claims': garageList('/api/marketplace/claims'),
  'GET /api/marketplace/count': garageList('/api/marketplace/count'),
  // Claims near the garage that its settings keep out; the platform has none kept out.
  'GET /api/marketplace/near-misses': garageList('/api/marketplace/near-misses'),
  'GET /api/marketplace/bids': garageList('/api/marketplace/bids'),
  'GET /api/marketplace/claims/:id': marketplaceCase(async (_fx, _who, id) => ({
    path: `/api/marketplace/claims/${id}`,
  })),
  'PUT /api/claims/:id/bid': marketplaceCase(async (_fx, _who, id) => ({ path: `/api/claims/${id}/bid`, body: BID })),
  // 'own': the garage's live bid; 'other': a rival's bid on a claim the garage was never offered.
  'DELETE /api/claims/:id/bid': marketplaceCase(async (fx, who, id, subject) => {
    if (isGarage(who)) {
      const bidder = subject === 'own' ? who.organisation : rivalOf(who.organisation);
      await insertBid(fx.app.db, id, bidder, { amount: 70_000 });
    }
    return { path: `/api/claims/${id}/bid` };
  }),
  // The claim's owner and the platform compare the bids; a garage reads its own; others reach nothing.
  'GET /api/claims/:id/bids': {
    subjects: ['other'],
    expect: reachExpectation,
    async request({ actor, subject, fx }) {
      const id = await fx.claim(actor, subject === 'own' ? 'own' : 'other', { status: 'bidding' });
      return { path: `/api/claims/${id}/bids` };
    },
  },
  // From a claim the caller reads to a garage of its own organisation; the platform measures to any.
  'GET /api/claims/:id/distance/:garageId': {
    subjects: ['other'],
    expect: (who, subject, success) => {
      if (reachExpectation(who, subject, success) === 404) return 404;
      return isGarage(who) || isSuperAdmin(who) ? success : 404;
    },
    async request({ actor, subject, fx }) {
      const id = await fx.claim(actor, subject === 'own' ? 'own' : 'other', { status: 'registered' });
      const owner = isGarage(actor) ? actor.organisation : 'repairer';
      // In Lerwick: far from TEST_PLACE, where the other cells' claims must stay out of every garage's reach.
      const garage = await insertGarage(fx.app.db, owner, { name: fx.unique('Garage '), ...LERWICK });
      return { path: `/api/claims/${id}/distance/${garage}` };
    },
  },
  // Who can bid on a claim: its client and the platform; a garage, even the assigned one, reaches nothing.
  'GET /api/claims/:id/reach': {
    subjects: ['other'],
    expect: (who, subject, success) => {
      if (reachExpectation(who, subject, success) === 404) return 404;
      return who.organisationType === 'client' || isSuperAdmin(who) ? success : 404;
    },
    async request({ actor, subject, fx }) {
      const id = await fx.claim(actor, subject === 'own' ? 'own' : 'other', { status: 'in-marketplace' });
      return { path: `/api/claims/${id}/reach` };
    },
  },
  'GET /api/claims/lottery/count': { request: async () => ({ path: '/api/claims/lottery/count' }) },
};
