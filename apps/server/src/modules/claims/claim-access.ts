import { isSuperAdmin, organisationIdsWith } from '@fixline/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/schema.ts';
import { REPAIR_READ } from './read-claims.ts';

export interface AccessOptions {
  /** Super admins only: deleted claims too (the includeDeletedClaims query). */
  includeDeleted?: boolean;
}

/** Whose claims an actor reads (docs/product.md): every claim, its client organisations', its assigned ones. */
export interface ClaimReach {
  all: boolean;
  owners: string[];
  repairers: string[];
}

export function claimReach(actor: Actor): ClaimReach {
  return {
    all: isSuperAdmin(actor),
    owners: organisationIdsWith(actor, 'ReadClaims'),
    repairers: [...new Set(REPAIR_READ.flatMap((privilege) => organisationIdsWith(actor, privilege)))],
  };
}

/** A stable key for caching what one reach sees: users of the same organisations share it. */
export function reachKey(reach: ClaimReach): string {
  if (reach.all) return 'all';
  return `o:${[...reach.owners].sort().join(',')}|r:${[...reach.repairers].sort().join(',')}`;
}

/**
 * The reach as a `where` on a table with the claim's two organisation columns: claims itself, or the
 * claim_counts kept beside it. Out of reach matches no row, so a route answers 404 and ids cannot be probed.
 */
export function inReach(reach: ClaimReach, table: 'claims' | 'claimCounts' = 'claims') {
  // Both tables name the organisation columns alike; the builder is typed on claims for the references.
  return (builder: ExpressionBuilder<Database, 'claims'> | ExpressionBuilder<Database, 'claimCounts'>) => {
    const eb = builder as ExpressionBuilder<Database, 'claims'>;
    const column = (name: 'clientOrganisationId' | 'repairerOrganisationId') =>
      `${table}.${name}` as `claims.${typeof name}`;
    const ways: Expression<SqlBool>[] = [];
    if (reach.all) ways.push(eb.val(true));
    if (reach.owners.length > 0) ways.push(eb(column('clientOrganisationId'), 'in', reach.owners));
    if (reach.repairers.length > 0) ways.push(eb(column('repairerOrganisationId'), 'in', reach.repairers));
    return ways.length > 0 ? eb.or(ways) : eb(sql.lit(false), '=', true);
  };
}

/**
 * Who sees a claim, as a `where` on the claims table: its reach, and deleted claims only for super
 * admins who ask for them.
 */
export function visibleTo(actor: Actor, options: AccessOptions = {}) {
  return visibleWithin(claimReach(actor), options);
}

/** `visibleTo` for a reach already worked out. */
export function visibleWithin(reach: ClaimReach, options: AccessOptions = {}) {
  return (eb: ExpressionBuilder<Database, 'claims'>): Expression<SqlBool> => {
    const reachable = inReach(reach)(eb);
    if (reach.all && options.includeDeleted) return reachable;
    return eb.and([reachable, eb('claims.deletedAt', 'is', null)]);
  };
}

/** What `visibleWithin` depends on, as a key: the same key, the same filter. */
export function visibilityKey(reach: ClaimReach, options: AccessOptions = {}): string {
  return reach.all && options.includeDeleted ? 'all+deleted' : reachKey(reach);
}
