import type { ClaimStatus } from './claim-status.ts';

/**
 * Authorisation deadlines (issue 23, decision 0056): a claim waiting for its client to authorise a quote
 * or a bid must be answered within the client's setting (organisation settings, default 2 UK working
 * days). Half way, the client is reminded; past the deadline, the claim is escalated to the client's
 * admins and shows as overdue in lists, on the dashboard and on the claim page.
 */
export const AUTHORISATION_STATUSES = ['awaiting-quote-authorisation', 'awaiting-bid-authorisation'] as const;
export type AuthorisationStatus = (typeof AUTHORISATION_STATUSES)[number];

export function awaitsAuthorisation(status: ClaimStatus): status is AuthorisationStatus {
  return (AUTHORISATION_STATUSES as readonly ClaimStatus[]).includes(status);
}

/** Whether a claim's authorisation deadline (ISO time, or null when it has none) has passed. */
export function authorisationOverdue(dueAt: string | null, now: Date = new Date()): boolean {
  return dueAt !== null && new Date(dueAt).getTime() <= now.getTime();
}

export const AUTHORISATION_DEADLINE_TEXT = {
  overdue: 'Overdue',
  escalated: (admins: number) =>
    `Authorisation overdue: escalated to the client's ${admins === 1 ? 'admin' : `${admins} admins`}`,
} as const;
