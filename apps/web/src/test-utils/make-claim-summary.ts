import type { TClaimSummary } from '@fixline/domain';
import { CLIENT_ORGANISATION_ID } from './make-claim.ts';

/** A row of GET /api/claims: the n-th claim, registered, of the client organisation of makeUser(). */
export function makeClaimSummary(n: number, overrides: Partial<TClaimSummary> = {}): TClaimSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    reference: `FX-${String(n).padStart(6, '0')}`,
    status: 'registered',
    track: 'business',
    type: 'repair',
    registration: 'AB12CDE',
    make: 'Ford',
    model: 'Focus',
    customerName: 'Dana Whitfield',
    clientOrganisation: { id: CLIENT_ORGANISATION_ID, name: 'Acme Insurance' },
    repairerOrganisation: null,
    labels: [],
    costs: { cost: null },
    issueRaised: false,
    authorisationDueAt: null,
    incidentDate: '2026-03-01',
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}
