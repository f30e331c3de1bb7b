import { type Kysely, sql } from 'kysely';

/**
 * Marketplace offers (issue 23, decision 0065): one row per claim on the marketplace and organisation
 * it is offered to, with the distance to that organisation's nearest garage that reaches it. A garage's
 * list and its Repair-home badge read a page of this table by index, instead of measuring every claim
 * in reach on every request (15 ms of CPU each at 100,000 claims; bench/marketplace).
 *
 * Who is offered what (docs/product.md "Who sees a claim") is stated once, in the two functions below,
 * the database's half of `offeredTo` in modules/marketplace/policy.ts, the module's one home for its
 * access rules; the live single-claim checks (bids, the claim page, the draw) call them through it. Triggers keep the table true
 * whatever writes the claim, garage or organisation — the API, the seed, a bulk load.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The kind of work and the capabilities: bodyshop work goes to bodyshops, the rest to repairers, and
    -- the organisation must have every capability the claim needs.
    create function marketplace_suits(claim_type text, claim_needs text[], organisation_type text, organisation_capabilities text[])
    returns boolean language sql immutable parallel safe as $$
      select organisation_type = case when claim_type = 'bodyshop' then 'bodyshop' else 'repairer' end
        and claim_needs <@ organisation_capabilities
    $$;

    -- Km from a place to the nearest of the organisation's garages whose service radius reaches it; null
    -- when none does, or when there is no place (such a claim is offered to every suitable organisation).
    create function marketplace_reach_km(at_latitude double precision, at_longitude double precision, of_organisation uuid)
    returns double precision language sql stable parallel safe as $$
      select min(distance_km(at_latitude, at_longitude, g.latitude, g.longitude))
      from garages g
      where g.organisation_id = of_organisation
        and distance_km(at_latitude, at_longitude, g.latitude, g.longitude) <= g.service_radius_km
    $$;

    create table marketplace_offers (
      organisation_id uuid not null references organisations (id) on delete cascade,
      claim_id uuid not null references claims (id) on delete cascade,
      km double precision,
      type text not null,
      needs text[] not null,
      entered_marketplace_at timestamptz,
      bidding_closes_at timestamptz,
      primary key (organisation_id, claim_id)
    );
    -- One index per sort of the list (list-marketplace.ts ORDER), so a page is the index's next 25 entries.
    create index marketplace_offers_distance_idx
      on marketplace_offers (organisation_id, km asc nulls last, entered_marketplace_at desc, claim_id);
    create index marketplace_offers_newest_idx
      on marketplace_offers (organisation_id, entered_marketplace_at desc nulls last, claim_id);
    create index marketplace_offers_closing_idx
      on marketplace_offers (organisation_id, bidding_closes_at asc nulls last, claim_id);
    create index marketplace_offers_claim_idx on marketplace_offers (claim_id);

    -- A claim's offers, computed again from its row as written (never read back, so a bulk insert's
    -- trigger reads no claim). A shared lock against refresh_organisation_offers: whichever of the two
    -- commits second sees what the first wrote, so a claim entering the marketplace while a garage
    -- moves is never left with the garage's old reach. Each call is planned for its own values: a plan
    -- kept from when the table was small would scan it whole on every call of a bulk load.
    create function refresh_claim_offers(c claims) returns void language plpgsql
    set plan_cache_mode = force_custom_plan as $$
    begin
      perform pg_advisory_xact_lock_shared(hashtext('marketplace_offers'));
      delete from marketplace_offers where claim_id = c.id;
      if c.status in ('in-marketplace', 'bidding') and c.deleted_at is null then
        insert into marketplace_offers (organisation_id, claim_id, km, type, needs, entered_marketplace_at, bidding_closes_at)
        select o.id, c.id, r.km, c.type, c.needs, c.entered_marketplace_at, c.bidding_closes_at
        from organisations o
        cross join lateral (select marketplace_reach_km(c.latitude, c.longitude, o.id) as km) r
        where marketplace_suits(c.type, c.needs, o.type, o.capabilities)
          and (c.latitude is null or c.longitude is null or r.km is not null);
      end if;
    end $$;

    -- An organisation's offers, computed again: only the claims inside the box around each garage's reach
    -- (the 2-D index of migration 0011) and those with no place are measured.
    create function refresh_organisation_offers(of_organisation uuid) returns void language plpgsql
    set plan_cache_mode = force_custom_plan as $$
    begin
      perform pg_advisory_xact_lock(hashtext('marketplace_offers'));
      delete from marketplace_offers where organisation_id = of_organisation;
      insert into marketplace_offers (organisation_id, claim_id, km, type, needs, entered_marketplace_at, bidding_closes_at)
      select o.id, c.id, r.km, c.type, c.needs, c.entered_marketplace_at, c.bidding_closes_at
      from organisations o
      join claims c on c.id in (
        select inside.id
        from garages g
        join claims inside on point(inside.longitude, inside.latitude) <@ box(
            point(g.longitude - g.service_radius_km / (111.2 * cos(radians(least(89.0, abs(g.latitude) + g.service_radius_km / 111.2)))),
              g.latitude - g.service_radius_km / 111.2),
            point(g.longitude + g.service_radius_km / (111.2 * cos(radians(least(89.0, abs(g.latitude) + g.service_radius_km / 111.2)))),
              g.latitude + g.service_radius_km / 111.2))
          and inside.status in ('in-marketplace', 'bidding') and inside.deleted_at is null
        where g.organisation_id = of_organisation
        union
        select unplaced.id from claims unplaced
        where unplaced.status in ('in-marketplace', 'bidding') and unplaced.deleted_at is null
          and (unplaced.latitude is null or unplaced.longitude is null)
      )
      cross join lateral (select marketplace_reach_km(c.latitude, c.longitude, o.id) as km) r
      where o.id = of_organisation and marketplace_suits(c.type, c.needs, o.type, o.capabilities)
        and (c.latitude is null or c.longitude is null or r.km is not null);
    end $$;

    create function claims_refresh_offers() returns trigger language plpgsql as $$
    begin
      perform refresh_claim_offers(new);
      return null;
    end $$;
    create trigger claims_offers_on_insert after insert on claims
      for each row when (new.status in ('in-marketplace', 'bidding'))
      execute function claims_refresh_offers();
    create trigger claims_offers_on_update
      after update of status, deleted_at, latitude, longitude, needs, type, entered_marketplace_at, bidding_closes_at on claims
      for each row when (
        (old.status in ('in-marketplace', 'bidding') or new.status in ('in-marketplace', 'bidding'))
        and (old.status, old.deleted_at, old.latitude, old.longitude, old.needs, old.type, old.entered_marketplace_at, old.bidding_closes_at)
          is distinct from
          (new.status, new.deleted_at, new.latitude, new.longitude, new.needs, new.type, new.entered_marketplace_at, new.bidding_closes_at)
      )
      execute function claims_refresh_offers();

    -- Once per statement and organisation, so an import of 10,000 garages measures its claims once.
    create function garages_refresh_offers() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_organisation_offers(organisation_id) from (select distinct organisation_id from new_garages) o;
      elsif tg_op = 'DELETE' then
        perform refresh_organisation_offers(organisation_id) from (select distinct organisation_id from old_garages) o;
      else
        perform refresh_organisation_offers(organisation_id) from (
          select unnest(array[b.organisation_id, a.organisation_id]) as organisation_id
          from old_garages b join new_garages a using (id)
          where (b.organisation_id, b.latitude, b.longitude, b.service_radius_km)
            is distinct from (a.organisation_id, a.latitude, a.longitude, a.service_radius_km)
          group by 1
        ) o;
      end if;
      return null;
    end $$;
    create trigger garages_offers_on_insert after insert on garages
      referencing new table as new_garages for each statement execute function garages_refresh_offers();
    create trigger garages_offers_on_update after update on garages
      referencing old table as old_garages new table as new_garages for each statement execute function garages_refresh_offers();
    create trigger garages_offers_on_delete after delete on garages
      referencing old table as old_garages for each statement execute function garages_refresh_offers();

    create function organisations_refresh_offers() returns trigger language plpgsql as $$
    begin
      perform refresh_organisation_offers(new.id);
      return null;
    end $$;
    create trigger organisations_offers_on_insert after insert on organisations
      for each row when (new.type in ('repairer', 'bodyshop'))
      execute function organisations_refresh_offers();
    create trigger organisations_offers_on_update after update of type, capabilities on organisations
      for each row when ((old.type, old.capabilities) is distinct from (new.type, new.capabilities))
      execute function organisations_refresh_offers();
  `.execute(db);
  // What is on the marketplace today.
  await sql`select refresh_organisation_offers(id) from organisations where type in ('repairer', 'bodyshop')`.execute(
    db,
  );
}
