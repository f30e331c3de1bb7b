import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { visibleTo } from '../claims/claim-access.ts';

/**
 * GET /api/claims/lottery/count: the claims within the caller's reach waiting for a draw — still in
 * the marketplace, their bidding window closed, and not one live bid (docs/product.md "Lottery").
 */
export async function countWaitingForDraw(db: Db, actor: Actor, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('claims')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(visibleTo(actor))
    .where('status', '=', 'in-marketplace')
    .where('biddingClosesAt', '<=', now)
    .where(sql<boolean>`not exists (select 1 from bids b where b.claim_id = claims.id and b.state = 'live')`)
    .executeTakeFirstOrThrow();
  return row.count;
}
