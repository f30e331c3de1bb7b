import { type Kysely, sql } from 'kysely';

/**
 * A claim's pickup data (spec 3 "Pickup data", issue 25): the driver's availability (the days they can
 * bring or hand over the vehicle, a specific day they asked for, how to reach them), the repair date
 * the garage booked, and the driver's answer to it. One row per claim, written by the pickup calls.
 * `location` is where the booked repair happens: the assigned garage, or a bodyshop (pickup/bodyshop).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table claim_pickups (
      claim_id uuid primary key references claims (id) on delete cascade,
      pickup_dates date[] not null default '{}',
      contact text,
      requested_specific_date date,
      date date,
      notify_customer boolean not null default false,
      type text check (type in ('reschedule', 'rearrange')),
      allow_future_date boolean not null default false,
      charge_required boolean not null default false,
      location text check (location in ('garage', 'bodyshop')),
      driver_answer text check (driver_answer in ('accepted', 'rejected')),
      driver_answered_at timestamptz,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
