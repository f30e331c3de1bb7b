import type { Privilege } from '@fixline/domain';

/** Any of these lets a repairer or bodyshop read the claims assigned to its organisation. */
export const REPAIR_READ = [
  'ReadRepairClaims',
  'ReadOwnGarageRepairClaims',
  'ReadBodyshopClaims',
] as const satisfies readonly Privilege[];

/** Any of these lets a member of staff read claims (each within its reach, see claim-access.ts). */
export const READ_CLAIMS = ['ReadClaims', ...REPAIR_READ] as const;
