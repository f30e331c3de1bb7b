import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';

/** What the claim's payments came to, tips left out (pence). */
export async function paidOn(db: Db, claimId: string): Promise<number> {
  const row = await db
    .selectFrom('claimPayments')
    .select(sql<number>`coalesce(sum(amount - tip), 0)::int`.as('paid'))
    .where('claimId', '=', claimId)
    .executeTakeFirstOrThrow();
  return row.paid;
}

/** What is still owed on a claim: its cost (the client's, or the driver's accepted quote) less what was paid. */
export async function owedOn(db: Db, claim: Pick<Claim, 'id' | 'cost'>): Promise<number> {
  return Math.max(0, (claim.cost ?? 0) - (await paidOn(db, claim.id)));
}
