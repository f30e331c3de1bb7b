import type { OrganisationType, Role } from './organisation.ts';
import type { Permissioned } from './permissions.ts';
import { privilegesFor } from './privileges.ts';

/** For the domain's tests: one person in one organisation, with the role's privileges from the grant table. */
export const person = (organisationId: string, organisationType: OrganisationType, role: Role): Permissioned => ({
  permissions: [
    {
      role,
      organisationType,
      organisationId,
      organisationName: '',
      privileges: privilegesFor(organisationType, role),
      capabilities: [],
    },
  ],
});

/** A claim owned by client-1 and assigned to repairer-1. */
export const claimOfParties = { clientOrganisationId: 'client-1', repairerOrganisationId: 'repairer-1' } as const;
