import type { TBid, TBidScore, TMarketplaceClaim, TMarketplaceClaimSummary, TMyBid, TRankedBid } from '@fixline/domain';
import { CLAIM_ID } from './make-claim.ts';

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const id = (n: number, tail = 'b') => `00000000-0000-4000-8000-${String(n).padStart(11, '0')}${tail}`;

/** A bid on CLAIM_ID by the n-th organisation: live, £450.00, starting in two days, five days long. */
export function makeBid(n: number, overrides: Partial<TBid> = {}): TBid {
  return {
    id: id(n),
    claimId: CLAIM_ID,
    organisation: { id: id(n, 'o'), name: `Garage ${n}` },
    state: 'live',
    amount: 45_000,
    earliestStartDate: day(2),
    repairDays: 5,
    note: null,
    documentId: null,
    documentName: null,
    validUntil: day(9),
    createdAt: '2026-03-03T10:00:00.000Z',
    updatedAt: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

/** A score with every part neutral (50) and nothing measured yet. */
export function makeScore(overrides: Partial<TBidScore> = {}): TBidScore {
  return {
    total: 50,
    price: 50,
    speed: 50,
    quality: 50,
    distance: 50,
    cycleTimeDays: null,
    rating: null,
    ratingCount: 0,
    distanceKm: null,
    ...overrides,
  };
}

export function makeRankedBid(n: number, overrides: Partial<TRankedBid> = {}): TRankedBid {
  return { ...makeBid(n), score: makeScore(), ...overrides };
}

/** A claim of the marketplace as an eligible garage sees it (GET /api/marketplace/claims/{id}): open to its bid. */
export function makeMarketplaceClaim(overrides: Partial<TMarketplaceClaim> = {}): TMarketplaceClaim {
  return {
    id: CLAIM_ID,
    reference: 'FX-000042',
    status: 'in-marketplace',
    type: 'repair',
    registration: 'AB12CDE',
    make: 'Ford',
    model: 'Focus',
    colour: 'Blue',
    year: 2019,
    damageDescription: 'Dented rear door',
    incidentDate: '2026-03-01',
    postcodeDistrict: 'LS1',
    needs: ['bodywork'],
    distanceKm: 10,
    enteredMarketplaceAt: '2026-03-03T09:00:00.000Z',
    biddingClosesAt: new Date(Date.now() + 86_400_000).toISOString(),
    bidCount: 2,
    images: [],
    thumbnails: [],
    myBid: null,
    canBid: true,
    assignedToMe: false,
    ...overrides,
  };
}

/** The n-th row of GET /api/marketplace/claims. */
export function makeMarketplaceSummary(n: number, overrides: Partial<TMarketplaceClaimSummary> = {}) {
  const { id: _id, reference: _reference, ...claim } = makeMarketplaceClaim();
  return {
    id: id(n, 'c'),
    reference: `FX-${String(n).padStart(6, '0')}`,
    status: claim.status,
    type: claim.type,
    registration: claim.registration,
    make: claim.make,
    model: claim.model,
    year: claim.year,
    postcodeDistrict: claim.postcodeDistrict,
    needs: claim.needs,
    distanceKm: claim.distanceKm,
    enteredMarketplaceAt: claim.enteredMarketplaceAt,
    biddingClosesAt: claim.biddingClosesAt,
    bidCount: claim.bidCount,
    thumbnailId: null,
    myBidState: null,
    ...overrides,
  } satisfies TMarketplaceClaimSummary;
}

/** The n-th row of GET /api/marketplace/bids. */
export function makeMyBid(n: number, overrides: Partial<TMyBid> = {}): TMyBid {
  return {
    ...makeBid(n),
    claim: {
      reference: `FX-${String(n).padStart(6, '0')}`,
      registration: 'AB12CDE',
      make: 'Ford',
      model: 'Focus',
      status: 'bidding',
    },
    ...overrides,
  };
}
