import type { ClaimDetailField, ClaimPolicyField, TClaimDetails, TClaimPolicy } from '@fixline/domain';
import type { Insertable } from 'kysely';
import type { ClaimTable } from '../../db/schema.ts';

type DetailColumns = Pick<Insertable<ClaimTable>, ClaimDetailField | ClaimPolicyField>;

/**
 * The detail (and policy) columns of a parsed claim body: fields left out stay out, so an edit changes
 * only what it names.
 */
export function detailColumns(details: Partial<TClaimDetails & TClaimPolicy>): Partial<DetailColumns> {
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined),
  ) as Partial<DetailColumns>;
}
