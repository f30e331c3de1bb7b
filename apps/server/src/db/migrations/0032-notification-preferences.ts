import { type Kysely, sql } from 'kysely';

/**
 * A person's choice of channels per event type (issue 26, decision 0059). Only choices are stored: a type
 * without a row gets the defaults (packages/domain/src/notification-preferences.ts), so a new event type
 * reaches everyone as the defaults say, with no backfill.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_preferences (
      user_id uuid not null references users (id) on delete cascade,
      type text not null,
      in_app boolean not null,
      push boolean not null,
      mail boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, type)
    );
  `.execute(db);
}
