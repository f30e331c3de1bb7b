import { type DriverShare, driverShare } from '@fixline/domain';
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

/** What of a claim's money is the driver's: the columns the domain's driverShare reads. */
export type DriverShareColumns = Pick<Claim, 'id' | 'cost' | 'payer' | 'excess' | 'vatRegistered'>;

/** The driver's share of a claim (decision 0082): the lines, their total, what was paid and what is owed. */
export async function shareOn(db: Db, claim: DriverShareColumns): Promise<DriverShare> {
  return driverShare(claim, await paidOn(db, claim.id));
}

/** What the driver still owes on a claim: the excess (and VAT) of an insured claim, a retail claim's quote, less what was paid. */
export async function owedOn(db: Db, claim: DriverShareColumns): Promise<number> {
  return (await shareOn(db, claim)).owed;
}
