import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Who holds an upload grant, and so alone may record its key: the signed-in user it was signed for, or,
 * for a driver without an account, the FNOL claim whose upload secret signed it.
 */
export type UploadHolder = { userId: string } | { claimId: string };

/** The grants of this holder, as a `where` on upload_grants. */
export function heldBy(holder: UploadHolder) {
  return (eb: ExpressionBuilder<Database, 'uploadGrants'>) =>
    'userId' in holder
      ? eb('uploadGrants.userId', '=', holder.userId)
      : eb('uploadGrants.claimId', '=', holder.claimId);
}

/** The grant's holder columns, as inserted. */
export const holderColumns = (holder: UploadHolder) =>
  'userId' in holder ? { userId: holder.userId, claimId: null } : { userId: null, claimId: holder.claimId };
