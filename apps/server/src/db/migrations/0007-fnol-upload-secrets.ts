import { type Kysely, sql } from 'kysely';

/**
 * - FNOL upload secrets: a driver who reported a claim without an account gets a secret that adds files
 *   to that claim only, until it expires. Only its SHA-256 is kept, so the table gives nobody a secret.
 * - Upload grants are held by a user or, for those uploads, by the claim whose secret signed them.
 *   Numbered 0007: 0006 is the sessions' migration on main.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table fnol_upload_secrets (
      claim_id uuid primary key references claims (id) on delete cascade,
      secret_hash text not null unique,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );

    alter table upload_grants
      alter column user_id drop not null,
      add column claim_id uuid references claims (id) on delete cascade,
      add constraint upload_grants_one_holder check ((user_id is null) <> (claim_id is null));
    create index upload_grants_claim_idx on upload_grants (claim_id) where claim_id is not null;
  `.execute(db);
}
