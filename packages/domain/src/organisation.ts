/** Organisation types, roles and capabilities: docs/product.md "Organisations and people". */
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

/** The skills of repairers and bodyshops: what a claim may need of whoever repairs it. */
export const REPAIR_CAPABILITIES = [
  'mechanical',
  'bodywork',
  'ev',
  'mobile',
  'diagnostics',
] as const satisfies readonly Capability[];
export type RepairCapability = (typeof REPAIR_CAPABILITIES)[number];
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

/** Which capabilities an organisation of each type can hold (docs/product.md); the platform holds none. */
export const CAPABILITIES_BY_ORGANISATION_TYPE = {
  platform: [],
  client: ['retail', 'marketplace', 'premia'],
  repairer: ['mechanical', 'bodywork', 'ev', 'mobile', 'diagnostics'],
  bodyshop: ['mechanical', 'bodywork', 'ev', 'mobile', 'diagnostics'],
} as const satisfies Record<OrganisationType, readonly Capability[]>;

export function capabilitiesFor(type: OrganisationType): readonly Capability[] {
  return CAPABILITIES_BY_ORGANISATION_TYPE[type];
}

export const CAPABILITY_LABELS = {
  retail: 'Retail',
  marketplace: 'Marketplace',
  premia: 'Premia',
  mechanical: 'Mechanical',
  bodywork: 'Bodywork',
  ev: 'Electric vehicles',
  mobile: 'Mobile repairs',
  diagnostics: 'Diagnostics',
} as const satisfies Record<Capability, string>;

/**
 * An organisation's settings that later work reads (the marketplace, authorisation, distances): their
 * defaults, the database's too (migration 0015), and the ranges the server and the form accept.
 */
export const ORGANISATION_SETTINGS = {
  biddingWindowHours: { label: 'Marketplace bidding window (hours)', default: 48, min: 1, max: 336 },
  authorisationDeadlineDays: { label: 'Authorisation deadline (UK working days)', default: 2, min: 1, max: 20 },
  serviceRadiusKm: { label: 'Default service radius (km)', default: 40, min: 1, max: 500 },
} as const;
export type OrganisationSetting = keyof typeof ORGANISATION_SETTINGS;
