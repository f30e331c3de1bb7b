import type { OrganisationType, Role } from './organisation.ts';

/**
 * Every privilege of spec section 6, grouped as the spec groups them. A closed union: a typo is a
 * type error, and the grant table below is checked against it.
 */
export const PRIVILEGE_GROUPS = {
  organisation: ['CreateOrganisation', 'ReadOrganisations', 'UpdateFnolCode', 'ReadFnolCode', 'ExecuteUserInvite'],
  licencePlate: ['ReadLicencePlate'],
  claims: [
    'ReadClaims',
    'ReadRepairClaims',
    'ReadOwnGarageRepairClaims',
    'ReadBodyshopClaims',
    'UpdateClaimStatus',
    'CreateBid',
    'CreateClaim',
    'UpdateClaim',
    'DeleteClaim',
    'CreateDamage',
    'CreateComment',
    'CreateImage',
    'DeleteImage',
    'ReadClaimsStats',
    'ConfirmPayment',
    'RequestQuoteAuthorisation',
    'RequestBidAuthorisation',
    'RequestFeedback',
    'Reject',
    'ArchiveAll',
    'Rollback',
    'ApproveBodyshopRepair',
    'RaiseIssue',
    'ResolveIssue',
    'OverrideRepairDate',
  ],
  quotes: ['ReadClientQuote', 'ReadRepairerQuote'],
  garages: ['ReadGarages', 'CreateGarages', 'DeleteGarages', 'UpdateGarages', 'CreateSingleGarage'],
  images: ['ReadImages'],
  superAdmin: [
    'ExecuteSuperAdminInvite',
    'SuperAdminUpdateOrgData',
    'SuperAdminUpdateQuote',
    'SuperAdminChangeRepairer',
    'SuperAdminRepairerLocation',
    'SuperAdminLabels',
    'SuperAdminExternalPremia',
    'SuperAdminDeleteClaimComment',
    'SuperAdminViewQuoter',
    'SuperAdminRequestBodyshopApproval',
    'SuperAdminRepairerMetadata',
    'SuperAdminRepairerCapabilities',
    'SuperAdminAccessAllUsers',
    'SuperAdminManualPayments',
    'SuperAdminViewDuplicates',
  ],
  orgUsers: ['ReadOrgUsers', 'WriteOrgUsers'],
} as const;

export type PrivilegeGroup = keyof typeof PRIVILEGE_GROUPS;
export type Privilege = (typeof PRIVILEGE_GROUPS)[PrivilegeGroup][number];
/** Every privilege, as a non-empty tuple so schemas can enumerate it (z.enum). */
export const PRIVILEGES = Object.values(PRIVILEGE_GROUPS).flat() as readonly Privilege[] as readonly [
  Privilege,
  ...Privilege[],
];

const clientUser = [
  'ReadClaims',
  'CreateClaim',
  'UpdateClaim',
  'UpdateClaimStatus',
  'CreateDamage',
  'CreateComment',
  'CreateImage',
  'ReadImages',
  'ReadLicencePlate',
  'ReadClientQuote',
  'ReadFnolCode',
  'ConfirmPayment',
  'RequestFeedback',
  'Reject',
  'RaiseIssue',
] as const satisfies readonly Privilege[];

const repairerUser = [
  'ReadRepairClaims',
  'ReadOwnGarageRepairClaims',
  'UpdateClaimStatus',
  'CreateBid',
  'CreateComment',
  'CreateImage',
  'ReadImages',
  'ReadRepairerQuote',
  'ReadGarages',
  'RaiseIssue',
] as const satisfies readonly Privilege[];

const bodyshopUser = [
  'ReadBodyshopClaims',
  'UpdateClaimStatus',
  'CreateBid',
  'CreateComment',
  'CreateImage',
  'ReadImages',
  'ReadRepairerQuote',
  // A bodyshop works from its sites as a repairer does: the marketplace measures from them (issue 26).
  'ReadGarages',
  'RaiseIssue',
] as const satisfies readonly Privilege[];

/** What an organisation admin adds to its users' privileges, whatever the organisation type. */
const organisationAdmin = [
  'ReadOrganisations',
  'ExecuteUserInvite',
  'ReadOrgUsers',
  'WriteOrgUsers',
] as const satisfies readonly Privilege[];

/**
 * The one grant table: role × organisation type → privileges (docs/product.md). A role an organisation
 * type cannot hold grants nothing.
 */
export const ROLE_PRIVILEGES = {
  platform: { SUPER_ADMIN: PRIVILEGES, ADMIN: [], USER: [] },
  client: {
    SUPER_ADMIN: [],
    ADMIN: [
      ...clientUser,
      ...organisationAdmin,
      'DeleteClaim',
      'DeleteImage',
      'ReadClaimsStats',
      'UpdateFnolCode',
      'ResolveIssue',
      // The platform asks the client's admin to approve a bodyshop's repair (issue 27).
      'ApproveBodyshopRepair',
    ],
    USER: clientUser,
  },
  repairer: {
    SUPER_ADMIN: [],
    ADMIN: [...repairerUser, ...organisationAdmin, 'DeleteImage', 'CreateSingleGarage', 'UpdateGarages'],
    USER: repairerUser,
  },
  bodyshop: {
    SUPER_ADMIN: [],
    ADMIN: [
      ...bodyshopUser,
      ...organisationAdmin,
      'DeleteImage',
      'ApproveBodyshopRepair',
      'CreateSingleGarage',
      'UpdateGarages',
    ],
    USER: bodyshopUser,
  },
} as const satisfies Record<OrganisationType, Record<Role, readonly Privilege[]>>;

export function privilegesFor(type: OrganisationType, role: Role): Privilege[] {
  return [...ROLE_PRIVILEGES[type][role]];
}
