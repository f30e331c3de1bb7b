import { type Kysely, sql } from 'kysely';

/**
 * - Upload grants: every object key the server signs an upload for, with whom it was issued to, the
 *   content type and exact size signed, and until when it may be recorded. Recording marks it used,
 *   so a key is recorded once and only by its holder. A thumbnail's grant names its original.
 * - Claim files: the photos, documents and videos recorded on a claim, with the objects' keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table upload_grants (
      key text primary key,
      user_id uuid not null references users (id) on delete cascade,
      content_type text not null,
      size bigint not null,
      original_key text references upload_grants (key) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index upload_grants_original_idx on upload_grants (original_key) where original_key is not null;
    create index upload_grants_unused_idx on upload_grants (expires_at) where used_at is null;

    create table claim_files (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null references claims (id) on delete cascade,
      s3_key text not null unique,
      thumbnail_key text unique,
      content_type text not null,
      name text not null,
      size bigint not null,
      uploaded_by uuid references users (id) on delete set null,
      uploaded_by_name text not null,
      created_at timestamptz not null default now()
    );
    create index claim_files_claim_idx on claim_files (claim_id, created_at, id);
  `.execute(db);
}
