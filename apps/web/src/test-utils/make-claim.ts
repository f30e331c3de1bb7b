import type { TClaim } from '@fixline/domain';

export const CLAIM_ID = '00000000-0000-4000-8000-00000000c1a1';
/** The client organisation of makeUser(), so a client user owns this claim. */
export const CLIENT_ORGANISATION_ID = '00000000-0000-4000-8000-000000000001';

/** A claim as GET /api/claims/{id} answers it: registered, on the business track, nothing filled in yet. */
export function makeClaim(overrides: Partial<TClaim> = {}): TClaim {
  return {
    id: CLAIM_ID,
    reference: 'FX-000042',
    status: 'registered',
    track: 'business',
    type: 'repair',
    registration: 'AB12CDE',
    make: null,
    model: null,
    colour: null,
    year: null,
    customerName: null,
    customerEmail: null,
    customerPhone: null,
    addressLine1: null,
    addressLine2: null,
    town: null,
    postcode: null,
    latitude: null,
    longitude: null,
    damageDescription: null,
    incidentDate: null,
    clientOrganisation: { id: CLIENT_ORGANISATION_ID, name: 'Acme Insurance' },
    repairerOrganisation: null,
    labels: [],
    costs: {},
    quoteStripeId: null,
    issue: null,
    archivedFrom: null,
    deletedAt: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    version: 1,
    comments: [],
    history: [],
    images: [],
    thumbnails: [],
    allowedActions: [],
    rollbackTargets: [],
    missing: [],
    ...overrides,
  };
}
