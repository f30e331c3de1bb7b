import { CLAIM_TYPES } from '../claim-fields.ts';
import { CLAIM_STATUSES } from '../claim-status.ts';
import { plannedDay } from '../day-range.ts';
import { humanText } from '../human-text.ts';
import { MARKETPLACE_MESSAGES } from '../marketplace.ts';
import { REPAIR_CAPABILITIES } from '../organisation.ts';
import { z } from '../validation.ts';
import { ZPence } from './claim.ts';
import { ZId } from './common.ts';

/**
 * The marketplace (issue 23): what an eligible repairer or bodyshop sees of a claim before it is
 * theirs, their bids, and the bids as the client compares them. docs/product.md "Who sees a claim".
 */

const today = () => new Date().toISOString().slice(0, 10);
/** A calendar day from today to a year from today: a bid's dates (issue 46: no more 9999-12-31). */
const ZComingDate = plannedDay({
  today,
  from: 'today',
  early: MARKETPLACE_MESSAGES.pastDate,
  late: MARKETPLACE_MESSAGES.farDate,
});

export const BID_STATES = ['live', 'withdrawn', 'chosen', 'lost'] as const;
export type BidState = (typeof BID_STATES)[number];
export const BID_STATE_LABELS = {
  live: 'Live',
  withdrawn: 'Withdrawn',
  chosen: 'Chosen',
  lost: 'Not chosen',
} as const satisfies Record<BidState, string>;

/** PUT /api/claims/{id}/bid/: place the organisation's bid, or change its live one. Amount in pence. */
export const ZPlaceBidRequest = z.strictObject({
  amount: ZPence.min(100, { message: MARKETPLACE_MESSAGES.tooSmall }).max(5_000_000, {
    message: MARKETPLACE_MESSAGES.tooLarge,
  }),
  earliestStartDate: ZComingDate,
  /** Working days the repair takes once started. */
  repairDays: z.number().int().min(1).max(120),
  note: humanText({ min: 0, max: 2000, multiline: true }).optional(),
  /**
   * The bidder's own document (its quote, say), already put on this claim for the bid by POST
   * /api/claims/{id}/images: only the bidder, the client and the platform read it.
   */
  documentId: ZId.optional(),
  validUntil: ZComingDate,
});
export type TPlaceBidRequest = z.infer<typeof ZPlaceBidRequest>;
export type TPlaceBidInput = z.input<typeof ZPlaceBidRequest>;

const ZOrganisationRef = z.object({ id: ZId, name: z.string() });

export const ZBid = z.object({
  id: ZId,
  claimId: ZId,
  organisation: ZOrganisationRef,
  state: z.enum(BID_STATES),
  amount: ZPence,
  earliestStartDate: z.iso.date(),
  repairDays: z.number().int(),
  note: z.string().nullable(),
  documentId: ZId.nullable(),
  /** The document's file name, for its link. */
  documentName: z.string().nullable(),
  validUntil: z.iso.date(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TBid = z.infer<typeof ZBid>;

/**
 * Each part of a bid's score, 0–100, with what it was measured from (docs/marketplace.md has the
 * formula): the client sees why one bid ranks above another, not a bare number.
 */
export const ZBidScore = z.object({
  total: z.number(),
  price: z.number(),
  speed: z.number(),
  quality: z.number(),
  distance: z.number(),
  /** Median days from in-repair to finished over the bidder's past repairs; null: no history yet (neutral). */
  cycleTimeDays: z.number().nullable(),
  /** Mean of the drivers' ratings (1–5); null: no ratings yet (neutral). */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** From the claim to the bidder's nearest garage; null when either has no location (neutral). */
  distanceKm: z.number().nullable(),
});
export type TBidScore = z.infer<typeof ZBidScore>;

export const ZRankedBid = ZBid.extend({ score: ZBidScore });
export type TRankedBid = z.infer<typeof ZRankedBid>;

/** GET /api/claims/{id}/bids: the client and the platform see every bid ranked; a bidder only its own. */
export const ZBidList = z.object({
  data: z.array(ZRankedBid),
  /** Whether the caller may choose a bid now (approve-for-repair with bidId, or ask for authorisation). */
  canChoose: z.boolean(),
  /** The repair cost the client has authorised, in pence (what a bid may cost without a further authorisation). */
  authorisedCostRepairer: ZPence.nullable(),
  /** The bid waiting for the client's authorisation (awaiting-bid-authorisation), if any. */
  pendingBidId: ZId.nullable(),
});
export type TBidList = z.infer<typeof ZBidList>;

/** POST /api/claims/{id}/request-bid-authorisation: the chosen bid costs more than was authorised. */
export const ZBidAuthorisationRequest = z.strictObject({
  bidId: ZId,
  cost: ZPence,
  costRepairer: ZPence,
  /** The bid's quote document, recorded on the claim. */
  documentId: ZId.optional(),
});
export type TBidAuthorisationRequest = z.infer<typeof ZBidAuthorisationRequest>;

/** The claim as an eligible repairer sees it before it is theirs: no customer name, email, phone or address. */
export const ZMarketplaceClaim = z.object({
  id: ZId,
  reference: z.string(),
  status: z.enum(CLAIM_STATUSES),
  type: z.enum(CLAIM_TYPES),
  registration: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  colour: z.string().nullable(),
  year: z.number().int().nullable(),
  damageDescription: z.string().nullable(),
  incidentDate: z.string().nullable(),
  /** The outward code only ('LS1'), never the full postcode. */
  postcodeDistrict: z.string().nullable(),
  needs: z.array(z.enum(REPAIR_CAPABILITIES)),
  distanceKm: z.number().nullable(),
  /** When the claim entered the marketplace and when its bidding window closes. */
  enteredMarketplaceAt: z.iso.datetime().nullable(),
  biddingClosesAt: z.iso.datetime().nullable(),
  /** Live bids on the claim, from any organisation (their amounts stay private). */
  bidCount: z.number().int(),
  /** Photos only (thumbnails through GET /api/images/{id}?width=320); none once the claim has left the marketplace. */
  images: z.array(ZId),
  thumbnails: z.array(ZId),
  myBid: ZBid.nullable(),
  /** Whether the caller's organisation may bid (or change its bid) now. */
  canBid: z.boolean(),
  /** The claim is assigned to the caller's organisation: its full page is /marketplace/claims/{id} as a claim. */
  assignedToMe: z.boolean(),
});
export type TMarketplaceClaim = z.infer<typeof ZMarketplaceClaim>;

export const MARKETPLACE_SORTS = ['distance', 'newest', 'closing'] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];
export const MARKETPLACE_SORT_LABELS = {
  distance: 'Nearest first',
  newest: 'Newest first',
  closing: 'Closing soonest',
} as const satisfies Record<MarketplaceSort, string>;

/** GET /api/marketplace/claims: the claims the caller's organisation may bid on now. */
export const ZMarketplaceQuery = z.object({
  type: z.enum(CLAIM_TYPES).optional(),
  need: z.enum(REPAIR_CAPABILITIES).optional(),
  maxMiles: z.coerce.number().min(1).max(500).optional(),
  sort: z.enum(MARKETPLACE_SORTS).default('distance'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TMarketplaceQuery = z.infer<typeof ZMarketplaceQuery>;
export type TMarketplaceQueryInput = z.input<typeof ZMarketplaceQuery>;

/** One row of the marketplace list: what a garage needs to decide whether to open the claim. */
export const ZMarketplaceClaimSummary = ZMarketplaceClaim.pick({
  id: true,
  reference: true,
  status: true,
  type: true,
  registration: true,
  make: true,
  model: true,
  year: true,
  postcodeDistrict: true,
  needs: true,
  distanceKm: true,
  enteredMarketplaceAt: true,
  biddingClosesAt: true,
  bidCount: true,
}).extend({ thumbnailId: ZId.nullable(), myBidState: z.enum(BID_STATES).nullable() });
export type TMarketplaceClaimSummary = z.infer<typeof ZMarketplaceClaimSummary>;

/**
 * A page and the total. A garage's offers grow with the marketplace, so its total is counted only up to
 * CLAIM_COUNT_CAP: `totalCapped` then says there are more than `total` (decision 0075).
 */
export const ZMarketplaceList = z.object({
  data: z.array(ZMarketplaceClaimSummary),
  total: z.number().int(),
  totalCapped: z.boolean(),
});
export type TMarketplaceList = z.infer<typeof ZMarketplaceList>;

/** GET /api/marketplace/count: Repair home's figure and badge, counted as the list's total is. */
export const ZMarketplaceCount = z.object({ count: z.number().int(), countCapped: z.boolean() });
export type TMarketplaceCount = z.infer<typeof ZMarketplaceCount>;

/** GET /api/marketplace/bids: the caller organisation's bids, newest first, with their claims' vehicles. */
export const ZMyBid = ZBid.extend({
  claim: z.object({
    reference: z.string(),
    registration: z.string(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    status: z.enum(CLAIM_STATUSES),
  }),
});
export type TMyBid = z.infer<typeof ZMyBid>;
export const ZMyBidList = z.object({ data: z.array(ZMyBid) });
export type TMyBidList = z.infer<typeof ZMyBidList>;

/** GET /api/claims/{a}/distance/{b}: from claim a to garage b, in kilometres (screens show miles). */
export const ZDistanceParams = z.object({ id: ZId, garageId: ZId });
export const ZDistance = z.object({ km: z.number().nullable() });
export type TDistance = z.infer<typeof ZDistance>;

/** Within this of a claim a garage counts as near it, whether or not it may bid (50 miles). */
export const NEARBY_KM = 80;

/** Why a garage near a claim is not offered it: its work lacks a need, or no site of its reaches it. */
export const REACH_REASONS = ['needs', 'radius'] as const;
export type ReachReason = (typeof REACH_REASONS)[number];

/**
 * GET /api/claims/{id}/reach: how many garages the claim is offered to, and each garage near it (within
 * NEARBY_KM of its nearest site) of the kind the claim calls for, offered or not, and if not, why.
 */
export const ZClaimReach = z.object({
  /** The organisations the claim is offered to on the marketplace (docs/product.md "Who sees a claim"). */
  offered: z.number().int(),
  /** Whether the claim has a place: without one it is offered to every suitable garage, however far. */
  placed: z.boolean(),
  nearby: z.array(
    z.object({
      organisation: z.object({ id: ZId, name: z.string() }),
      /** To its nearest site, from the claim's district, to a tenth of a mile. */
      distanceKm: z.number(),
      /** That site's service radius. */
      radiusKm: z.number(),
      offered: z.boolean(),
      reasons: z.array(z.enum(REACH_REASONS)),
      /** The claim's needs its work lacks. */
      missingNeeds: z.array(z.enum(REPAIR_CAPABILITIES)),
    }),
  ),
});
export type TClaimReach = z.infer<typeof ZClaimReach>;

/**
 * GET /api/marketplace/near-misses: claims on the marketplace near one of the caller's garages (within
 * NEARBY_KM) that are not offered to it, with what keeps each out, so the garage can change its settings.
 * Known by district, type and needs only: the claim itself is not the garage's to read.
 */
export const ZNearMisses = z.object({
  data: z.array(
    z.object({
      postcodeDistrict: z.string().nullable(),
      type: z.enum(CLAIM_TYPES),
      needs: z.array(z.enum(REPAIR_CAPABILITIES)),
      /** To the garage's nearest site, from the claim's district, to a tenth of a mile. */
      distanceKm: z.number(),
      /** That site's service radius. */
      radiusKm: z.number(),
      reasons: z.array(z.enum(REACH_REASONS)),
      /** The claim's needs the garage's work lacks. */
      missingNeeds: z.array(z.enum(REPAIR_CAPABILITIES)),
    }),
  ),
});
export type TNearMisses = z.infer<typeof ZNearMisses>;
