/** Where a repairer or bodyshop opens a claim: its redacted view and bid form, or, once it is theirs, the claim. */
export const marketplaceClaimPath = (claimId: string) => `/marketplace/claims/${encodeURIComponent(claimId)}`;

/** The confirmation after a bid is placed. */
export const BID_CREATED_PATH = '/marketplace/bid/created';

/** The full marketplace list of each audience (spec 2). */
export const MARKETPLACE_LIST_PATHS = {
  repairer: '/marketplace/in-marketplace',
  bodyshop: '/marketplace/bodyshop-marketplace',
} as const;
