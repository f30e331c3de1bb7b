import {
  isSuperAdmin,
  organisationIdsOf,
  organisationIdsWith,
  type Privilege,
  type TClaimSummary,
  type TInvitation,
  type TOrganisationSummary,
  type TUser,
} from '@fixline/domain';
import type { ActorModel } from './actors.ts';
import type { Fixtures } from './fixtures.ts';

/**
 * Collections are object level too: every item a list answers must be one its reader may reach
 * (docs/product.md "Who sees a claim"; users and organisations of one's own organisations). Each list
 * names, per item, the organisations that make it reachable; the reader must hold one of them.
 */
interface ListReach {
  path: string;
  /** Per item: the organisation keys' ids through which someone may reach it. */
  items(body: unknown): string[][];
  /** The organisation ids through which the actor reaches items (null: all of them). */
  reach(who: ActorModel, fx: Fixtures): string[] | null;
}

const REPAIR_READ: Privilege[] = ['ReadRepairClaims', 'ReadOwnGarageRepairClaims', 'ReadBodyshopClaims'];
const ids = (who: ActorModel, fx: Fixtures, privileges: Privilege[]) =>
  isSuperAdmin(who) ? null : privileges.flatMap((privilege) => organisationIdsWith(who, privilege).map(fx.org));

/** A claim is reached through its owner (ReadClaims) or its assignee (a repair read privilege). */
function claimReach(who: ActorModel, fx: Fixtures): string[] | null {
  if (isSuperAdmin(who)) return null;
  return [...(ids(who, fx, ['ReadClaims']) ?? []), ...(ids(who, fx, REPAIR_READ) ?? [])];
}

const claims = (path: string): ListReach => ({
  path,
  items: (body) =>
    (body as TClaimSummary[]).map((claim) => [
      claim.clientOrganisation.id,
      ...(claim.repairerOrganisation ? [claim.repairerOrganisation.id] : []),
    ]),
  reach: claimReach,
});

export const LIST_REACH: Record<string, ListReach> = {
  'GET /api/claims': claims('/api/claims?pageSize=100'),
  'GET /api/claims/raised-issues': claims('/api/claims/raised-issues?pageSize=100'),
  'GET /api/claims/requiring-attention': claims('/api/claims/requiring-attention'),
  'GET /api/users': {
    path: '/api/users?limit=500',
    items: (body) => (body as TUser[]).map((user) => user.organisationsIds),
    reach: (who, fx) => ids(who, fx, ['ReadOrgUsers', 'WriteOrgUsers', 'SuperAdminAccessAllUsers']),
  },
  'GET /api/organisations': {
    path: '/api/organisations',
    items: (body) => (body as TOrganisationSummary[]).map((organisation) => [organisation.id]),
    reach: (who, fx) => (isSuperAdmin(who) ? null : organisationIdsOf(who).map(fx.org)),
  },
  'GET /api/organisations/directory': {
    path: '/api/organisations/directory',
    items: (body) => (body as TOrganisationSummary[]).map((organisation) => [organisation.id]),
    reach: (who, fx) => ids(who, fx, ['ReadOrganisations', 'ExecuteUserInvite']),
  },
  'GET /api/users/invitations': {
    path: '/api/users/invitations',
    items: (body) => (body as TInvitation[]).map((invitation) => [invitation.organisationId]),
    reach: (who, fx) => ids(who, fx, ['ExecuteUserInvite', 'ExecuteSuperAdminInvite']),
  },
};
