import { describe, expect, it } from 'vitest';
import type { OrganisationType, Role } from './organisation.ts';
import {
  hasAnyCapability,
  hasAnyOrganisationType,
  hasAnyPrivilege,
  hasAnyRole,
  isPermitted,
  organisationIdsOf,
  organisationIdsWith,
  type PermissionEntry,
  type Permissioned,
  passesOrganisationTypeRestriction,
} from './permissions.ts';
import { privilegesFor } from './privileges.ts';

function entry(organisationType: OrganisationType, role: Role, extra: Partial<PermissionEntry> = {}): PermissionEntry {
  return {
    role,
    organisationType,
    organisationId: `${organisationType}-${role}`,
    organisationName: organisationType,
    privileges: privilegesFor(organisationType, role),
    capabilities: [],
    ...extra,
  };
}

const superAdmin: Permissioned = { permissions: [entry('platform', 'SUPER_ADMIN')] };
const clientUser: Permissioned = { permissions: [entry('client', 'USER', { capabilities: ['retail'] })] };
const repairerAdmin: Permissioned = { permissions: [entry('repairer', 'ADMIN', { capabilities: ['ev'] })] };
const twoHats: Permissioned = { permissions: [entry('client', 'USER'), entry('bodyshop', 'ADMIN')] };
const nobody: Permissioned = { permissions: [] };

describe('any privilege match', () => {
  it.each([
    [clientUser, ['ReadClaims'], true],
    [clientUser, ['ReadRepairClaims', 'ReadClaims'], true],
    [clientUser, ['SuperAdminLabels'], false],
    [repairerAdmin, ['ReadRepairClaims'], true],
    [twoHats, ['ReadBodyshopClaims'], true],
    [superAdmin, ['SuperAdminLabels'], true],
    [nobody, ['ReadClaims'], false],
    [clientUser, [], false],
  ] as const)('%# %o', (actor, privileges, expected) => {
    expect(hasAnyPrivilege(actor, privileges)).toBe(expected);
  });
});

describe('any capability match, with the super admin bypass', () => {
  it.each([
    [clientUser, ['retail'], true],
    [clientUser, ['ev'], false],
    [repairerAdmin, ['ev', 'mobile'], true],
    [superAdmin, ['premia'], true],
    [nobody, ['retail'], false],
  ] as const)('%# %o', (actor, capabilities, expected) => {
    expect(hasAnyCapability(actor, capabilities)).toBe(expected);
  });
});

describe('role and organisation type match', () => {
  it.each([
    [superAdmin, ['SUPER_ADMIN'], true],
    [clientUser, ['ADMIN'], false],
    [twoHats, ['ADMIN'], true],
  ] as const)('role %#', (actor, roles, expected) => {
    expect(hasAnyRole(actor, roles)).toBe(expected);
  });
  it.each([
    [clientUser, ['client'], true],
    [clientUser, ['repairer', 'bodyshop'], false],
    [twoHats, ['bodyshop'], true],
    [superAdmin, ['client'], false],
  ] as const)('organisation type %#', (actor, types, expected) => {
    expect(hasAnyOrganisationType(actor, types)).toBe(expected);
  });
});

describe('organisation-type restriction', () => {
  it.each([
    [clientUser, [], true],
    [clientUser, ['client'], true],
    [clientUser, ['repairer'], false],
    [superAdmin, ['repairer'], true],
    [nobody, [], true],
  ] as const)('%# %o', (actor, types, expected) => {
    expect(passesOrganisationTypeRestriction(actor, types)).toBe(expected);
  });
});

describe('isPermitted: shown when any supplied check passes', () => {
  it.each([
    ['no checks, signed in', clientUser, {}, true],
    ['no actor', null, {}, false],
    ['privilege fails, role passes', clientUser, { privileges: ['SuperAdminLabels'], roles: ['USER'] }, true],
    [
      'all supplied checks fail',
      clientUser,
      { privileges: ['SuperAdminLabels'], organisationTypes: ['repairer'] },
      false,
    ],
    ['capability bypass for super admin', superAdmin, { capabilities: ['premia'] }, true],
    ['empty restriction passes', repairerAdmin, { restrictToOrganisationTypes: [] }, true],
    ['restriction fails', repairerAdmin, { restrictToOrganisationTypes: ['client'] }, false],
  ] as const)('%s', (_name, actor, checks, expected) => {
    expect(isPermitted(actor, checks)).toBe(expected);
  });
});

describe('organisation ids', () => {
  it('lists the organisations with a privilege and all of the user’s organisations', () => {
    expect(organisationIdsWith(twoHats, 'ReadBodyshopClaims')).toEqual(['bodyshop-ADMIN']);
    expect(organisationIdsWith(twoHats, 'ReadClaims')).toEqual(['client-USER']);
    expect(organisationIdsOf(twoHats)).toEqual(['client-USER', 'bodyshop-ADMIN']);
  });
});
