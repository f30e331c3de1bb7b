import { type Kysely, sql } from 'kysely';

/**
 * The marketplace (issue 23):
 * - Garages: an organisation's sites, with coordinates and the radius they serve. Eligibility and
 *   distances measure from them (docs/product.md "Garages and distance").
 * - Claims: what the repair needs (capabilities), when the claim entered the marketplace and when its
 *   bidding window closes (fixed on entry, so a later change of the client's setting moves no deadline),
 *   the bid chosen while its authorisation is asked for, and the costs that authorisation would set.
 * - Bids: one row per organisation and claim (the unique key makes "one live bid per organisation" a
 *   fact of the table, not of the code); withdrawing or losing changes its state, never deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Great-circle distance in km (haversine). Plain SQL and immutable, so the planner inlines it.
    create function distance_km(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
    returns double precision language sql immutable parallel safe as $$
      select 12742 * asin(sqrt(
        sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lon2 - lon1) / 2) ^ 2
      ))
    $$;

    create table garages (
      id uuid primary key default gen_random_uuid(),
      organisation_id uuid not null references organisations (id) on delete cascade,
      name text not null,
      address_line1 text,
      town text,
      postcode text,
      phone text,
      latitude double precision not null check (latitude between -90 and 90),
      longitude double precision not null check (longitude between -180 and 180),
      service_radius_km double precision not null default 40 check (service_radius_km > 0 and service_radius_km <= 1000),
      created_at timestamptz not null default now(),
      unique (organisation_id, name)
    );
    create index garages_organisation_idx on garages (organisation_id);

    alter table claims
      add column needs text[] not null default '{}',
      add column entered_marketplace_at timestamptz,
      add column bidding_closes_at timestamptz,
      add column chosen_bid_id uuid,
      add column proposed_cost integer,
      add column proposed_cost_repairer integer;
    -- A garage's marketplace starts from each of its sites: the claims on the marketplace inside the box
    -- around the site's reach (a 2-D index search), and those with no location yet. Each index carries
    -- what the list filters and sorts on, so a page is chosen from the index alone and only its rows are read.
    create index claims_marketplace_place_idx on claims using gist (point(longitude, latitude))
      include (id, type, needs, latitude, longitude, entered_marketplace_at, bidding_closes_at)
      where status in ('in-marketplace', 'bidding') and deleted_at is null;
    create index claims_marketplace_unplaced_idx on claims (id)
      include (type, needs, entered_marketplace_at, bidding_closes_at)
      where status in ('in-marketplace', 'bidding') and deleted_at is null and (latitude is null or longitude is null);

    create table bids (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null references claims (id) on delete cascade,
      organisation_id uuid not null references organisations (id) on delete cascade,
      state text not null default 'live' check (state in ('live', 'withdrawn', 'chosen', 'lost')),
      amount integer not null check (amount > 0),
      earliest_start_date date not null,
      repair_days integer not null check (repair_days > 0),
      note text,
      document_id uuid references claim_files (id) on delete set null,
      valid_until date not null,
      placed_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (claim_id, organisation_id)
    );
    create index bids_organisation_idx on bids (organisation_id, updated_at desc);
    alter table claims add constraint claims_chosen_bid_fk foreign key (chosen_bid_id) references bids (id) on delete set null;
  `.execute(db);
}
