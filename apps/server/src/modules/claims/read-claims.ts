/** Any of these lets a member of staff read claims (each within its reach, see claim-access.ts). */
export const READ_CLAIMS = [
  'ReadClaims',
  'ReadRepairClaims',
  'ReadOwnGarageRepairClaims',
  'ReadBodyshopClaims',
] as const;
