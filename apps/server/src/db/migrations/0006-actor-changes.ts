import { type Kysely, sql } from 'kysely';

/**
 * Every node keeps the actors of live sessions for a few seconds (auth/session-cache.ts). These
 * triggers tell every node, through NOTIFY on the channel `actor_changed`, whose sign-in data has
 * changed — the user's id, or `*` when an organisation changed (its type and capabilities are in every
 * member's permissions). NOTIFY is delivered when the transaction commits, and only then, so a node
 * never forgets an actor for a change that was rolled back. A trigger rather than calls in the code
 * that writes these tables: a change made tomorrow, or by hand in psql, cannot forget to tell.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_actor_changed() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'organisations' then
        perform pg_notify('actor_changed', '*');
      elsif tg_table_name = 'users' then
        perform pg_notify('actor_changed', coalesce(new.id, old.id)::text);
      else
        -- sessions and permissions: both carry user_id; an update that moved a row tells both users.
        if tg_op <> 'INSERT' then perform pg_notify('actor_changed', old.user_id::text); end if;
        if tg_op <> 'DELETE' then perform pg_notify('actor_changed', new.user_id::text); end if;
      end if;
      return null;
    end $$;

    create trigger users_actor_changed after update or delete on users
      for each row execute function notify_actor_changed();
    create trigger permissions_actor_changed after insert or update or delete on permissions
      for each row execute function notify_actor_changed();
    -- A new session is nobody's cached actor yet: only its end (revocation, expiry moved, deletion) matters.
    create trigger sessions_actor_changed after update or delete on sessions
      for each row execute function notify_actor_changed();
    create trigger organisations_actor_changed after update or delete on organisations
      for each row execute function notify_actor_changed();
  `.execute(db);
}
