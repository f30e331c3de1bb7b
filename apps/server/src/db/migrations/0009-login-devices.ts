import { type Kysely, sql } from 'kysely';

/**
 * Sign-in attempts remember the trusted device they came from (the id in its device cookie), so a
 * device that signed in before has its own failure budget and an attacker's failures from anywhere
 * else cannot lock its owner out. Indexes serve the three counts: per device, and the last success
 * per account that consecutive failures are counted from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table login_attempts add column device text;
    create index login_attempts_device_idx on login_attempts (device, attempted_at) where device is not null;
    create index login_attempts_success_idx on login_attempts (email, attempted_at) where succeeded;
  `.execute(db);
}
