import { type Kysely, sql } from 'kysely';

/**
 * A driver's page whose spec path names an object other than the claim (/quote-accept/{quoteId},
 * /preferred-dates/{quoteId}) needs that object's id to make the link's address again for staff: the
 * link keeps it. No foreign key: the object's table is its own module's, and the token (signed over the
 * row) still opens only its claim.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table driver_links add column subject_id uuid`.execute(db);
}
