import { type Kysely, sql } from 'kysely';

/**
 * Finding and measuring claims at volume (docs/claims-lists.md, docs/performance.md):
 * - list indexes that serve each reach (everyone, a client organisation, an assigned repairer) in
 *   creation order, with or without a status, so a first page reads a few index entries;
 * - trigram and expression indexes for the plate, email and phone searches, GIN for labels;
 * - `claim_counts`, kept by a trigger, so counts per status never scan the claims;
 * - `claim_history.stay_seconds`, set by a trigger when a claim leaves a status, so median times read
 *   one narrow index instead of pairing up the whole timeline;
 * - labels, the entity claims' label names refer to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm;

    drop index claims_client_idx;
    drop index claims_repairer_idx;
    create index claims_created_idx on claims (created_at, id) where deleted_at is null;
    create index claims_status_created_idx on claims (status, created_at, id) where deleted_at is null;
    create index claims_client_created_idx on claims (client_organisation_id, created_at, id)
      where deleted_at is null;
    create index claims_client_status_created_idx on claims (client_organisation_id, status, created_at, id)
      where deleted_at is null;
    create index claims_repairer_created_idx on claims (repairer_organisation_id, created_at, id)
      where deleted_at is null and repairer_organisation_id is not null;
    create index claims_repairer_status_created_idx on claims (repairer_organisation_id, status, created_at, id)
      where deleted_at is null and repairer_organisation_id is not null;
    create index claims_issue_created_idx on claims (created_at, id)
      where deleted_at is null and issue_raised_at is not null;
    create index claims_updated_idx on claims (updated_at, id) where deleted_at is null;
    create index claims_labels_idx on claims using gin (labels) where deleted_at is null;
    create index claims_registration_trgm_idx on claims using gin (registration gin_trgm_ops);
    create index claims_email_idx on claims (lower(customer_email)) where customer_email is not null;
    create index claims_phone_idx on claims (regexp_replace(regexp_replace(customer_phone, '\\D', '', 'g'), '^440?', '0'))
      where customer_phone is not null;

    create table claim_counts (
      client_organisation_id uuid not null,
      repairer_organisation_id uuid,
      status text not null,
      issue_raised boolean not null,
      n bigint not null,
      constraint claim_counts_key unique nulls not distinct
        (client_organisation_id, repairer_organisation_id, status, issue_raised)
    -- A few hundred rows updated on every claim move: room on each page for in-place (HOT) updates, and
    -- vacuumed after every thousand dead versions rather than a fraction of a table this small.
    ) with (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);

    create function claim_counts_add(c uuid, r uuid, s text, i boolean, d integer) returns void
    language sql as $$
      insert into claim_counts as t (client_organisation_id, repairer_organisation_id, status, issue_raised, n)
      values (c, r, s, i, d)
      on conflict on constraint claim_counts_key do update set n = t.n + excluded.n
    $$;

    -- One row per (client, repairer, status, open issue) that is not deleted. An update that moves a claim
    -- between two counters touches them in key order, so two claims moving in opposite directions at once
    -- cannot deadlock.
    create function claims_count() returns trigger language plpgsql as $$
    declare
      old_first boolean;
    begin
      if tg_op = 'INSERT' then
        if new.deleted_at is null then
          perform claim_counts_add(new.client_organisation_id, new.repairer_organisation_id, new.status,
            new.issue_raised_at is not null, 1);
        end if;
        return null;
      end if;
      if tg_op = 'DELETE' then
        if old.deleted_at is null then
          perform claim_counts_add(old.client_organisation_id, old.repairer_organisation_id, old.status,
            old.issue_raised_at is not null, -1);
        end if;
        return null;
      end if;
      if (old.client_organisation_id, old.repairer_organisation_id, old.status, old.issue_raised_at is null,
          old.deleted_at is null) is not distinct from
         (new.client_organisation_id, new.repairer_organisation_id, new.status, new.issue_raised_at is null,
          new.deleted_at is null) then
        return null;
      end if;
      old_first := (old.client_organisation_id::text, coalesce(old.repairer_organisation_id::text, ''), old.status,
          old.issue_raised_at is not null)
        <= (new.client_organisation_id::text, coalesce(new.repairer_organisation_id::text, ''), new.status,
          new.issue_raised_at is not null);
      if old_first and old.deleted_at is null then
        perform claim_counts_add(old.client_organisation_id, old.repairer_organisation_id, old.status,
          old.issue_raised_at is not null, -1);
      end if;
      if new.deleted_at is null then
        perform claim_counts_add(new.client_organisation_id, new.repairer_organisation_id, new.status,
          new.issue_raised_at is not null, 1);
      end if;
      if not old_first and old.deleted_at is null then
        perform claim_counts_add(old.client_organisation_id, old.repairer_organisation_id, old.status,
          old.issue_raised_at is not null, -1);
      end if;
      return null;
    end $$;
    create trigger claims_count
      after insert or delete or update of status, client_organisation_id, repairer_organisation_id, issue_raised_at,
        deleted_at on claims
      for each row execute function claims_count();

    insert into claim_counts (client_organisation_id, repairer_organisation_id, status, issue_raised, n)
    select client_organisation_id, repairer_organisation_id, status, issue_raised_at is not null, count(*)
    from claims where deleted_at is null group by 1, 2, 3, 4;

    -- How long the claim spent in from_status: since the timeline entry that brought it there, or since
    -- the claim was created.
    alter table claim_history add column stay_seconds double precision;
    create function claim_history_stay() returns trigger language plpgsql as $$
    begin
      if new.from_status is not null then
        new.stay_seconds := greatest(0, extract(epoch from new.at - coalesce(
          (select h.at from claim_history h
            where h.claim_id = new.claim_id and h.to_status = new.from_status and h.at <= new.at
            order by h.at desc limit 1),
          (select c.created_at from claims c where c.id = new.claim_id))));
      end if;
      return new;
    end $$;
    create trigger claim_history_stay before insert on claim_history
      for each row execute function claim_history_stay();
    update claim_history h set stay_seconds = greatest(0, extract(epoch from h.at - coalesce(
        (select e.at from claim_history e
          where e.claim_id = h.claim_id and e.to_status = h.from_status and e.at <= h.at and e.id <> h.id
          order by e.at desc limit 1),
        c.created_at)))
      from claims c where c.id = h.claim_id and h.from_status is not null;
    create index claim_history_stays_idx on claim_history (from_status, claim_id) include (stay_seconds)
      where stay_seconds is not null;
    create index claim_history_paid_idx on claim_history (at, claim_id) where to_status = 'paid';

    create table labels (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 40 and position(',' in name) = 0),
      colour text not null check (colour ~ '^#[0-9A-F]{6}$'),
      description text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index labels_name_idx on labels (lower(name));
    -- Names already on claims become labels, in a neutral grey a super admin can change.
    insert into labels (name, colour)
    select distinct on (lower(name)) name, '#607D8B' from claims, unnest(labels) as name
    order by lower(name), name;
  `.execute(db);
}
