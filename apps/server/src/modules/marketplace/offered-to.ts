import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/schema.ts';
import { biddingOrganisationOf } from './bidding-organisation.ts';
import { nearestGarage, offeredTo, onMarketplace } from './eligibility.ts';

/**
 * A `where` on the claims table: the claim is on the marketplace and offered to the actor's garage.
 * What a claim's readers may do through it is the marketplace bidder's narrow view (photos only).
 */
export function onMarketplaceFor(actor: Actor) {
  const organisation = biddingOrganisationOf(actor);
  return (eb: ExpressionBuilder<Database, 'claims'>): Expression<SqlBool> => {
    if (!organisation) return eb.val(false);
    return sql<SqlBool>`exists (
      select 1 from claims c
      join organisations o on o.id = ${organisation.id}
      ${nearestGarage}
      where c.id = claims.id and ${onMarketplace} and ${offeredTo}
    )`;
  };
}
