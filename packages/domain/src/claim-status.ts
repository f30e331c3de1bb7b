/** Claim statuses, their labels and tracks: spec section 4, decided further in docs/product.md. */
export const CLAIM_STATUSES = [
  'fnol',
  'registered',
  'awaiting-quote-authorisation',
  'in-marketplace',
  'bidding',
  'awaiting-bid-authorisation',
  'awaiting-pickup',
  'in-repair',
  'finished',
  'archived',
  'paid',
  'completed',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS = {
  fnol: 'Fnol',
  registered: 'Registered',
  'awaiting-quote-authorisation': 'Awaiting Authorisation',
  'in-marketplace': 'In Marketplace',
  bidding: 'Bidding',
  'awaiting-bid-authorisation': 'Awaiting Bid Authorisation',
  'awaiting-pickup': 'Awaiting Repair',
  'in-repair': 'In Repair',
  finished: 'Finished',
  archived: 'Archived',
  paid: 'Paid',
  completed: 'Completed',
} as const satisfies Record<ClaimStatus, string>;

/**
 * The spec's three ordered status lists. A claim follows one: business claims raised by a client
 * (list 1), retail claims that came in through FNOL (list 2), marketplace-only claims (list 3).
 */
export const CLAIM_TRACKS = ['business', 'retail', 'marketplace'] as const;
export type ClaimTrack = (typeof CLAIM_TRACKS)[number];

export const TRACK_STATUSES = {
  business: [
    'registered',
    'awaiting-quote-authorisation',
    'in-marketplace',
    'bidding',
    'awaiting-pickup',
    'in-repair',
    'finished',
    'paid',
  ],
  retail: [
    'fnol',
    'awaiting-quote-authorisation',
    'in-marketplace',
    'bidding',
    'awaiting-pickup',
    'in-repair',
    'finished',
    'paid',
  ],
  marketplace: [
    'in-marketplace',
    'bidding',
    'awaiting-bid-authorisation',
    'awaiting-pickup',
    'in-repair',
    'finished',
    'paid',
  ],
} as const satisfies Record<ClaimTrack, readonly ClaimStatus[]>;

export const CLAIM_TRACK_LABELS = {
  business: 'Business',
  retail: 'Retail (FNOL)',
  marketplace: 'Marketplace',
} as const satisfies Record<ClaimTrack, string>;

/** The stage a status belongs to: status chips take one colour per stage (docs/ui.md). */
export const CLAIM_STAGES = ['intake', 'authorisation', 'marketplace', 'repair', 'payment', 'closed'] as const;
export type ClaimStage = (typeof CLAIM_STAGES)[number];

export const CLAIM_STATUS_STAGES = {
  fnol: 'intake',
  registered: 'intake',
  'awaiting-quote-authorisation': 'authorisation',
  'awaiting-bid-authorisation': 'authorisation',
  'in-marketplace': 'marketplace',
  bidding: 'marketplace',
  'awaiting-pickup': 'repair',
  'in-repair': 'repair',
  finished: 'repair',
  paid: 'payment',
  completed: 'closed',
  archived: 'closed',
} as const satisfies Record<ClaimStatus, ClaimStage>;

/** Statuses in which a claim is still being worked on: issues can be raised and data edited. */
export function isActiveStatus(status: ClaimStatus): boolean {
  return status !== 'archived' && status !== 'completed';
}

export interface ProgressSteps {
  steps: ClaimStatus[];
  /** Index of the current step; steps before it are done. steps.length when every step is done. */
  activeStep: number;
}

/**
 * The progress stepper of a claim: its track's list, with the statuses a claim can pass through off
 * its list placed where they happen (a business or marketplace claim still at intake, a bid above
 * what was authorised). An archived claim shows where it was archived from; a completed one, all done.
 */
export function progressSteps(claim: {
  track: ClaimTrack;
  status: ClaimStatus;
  archivedFrom?: ClaimStatus | null;
}): ProgressSteps {
  const steps: ClaimStatus[] = [...TRACK_STATUSES[claim.track]];
  const at = claim.status === 'archived' ? (claim.archivedFrom ?? steps[0] ?? 'registered') : claim.status;
  if (at === 'completed') return { steps, activeStep: steps.length };
  if (!steps.includes(at)) {
    if (at === 'awaiting-bid-authorisation') steps.splice(steps.indexOf('bidding') + 1, 0, at);
    else steps.unshift(at);
  }
  return { steps, activeStep: steps.indexOf(at) };
}

/** Registration plates are kept upper case without spaces ('ab12 cde' → 'AB12CDE'). */
export function normaliseRegistration(registration: string): string {
  return registration.replace(/[\s-]+/g, '').toUpperCase();
}

/** 'AB12CDE' → 'AB12 CDE': current-style UK plates read with a space before the last three characters. */
export function formatRegistration(registration: string): string {
  const plate = normaliseRegistration(registration);
  return /^[A-Z]{2}\d{2}[A-Z]{3}$/.test(plate) ? `${plate.slice(0, 4)} ${plate.slice(4)}` : plate;
}
