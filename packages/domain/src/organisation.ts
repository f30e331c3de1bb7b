/** Organisation types, roles and capabilities: WORKFLOW.md "Organisations and people". */
export const ORGANISATION_TYPES = ['platform', 'client', 'repairer', 'bodyshop'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'USER'] as const;
export type Role = (typeof ROLES)[number];

/** Organisation-level feature flags and skills, set by super admins. */
export const CAPABILITIES = [
  'retail',
  'marketplace',
  'premia',
  'mechanical',
  'bodywork',
  'ev',
  'mobile',
  'diagnostics',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** How roles and organisation types read on screen. */
export const ROLE_LABELS = {
  SUPER_ADMIN: 'Super admin',
  ADMIN: 'Admin',
  USER: 'User',
} as const satisfies Record<Role, string>;
export const ORGANISATION_TYPE_LABELS = {
  platform: 'Platform',
  client: 'Client',
  repairer: 'Repairer',
  bodyshop: 'Bodyshop',
} as const satisfies Record<OrganisationType, string>;

/** Which roles an organisation of each type can hold: SUPER_ADMIN only exists on the platform. */
export const ROLES_BY_ORGANISATION_TYPE = {
  platform: ['SUPER_ADMIN'],
  client: ['ADMIN', 'USER'],
  repairer: ['ADMIN', 'USER'],
  bodyshop: ['ADMIN', 'USER'],
} as const satisfies Record<OrganisationType, readonly Role[]>;

export function isRoleAllowed(type: OrganisationType, role: Role): boolean {
  return (ROLES_BY_ORGANISATION_TYPE[type] as readonly Role[]).includes(role);
}
