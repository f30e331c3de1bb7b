import { isSuperAdmin, type OrganisationType, type Privilege } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { forbidden } from '../../http/http-error.ts';

/** What anyone who is not a garage's staff hears from the marketplace's own routes (a super admin, say). */
export const GARAGES_ONLY = 'The marketplace is for repairers and bodyshops';

export interface BiddingOrganisation {
  id: string;
  type: Extract<OrganisationType, 'repairer' | 'bodyshop'>;
}

/** What lets a garage's staff see the marketplace: the same privileges that read its repair claims. */
const MARKETPLACE_READ: readonly Privilege[] = ['ReadRepairClaims', 'ReadBodyshopClaims'];

/**
 * The repairer or bodyshop the actor works the marketplace for. A person in two garages acts for the
 * first of them (the demo has none; docs/marketplace.md names the limit). Null for everyone else.
 */
export function biddingOrganisationOf(actor: Actor, privilege?: Privilege): BiddingOrganisation | null {
  const entry = actor.permissions.find(
    (p) =>
      (p.organisationType === 'repairer' || p.organisationType === 'bodyshop') &&
      p.privileges.some((granted) => (privilege ? granted === privilege : MARKETPLACE_READ.includes(granted))),
  );
  if (!entry || (entry.organisationType !== 'repairer' && entry.organisationType !== 'bodyshop')) return null;
  return { id: entry.organisationId, type: entry.organisationType };
}

/**
 * Whose marketplace a list shows: a garage's (what it is offered), or the platform's (every claim on
 * the marketplace: super admins run it). Anyone else: 403.
 */
export type MarketplaceViewer = BiddingOrganisation | 'platform';

export function requireMarketplaceViewer(actor: Actor): MarketplaceViewer {
  return biddingOrganisationOf(actor) ?? (isSuperAdmin(actor) ? 'platform' : requireBiddingOrganisation(actor));
}

/** The actor's garage, or 403: a route of the marketplace itself, for garages only. */
export function requireBiddingOrganisation(actor: Actor, privilege?: Privilege): BiddingOrganisation {
  const organisation = biddingOrganisationOf(actor, privilege);
  if (!organisation) throw forbidden(GARAGES_ONLY);
  return organisation;
}
