import { type Kysely, sql } from 'kysely';

/**
 * The quotes put to a client for authorisation (request-quote-authorisation, issue 23, decision 0057):
 * the two amounts the claim carries, the lines when the quoter gave them, and the repairer's own quote
 * document (a file of the claim). Kept apart from retail_quotes, which a driver accepts through a link
 * and pays through a provider: the two never stand in for each other. A new quote supersedes the one
 * still awaiting; the client's answer decides it. GET /api/external/quotes/pdf-url draws either kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quotes (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null references claims (id) on delete cascade,
      items jsonb,
      cost integer not null check (cost >= 0),
      cost_repairer integer not null check (cost_repairer >= 0),
      document_id uuid references claim_files (id) on delete set null,
      state text not null default 'awaiting'
        check (state in ('awaiting', 'authorised', 'rejected', 'superseded')),
      decided_at timestamptz,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index quotes_claim_idx on quotes (claim_id, created_at desc);
  `.execute(db);
}
