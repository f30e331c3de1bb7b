import { randomUUID } from 'node:crypto';
import type { Fixtures } from './fixtures.ts';

/**
 * Fields a caller could try to set to widen their reach or skip a step (OWASP API3): whose it is, who
 * someone is, what they may do, where the claim stands, what it costs. Each with a value worth trying.
 */
export const FORBIDDEN_FIELDS: Record<string, (fx: Fixtures) => unknown> = {
  id: () => randomUUID(),
  organisationId: (fx) => fx.org('client2'),
  organisationsIds: (fx) => [fx.org('client2')],
  clientOrganisationId: (fx) => fx.org('client2'),
  repairerOrganisationId: (fx) => fx.org('repairer2'),
  role: () => 'SUPER_ADMIN',
  privileges: () => ['SuperAdminAccessAllUsers'],
  permissions: (fx) => [{ role: 'SUPER_ADMIN', organisationId: fx.org('platform') }],
  status: () => 'paid',
  cost: () => 1,
  costRepairer: () => 1,
  costs: () => ({ cost: 1, costRepairer: 1 }),
  track: () => 'marketplace',
  labels: () => ['Priority'],
  deletedAt: () => null,
  disabled: () => false,
  requiredPasswordChange: () => false,
  userId: (fx) => fx.accountId('superadmin@fixline.test'),
  authorId: (fx) => fx.accountId('superadmin@fixline.test'),
  uploadedBy: (fx) => fx.accountId('superadmin@fixline.test'),
  createdBy: (fx) => fx.accountId('superadmin@fixline.test'),
  // Only a claim from the client's own system may be returned to it (issue 27): no caller names one so.
  premiaReference: () => 'PRM-FORGED-1',
  bodyshopApprovalRequestedAt: () => new Date().toISOString(),
};

/** A route that does take one of those fields, sent by someone who may call the route but not set the field so. */
export interface MayNotCase {
  route: string;
  actor: string;
  field: string;
  value: (fx: Fixtures) => unknown;
  status: number;
}

type Attempt = [actor: string, field: string, value: (fx: Fixtures) => unknown, status: number];

const ATTEMPTS: Record<string, Attempt[]> = {
  // Only the platform names the owner, assigns a repairer or chooses the marketplace track (create-claim.ts).
  'POST /api/claims': [
    ['client', 'clientOrganisationId', (fx) => fx.org('client2'), 403],
    ['client', 'repairerOrganisationId', (fx) => fx.org('repairer'), 403],
    ['client', 'track', () => 'marketplace', 403],
    // The client's own system names it, with its API key (decision 0064); its people do not.
    ['client', 'premiaReference', () => 'PRM-FORGED-1', 403],
  ],
  // An admin invites into their own organisation only (another is 404), and never as super admin.
  'POST /api/users/invite': [
    ['client.admin', 'organisationId', (fx) => fx.org('client2'), 404],
    ['client.admin', 'organisationId', (fx) => fx.org('platform'), 404],
    ['repairer.admin', 'organisationId', (fx) => fx.org('client'), 404],
    ['client.admin', 'role', () => 'SUPER_ADMIN', 400],
  ],
  // An admin changes roles within their own organisation only (another is 404), never to super admin.
  'PUT /api/users/role/:id': [
    ['client.admin', 'organisationId', (fx) => fx.org('client2'), 404],
    ['repairer.admin', 'organisationId', (fx) => fx.org('platform'), 404],
    ['client.admin', 'role', () => 'SUPER_ADMIN', 400],
  ],
  // The owner approves the repairer the marketplace chose; only the platform names another.
  'POST /api/claims/:id/approve-for-repair': [['client', 'repairerOrganisationId', (fx) => fx.org('repairer2'), 403]],
  // Costs are the platform's to set (the quoter), neither the client's nor the repairer's.
  'POST /api/claims/:id/request-quote-authorisation': [
    ['client.admin', 'cost', () => 1, 403],
    ['repairer', 'costRepairer', () => 5_000_000, 403],
  ],
  // A bid's authorisation sets new costs: the platform asks, neither the client nor the bidder.
  'POST /api/claims/:id/request-bid-authorisation': [
    ['client.admin', 'cost', () => 1, 403],
    ['repairer', 'costRepairer', () => 5_000_000, 403],
  ],
  // A retail quote's costs are the platform's too (SuperAdminUpdateQuote, RequestQuoteAuthorisation).
  ...Object.fromEntries(
    ['add-retail-quote', 'add-simple-retail-quote', 'add-complex-retail-quote'].map((call) => [
      `POST /api/claims/:id/${call}`,
      [
        ['client.admin', 'cost', () => 1, 403],
        ['repairer', 'costRepairer', () => 5_000_000, 403],
      ] satisfies Attempt[],
    ]),
  ),
  'POST /api/claims/:id/request-quote-authorisation/retail': [['repairer', 'costRepairer', () => 5_000_000, 403]],
  // Only the platform gives a job to another garage; the garage itself cannot hand it on.
  'PUT /api/claims/:id/change-repairer': [['repairer', 'repairerOrganisationId', (fx) => fx.org('repairer2'), 403]],
  // A garage's admin creates garages of its own organisation only: another is 404, garage or not.
  'POST /api/garages': [
    ['repairer.admin', 'organisationId', (fx) => fx.org('repairer2'), 404],
    ['repairer.admin', 'organisationId', (fx) => fx.org('client2'), 404],
  ],
  // Only the platform moves a claim back to an earlier status.
  'POST /api/claims/:id/rollback': [['client.admin', 'status', () => 'registered', 403]],
};

export const MAY_NOT: readonly MayNotCase[] = Object.entries(ATTEMPTS).flatMap(([route, attempts]) =>
  attempts.map(([actor, field, value, status]) => ({ route, actor, field, value, status })),
);
