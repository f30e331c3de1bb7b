import { isSuperAdmin, organisationIdsWith, type Privilege } from '@fixline/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/schema.ts';

const REPAIR_READ: readonly Privilege[] = ['ReadRepairClaims', 'ReadOwnGarageRepairClaims', 'ReadBodyshopClaims'];

export interface AccessOptions {
  /** Super admins only: deleted claims too (the includeDeletedClaims query). */
  includeDeleted?: boolean;
}

/**
 * Who sees a claim (WORKFLOW.md), as a `where` on the claims table: super admins every claim, the
 * owning client organisation, the assigned repairer or bodyshop. Anything else matches no row, so the
 * route answers 404 and ids cannot be probed. Deleted claims only for super admins who ask for them.
 */
export function visibleTo(actor: Actor, options: AccessOptions = {}) {
  const superAdmin = isSuperAdmin(actor);
  const owners = organisationIdsWith(actor, 'ReadClaims');
  const repairers = [...new Set(REPAIR_READ.flatMap((privilege) => organisationIdsWith(actor, privilege)))];

  return (eb: ExpressionBuilder<Database, 'claims'>): Expression<SqlBool> => {
    const reach: Expression<SqlBool>[] = [];
    if (superAdmin) reach.push(eb.val(true));
    if (owners.length > 0) reach.push(eb('claims.clientOrganisationId', 'in', owners));
    if (repairers.length > 0) reach.push(eb('claims.repairerOrganisationId', 'in', repairers));
    const reachable = reach.length > 0 ? eb.or(reach) : eb(sql.lit(false), '=', true);
    if (superAdmin && options.includeDeleted) return reachable;
    return eb.and([reachable, eb('claims.deletedAt', 'is', null)]);
  };
}
