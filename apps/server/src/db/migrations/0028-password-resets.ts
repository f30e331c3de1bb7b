import { type Kysely, sql } from 'kysely';

/**
 * "Forgot password?" links (issue 26): only the token's SHA-256 is kept, as for invitations, so a copy of
 * the table resets no password. A link works once (used_at) until it expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table password_resets (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index password_resets_user_idx on password_resets (user_id) where used_at is null;
  `.execute(db);
}
