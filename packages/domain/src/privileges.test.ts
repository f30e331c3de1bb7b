import { describe, expect, it } from 'vitest';
import { ORGANISATION_TYPES, ROLES, ROLES_BY_ORGANISATION_TYPE } from './organisation.ts';
import { PRIVILEGES, privilegesFor, ROLE_PRIVILEGES } from './privileges.ts';

describe('the grant table', () => {
  it('gives a super admin every privilege and nothing to roles an organisation type cannot hold', () => {
    expect(privilegesFor('platform', 'SUPER_ADMIN')).toEqual(PRIVILEGES);
    for (const type of ORGANISATION_TYPES) {
      for (const role of ROLES) {
        const allowed = (ROLES_BY_ORGANISATION_TYPE[type] as readonly string[]).includes(role);
        if (!allowed) expect(privilegesFor(type, role), `${type} ${role}`).toEqual([]);
      }
    }
  });

  it('gives an organisation admin everything its users have, and more', () => {
    for (const type of ['client', 'repairer', 'bodyshop'] as const) {
      const admin = privilegesFor(type, 'ADMIN');
      expect(
        privilegesFor(type, 'USER').every((p) => admin.includes(p)),
        type,
      ).toBe(true);
      expect(admin).toEqual(expect.arrayContaining(['ExecuteUserInvite', 'ReadOrgUsers', 'WriteOrgUsers']));
    }
  });

  it('keeps super-admin privileges on the platform only', () => {
    for (const type of ['client', 'repairer', 'bodyshop'] as const) {
      for (const role of ['ADMIN', 'USER'] as const) {
        const granted: readonly string[] = ROLE_PRIVILEGES[type][role];
        expect(granted.filter((p) => p.startsWith('SuperAdmin') || p === 'ExecuteSuperAdminInvite')).toEqual([]);
      }
    }
  });

  it('lists no privilege twice', () => {
    expect(new Set(PRIVILEGES).size).toBe(PRIVILEGES.length);
    for (const type of ORGANISATION_TYPES) {
      for (const role of ROLES) {
        const granted = ROLE_PRIVILEGES[type][role];
        expect(new Set(granted).size, `${type} ${role}`).toBe(granted.length);
      }
    }
  });

  it('keeps claim reading apart: clients read claims, repairers repair claims, bodyshops bodyshop claims', () => {
    expect(privilegesFor('client', 'USER')).toContain('ReadClaims');
    expect(privilegesFor('client', 'USER')).not.toContain('ReadRepairClaims');
    expect(privilegesFor('repairer', 'USER')).toContain('ReadRepairClaims');
    expect(privilegesFor('repairer', 'USER')).not.toContain('ReadClaims');
    expect(privilegesFor('bodyshop', 'USER')).toEqual(expect.arrayContaining(['ReadBodyshopClaims']));
    expect(privilegesFor('bodyshop', 'USER')).not.toContain('ReadClaims');
  });
});
