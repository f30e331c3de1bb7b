import { type Kysely, sql } from 'kysely';

/**
 * - Sent mail: every mail the product sends, whatever the transport (SMTP, or only this outbox when no
 *   SMTP_URL is set), with its two parts, its delivery state and attempts (decision 0044). Super admins
 *   read it on the Sent mail page, newest first.
 * - Driver links: a driver's key to one page of one claim (decision 0045). Only the token's SHA-256 is
 *   stored; the token itself is recomputed from the row and the server's key when staff copy it again.
 * - Repairer ratings: the driver's stars and comment for a completed claim's repairer, one per claim.
 * - The job queue's own schema (graphile_worker) is not here: graphile-worker migrates it (migrate.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sent_mail (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      claim_id uuid references claims (id) on delete set null,
      status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
      transport text check (transport in ('smtp', 'outbox')),
      attempts integer not null default 0,
      last_error text,
      message_id text,
      -- The moment of the insert, not of its transaction's start: mails queued together keep their order.
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp(),
      sent_at timestamptz
    );
    create index sent_mail_newest_idx on sent_mail (created_at desc, id desc);
    create index sent_mail_claim_idx on sent_mail (claim_id) where claim_id is not null;

    create table driver_links (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null references claims (id) on delete cascade,
      purpose text not null
        check (purpose in ('upload', 'quote', 'dates', 'pickup', 'payment', 'tracking', 'feedback')),
      token_hash text not null unique,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    );
    create index driver_links_claim_idx on driver_links (claim_id, created_at desc);

    create table repairer_ratings (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null unique references claims (id) on delete cascade,
      repairer_organisation_id uuid not null references organisations (id) on delete cascade,
      driver_link_id uuid references driver_links (id) on delete set null,
      stars smallint not null check (stars between 1 and 5),
      comment text,
      created_at timestamptz not null default now()
    );
    create index repairer_ratings_repairer_idx on repairer_ratings (repairer_organisation_id, created_at desc);
  `.execute(db);
}
