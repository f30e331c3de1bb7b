import { type Kysely, sql } from 'kysely';

/**
 * Outbound webhooks (issue 27, decision 0060): an organisation's endpoints with the events they take and
 * their signing secret, and one delivery per message and endpoint, sent by the job queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id) on delete cascade,
      url text not null,
      events text[] not null,
      secret text not null,
      description text,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index webhook_endpoints_organisation on webhook_endpoints (organisation_id);

    create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
      message_id text not null,
      event_type text not null,
      claim_id uuid not null references claims (id) on delete cascade,
      payload jsonb not null,
      status text not null default 'queued' check (status in ('queued', 'delivered', 'failed')),
      attempts int not null default 0,
      last_status_code int,
      last_error text,
      created_at timestamptz not null default now(),
      delivered_at timestamptz
    );
    create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc);
  `.execute(db);
}
