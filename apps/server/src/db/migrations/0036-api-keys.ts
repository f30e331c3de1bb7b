import { type Kysely, sql } from 'kysely';

/**
 * Organisation API keys (issue 27, decision 0064). A key acts through a user of its own (kind 'api-key'),
 * so everything a key does is written down by its name, as a person's work is by theirs; that user has
 * no password anyone knows, no permission row and no session. Only the SHA-256 of a secret is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column kind text not null default 'person' check (kind in ('person', 'api-key'));

    create table api_keys (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id) on delete cascade,
      user_id uuid not null unique references users (id) on delete cascade,
      name text not null,
      scopes text[] not null,
      prefix text not null,
      secret_hash text not null unique,
      old_secret_hash text unique,
      old_secret_ends_at timestamptz,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    create index api_keys_organisation on api_keys (organisation_id, created_at);
  `.execute(db);
}
