import type { ClaimStatus } from './claim-status.ts';

/**
 * The marketplace's rules as data (issue 23, docs/product.md "Who sees a claim" and "Lottery"): which
 * organisations a claim is offered to, while when, and how bids are ranked. docs/marketplace.md explains them.
 */

/** The statuses in which a claim is on the marketplace: eligible garages see it and may bid. */
export const MARKETPLACE_STATUSES = ['in-marketplace', 'bidding'] as const satisfies readonly ClaimStatus[];

export function isMarketplaceStatus(status: ClaimStatus): boolean {
  return (MARKETPLACE_STATUSES as readonly ClaimStatus[]).includes(status);
}

/** How long a claim stays open for bids before it waits for a draw, unless its client organisation says otherwise. */
export const DEFAULT_BIDDING_WINDOW_HOURS = 48;

/**
 * The draw of a claim whose window closed with no bid (docs/product.md "Lottery"): garages whose nearest site
 * is within `equalWithinKm` of the nearest one's count as equals, and one of them is drawn; a claim no
 * garage is offered is drawn again after `retryAfterMs`.
 */
export const MARKETPLACE_LOTTERY = { equalWithinKm: 10, retryAfterMs: 24 * 3600_000 } as const;

export const MARKETPLACE_MESSAGES = {
  pastDate: 'The date cannot be in the past',
  farDate: 'Please provide a date within a year from today',
  tooSmall: 'A bid must be at least £1.00',
  tooLarge: 'This amount is too large',
  notOpen: 'Bids are closed on this claim',
  validUntilBeforeStart: 'The bid must be valid until at least the day it is placed',
  documentNotOnClaim: 'The document must be a file of this claim',
  noLiveBid: 'Your organisation has no live bid on this claim',
  bidNotFound: 'Bid not found',
  bidNotLive: 'This bid is no longer live',
  aboveAuthorised: (authorised: string) =>
    `This bid is above the authorised repair cost of ${authorised}: request bid authorisation instead`,
  notAbove: 'This bid is within the authorised repair cost: approve it for repair instead',
  chooseBid: 'Choose a bid (or a repairer) before approving the repair',
  garageNotFound: 'Garage not found',
  sameRepairer: 'This repairer already has the job',
} as const;

/** 'LS1 4AP' → 'LS1': what a garage may know of where the car is before the job is theirs. */
export function postcodeDistrict(postcode: string | null): string | null {
  if (!postcode) return null;
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? compact.slice(0, -3) : null;
}

/** The weights of a bid's score; they add up to 1. */
export const BID_SCORE_WEIGHTS = { price: 0.4, speed: 0.25, quality: 0.2, distance: 0.15 } as const;

/** A part with nothing to measure it by scores in the middle: neither rewarded nor punished. */
const NEUTRAL = 50;

export interface BidFacts {
  amount: number;
  repairDays: number;
  cycleTimeDays: number | null;
  rating: number | null;
  distanceKm: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Scores each bid 0–100 against the others on the same claim:
 * - price: cheapest / this amount;
 * - speed: shortest expected days / this one's, where expected days are the bid's own repair days
 *   averaged with the bidder's measured median cycle time when it has one;
 * - quality: the mean driver rating mapped from 1–5 to 0–100;
 * - distance: 100 within 5 km, falling linearly to 0 at 80 km.
 * Unknown parts are neutral (50). The total is the weighted sum (BID_SCORE_WEIGHTS).
 */
export function scoreBids<T extends BidFacts>(
  bids: readonly T[],
): (T & { score: { total: number; price: number; speed: number; quality: number; distance: number } })[] {
  const expectedDays = (bid: BidFacts) =>
    bid.cycleTimeDays === null ? bid.repairDays : (bid.repairDays + bid.cycleTimeDays) / 2;
  const cheapest = Math.min(...bids.map((b) => b.amount));
  const fastest = Math.min(...bids.map(expectedDays));
  return bids.map((bid) => {
    const price = bid.amount > 0 ? (100 * cheapest) / bid.amount : NEUTRAL;
    const days = expectedDays(bid);
    const speed = days > 0 ? (100 * fastest) / days : 100;
    const quality = bid.rating === null ? NEUTRAL : ((bid.rating - 1) / 4) * 100;
    const distance =
      bid.distanceKm === null ? NEUTRAL : Math.max(0, Math.min(100, 100 - ((bid.distanceKm - 5) / 75) * 100));
    const w = BID_SCORE_WEIGHTS;
    const total = w.price * price + w.speed * speed + w.quality * quality + w.distance * distance;
    return {
      ...bid,
      score: {
        total: round1(total),
        price: round1(price),
        speed: round1(speed),
        quality: round1(quality),
        distance: round1(distance),
      },
    };
  });
}
