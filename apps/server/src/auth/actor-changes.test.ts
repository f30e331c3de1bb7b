import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';
import { LISTENER_NAME } from './actor-changes.ts';

const api = useTestApp();

/** Polls until the call answers `status`, for at most `withinMs`; answers how long it took. */
async function answersWithin(call: () => Promise<{ status: number }>, status: number, withinMs: number) {
  const started = performance.now();
  for (;;) {
    const answer = await call();
    const elapsed = performance.now() - started;
    if (answer.status === status) return elapsed;
    if (elapsed > withinMs) throw new Error(`still ${answer.status} after ${Math.round(elapsed)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Revokes a session behind the triggers' back, as if their notification had been lost. */
const revokeUnheard = (db: Db, userId: string) =>
  db.connection().execute(async (connection) => {
    await sql`set session_replication_role = replica`.execute(connection);
    await connection.updateTable('sessions').set({ revokedAt: new Date() }).where('userId', '=', userId).execute();
    await sql`set session_replication_role = default`.execute(connection);
  });

const userId = async (db: Db, email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('signed-in actors reused per node, forgotten on every change', () => {
  it('reuses a session without reading it again, and forgets it when PostgreSQL says it changed', async () => {
    const { http, app } = api;
    const token = await http.login('client@fixline.test');
    const current = () => http.get('/api/users/current', { token });
    expect((await current()).status).toBe(200);

    // Unheard, the revocation does not reach this node's cache: proof that the cache answered.
    const id = await userId(app.db, 'client@fixline.test');
    await revokeUnheard(app.db, id);
    expect((await current()).status).toBe(200);

    // The same notification the triggers send ends it.
    await sql`select pg_notify('actor_changed', ${id})`.execute(app.db);
    await answersWithin(current, 401, 1_000);
  });

  it('hears a change made by hand in the database, outside the app', async () => {
    const { http, app } = api;
    const token = await http.login('repairer@fixline.test');
    const current = () => http.get('/api/users/current', { token });
    expect((await current()).status).toBe(200);
    await app.db
      .updateTable('users')
      .set({ disabledAt: new Date() })
      .where('email', '=', 'repairer@fixline.test')
      .execute();
    const took = await answersWithin(current, 401, 1_000);
    expect(took).toBeLessThan(1_000);
    await app.db.updateTable('users').set({ disabledAt: null }).where('email', '=', 'repairer@fixline.test').execute();
  });

  it('reads every session afresh while the listener is cut off, and reuses them again once it is back', async () => {
    const { http, app } = api;
    const token = await http.login('bodyshop@fixline.test');
    const current = () => http.get('/api/users/current', { token });
    expect((await current()).status).toBe(200);

    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME}
      and datname = current_database()`.execute(app.db);
    // Cut off, nothing cached is trusted: an unheard revocation applies at once.
    const id = await userId(app.db, 'bodyshop@fixline.test');
    await revokeUnheard(app.db, id);
    await answersWithin(current, 401, 1_000);

    // Reconnected (pg-listen retries within a second or two), a new session is reused again.
    const again = await http.login('bodyshop@fixline.test');
    await answersWithin(
      async () => {
        const listening = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(app.db);
        return { status: listening.rows[0]?.n === 1 ? 200 : 503 };
      },
      200,
      5_000,
    );
    // Give 'connected' its turn after the LISTEN, then prove reuse as in the first test.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await http.get('/api/users/current', { token: again })).status).toBe(200);
    await revokeUnheard(app.db, id);
    expect((await http.get('/api/users/current', { token: again })).status).toBe(200);
  });
});
