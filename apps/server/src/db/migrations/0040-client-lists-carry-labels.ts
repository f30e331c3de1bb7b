import { type Kysely, sql } from 'kysely';

/**
 * A client's list by status and creation (migration 0003) now carries each claim's labels in its
 * leaves (INCLUDE), so a list filtered by a label is counted from the index alone (an index-only scan
 * that checks the label on the entry) instead of visiting each claim of the status on the heap. At a
 * million claims the total of one status and one label took 78–114 ms; from this index, 1–2 ms up to
 * its cap (decision 0073). The keys, and so every plan that used the index, are unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index claims_client_status_created_idx;
    create index claims_client_status_created_idx on claims (client_organisation_id, status, created_at, id)
      include (labels) where deleted_at is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index claims_client_status_created_idx;
    create index claims_client_status_created_idx on claims (client_organisation_id, status, created_at, id)
      where deleted_at is null;
  `.execute(db);
}
