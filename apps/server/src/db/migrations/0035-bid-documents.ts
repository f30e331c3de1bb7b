import { type Kysely, sql } from 'kysely';

/**
 * A bidder's own document (issue 23, decision 0062): a garage the claim is offered to may put its quote
 * on the claim for its bid. Such a file belongs to that organisation's bid: it, the client and the
 * platform read it; no other garage does, not even the one chosen later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table claim_files
      add column bid_organisation_id uuid references organisations (id) on delete cascade;
  `.execute(db);
}
