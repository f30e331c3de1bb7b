import type { TNotification } from '@fixline/domain';
import { CLAIM_ID } from './make-claim.ts';

/** The n-th unread notification: claim status changed to In Repair on AB12CDE, n minutes before the test's now. */
export function makeNotification(n: number, overrides: Partial<TNotification> = {}): TNotification {
  return {
    id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    type: 'ClaimStatusUpdated',
    registration: 'AB12CDE',
    claimId: CLAIM_ID,
    date: new Date(Date.now() - n * 60_000).toISOString(),
    read: false,
    payload: { status: 'in-repair', user: 'Ravi Singh' },
    ...overrides,
  };
}
