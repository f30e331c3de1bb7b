import { type Kysely, sql } from 'kysely';

/**
 * `claims.view_version`: moves on with every change to anything a claim's page shows from the
 * database — the claim's row, its comments, its timeline, its files — so a node may keep a claim's
 * view and reuse it for as long as one indexed read says the version is still the same
 * (modules/claims/claim-view-cache.ts). Triggers, not the code that writes, keep it: a change made
 * by any route, a bulk rewrite (a label renamed) or by hand in psql cannot forget to move it on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table claims add column view_version bigint not null default 1;

    create function claims_bump_view_version() returns trigger language plpgsql as $$
    begin
      new.view_version := old.view_version + 1;
      return new;
    end $$;
    create trigger claims_view_version before update on claims
      for each row execute function claims_bump_view_version();

    -- A comment, a timeline entry or a file changes its claim's page: touching the claim's row moves
    -- the version on (through the trigger above). The change's transaction holds that row's lock already.
    create function claim_part_changed() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'DELETE' then
        update claims set view_version = view_version where id = new.claim_id;
      end if;
      if tg_op <> 'INSERT' and (tg_op = 'DELETE' or old.claim_id is distinct from new.claim_id) then
        update claims set view_version = view_version where id = old.claim_id;
      end if;
      return null;
    end $$;
    create trigger claim_comments_view_version after insert or update or delete on claim_comments
      for each row execute function claim_part_changed();
    create trigger claim_history_view_version after insert or update or delete on claim_history
      for each row execute function claim_part_changed();
    create trigger claim_files_view_version after insert or update or delete on claim_files
      for each row execute function claim_part_changed();
  `.execute(db);
}
