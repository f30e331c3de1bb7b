import { type ClaimStatus, type ClaimTrack, progressSteps } from './claim-status.ts';

/**
 * The driver's tracking socket (namespace /tracking, `auth: { token }`): a claim's status changed. Here,
 * not beside its payload's schema, so the tracking page names it without loading zod.
 */
export const TRACKING_SOCKET = {
  namespace: '/tracking',
  statusChanged: 'tracking:statusChanged',
} as const;

/**
 * The driver's tracking page (issue 24 "Live tracking", /track/{token}): where the claim is in plain
 * words, what happens next, and when it should be done. No staff names, no internal comments.
 */
export const TRACKING_STATUS_TEXT = {
  fnol: { now: 'Your insurer has your report.', next: 'Your insurer checks it and registers the claim.' },
  registered: {
    now: 'Your claim is registered.',
    next: 'The cost of the repair is worked out and approved by your insurer.',
  },
  'awaiting-quote-authorisation': {
    now: 'Your insurer is approving the cost of the repair.',
    next: 'Once approved, garages near you are asked to do the repair.',
  },
  'in-marketplace': {
    now: 'Garages near you are being asked to do the repair.',
    next: 'Garages offer to do it, and the best offer is chosen.',
  },
  bidding: { now: 'Garages are offering to do the repair.', next: 'Your insurer chooses one of them.' },
  'awaiting-bid-authorisation': {
    now: 'Your insurer is approving the chosen garage’s price.',
    next: 'Once approved, the garage contacts you to book your vehicle in.',
  },
  'awaiting-pickup': {
    now: 'A garage has been chosen to repair your vehicle.',
    next: 'The garage contacts you to collect your vehicle or book it in.',
  },
  'in-repair': { now: 'Your vehicle is being repaired.', next: 'The garage tells you when it is ready.' },
  finished: { now: 'The repair is finished.', next: 'The repair is paid for, and you get your vehicle back.' },
  paid: { now: 'The repair is paid for.', next: 'Your claim is closed. You may be asked to rate the repair.' },
  completed: { now: 'Your claim is complete.', next: 'There is nothing more to do. Thank you.' },
  archived: { now: 'Your claim is closed.', next: 'Contact your insurer if you have a question about it.' },
} as const satisfies Record<ClaimStatus, { now: string; next: string }>;

export const TRACKING_MESSAGES = {
  about:
    'Follow your claim here: where it is, who has your vehicle, what happens next and when the repair should be done. This page updates by itself as your claim moves on.',
  noPrediction: 'Not enough claims have gone through these steps yet to predict a date.',
  done: 'Your claim has gone through every step.',
  noGarage: 'No garage has been chosen yet: your vehicle stays with you until then.',
  basis: (claims: number) =>
    `Based on the median time of ${claims} recent ${claims === 1 ? 'claim' : 'claims'} at each step still to come.`,
} as const;

/** The time claims recently spent in a status: its median over the last stays, and how many there were. */
export interface StatusMedian {
  medianSeconds: number | null;
  stays: number;
}

export interface CompletionPrediction {
  /** When the claim should reach the last step of its track. */
  at: Date;
  /** The fewest claims any of the remaining steps' medians was taken from (the basis shown). */
  claims: number;
  /** The statuses the prediction adds up, the current one first. */
  steps: ClaimStatus[];
}

/** The statuses a claim still has to go through before the last step of its track (the current one first). */
export function remainingStatuses(claim: { track: ClaimTrack; status: ClaimStatus }): ClaimStatus[] {
  const { steps, activeStep } = progressSteps(claim);
  // The last step (paid) is where the claim arrives, not a stay to wait through.
  return steps.slice(activeStep, steps.length - 1);
}

/**
 * The predicted completion of a claim: the median stay of each status it has still to go through, the
 * current one less the time it has already been there (never below zero), added to now. Null when it
 * is done, closed, or a remaining step has no finished stays to measure.
 */
export function predictCompletion(
  claim: { track: ClaimTrack; status: ClaimStatus; statusSince: Date },
  medians: Partial<Record<ClaimStatus, StatusMedian>>,
  now: Date,
): CompletionPrediction | null {
  if (claim.status === 'archived' || claim.status === 'completed') return null;
  const steps = remainingStatuses(claim);
  if (steps.length === 0) return null;
  let seconds = 0;
  let claims = Number.POSITIVE_INFINITY;
  for (const [index, status] of steps.entries()) {
    const median = medians[status];
    if (!median || median.medianSeconds === null || median.stays === 0) return null;
    const spent = index === 0 ? Math.max(0, (now.getTime() - claim.statusSince.getTime()) / 1000) : 0;
    seconds += Math.max(0, median.medianSeconds - spent);
    claims = Math.min(claims, median.stays);
  }
  return { at: new Date(now.getTime() + seconds * 1000), claims, steps };
}
