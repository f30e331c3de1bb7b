import type { FastifyBaseLogger } from 'fastify';
import createSubscriber from 'pg-listen';
import { connectionConfigOf, type Db } from '../db/database.ts';

/** `*`: every actor (an organisation changed); otherwise a user's id. */
export type ActorChange = string;

export interface ActorChangeHandlers {
  /** A user's sign-in data changed (migration 0006's triggers), or `*` for everyone's. */
  changed(change: ActorChange): void;
  /** Whether changes are being heard: while not, nothing cached about actors may be trusted. */
  listening(live: boolean): void;
}

export interface ActorChanges {
  close(): Promise<void>;
}

const CHANNEL = 'actor_changed';
/** How the listener's connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'fixline-actor-changes';

/**
 * Hears, on a connection of its own, the `actor_changed` notifications that migration 0006's
 * triggers send when a session, a user, a permission or an organisation changes — on any node, or in
 * psql. pg-listen reconnects after a drop (PostgreSQL restarted, a network cut) and checks the
 * connection every few seconds, so a connection that died silently is noticed within that time;
 * `listening(false)` tells the cache to stop trusting itself until the connection is back.
 */
export async function listenForActorChanges(
  db: Db,
  log: FastifyBaseLogger,
  handlers: ActorChangeHandlers,
): Promise<ActorChanges> {
  const subscriber = createSubscriber(
    { ...connectionConfigOf(db), application_name: LISTENER_NAME },
    {
      parse: (payload) => payload,
      paranoidChecking: 5_000,
      // Keep trying for as long as the app runs, a little slower each time, never more than 2 s apart.
      retryInterval: (attempt) => Math.min(2_000, 250 * 2 ** attempt),
      retryLimit: 0,
      retryTimeout: 0,
    },
  );
  subscriber.notifications.on(CHANNEL, (payload: ActorChange) => handlers.changed(payload));
  subscriber.events.on('reconnect', (attempt) => {
    if (attempt === 1) log.warn('actor changes: connection lost, reconnecting');
    handlers.listening(false);
  });
  subscriber.events.on('error', (error) => {
    log.error({ err: error }, 'actor changes: %s', error.message);
    handlers.listening(false);
  });
  await subscriber.connect();
  await subscriber.listenTo(CHANNEL);
  // From here on 'connected' means reconnected and listening again (pg-listen re-subscribes first).
  subscriber.events.on('connected', () => handlers.listening(true));
  handlers.listening(true);
  return { close: () => subscriber.close() };
}
