import { type Kysely, sql } from 'kysely';

/**
 * One acceptance per claim and bodyshop (decision 0061): when a claim moves to another bodyshop, its
 * driver signs a new agreement with that one, and the earlier signature stays on record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table bodyshop_agreements drop constraint bodyshop_agreements_claim_id_key;
    alter table bodyshop_agreements add constraint bodyshop_agreements_claim_bodyshop_key
      unique (claim_id, bodyshop_organisation_id);
  `.execute(db);
}
