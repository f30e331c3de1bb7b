import { LRUCache } from 'lru-cache';
import type { UserRow } from '../modules/users/queries.ts';
import type { ActorChange, ActorChangeHandlers } from './actor-changes.ts';

export type SessionUser = UserRow & { sessionExpiresAt: Date };

export interface SessionCacheOptions {
  /** How long a node may reuse a session's actor at most; 0 turns the cache off. */
  ttlMs: number;
  max?: number;
}

/**
 * The actors of live sessions, kept by this node for a few seconds so that a signed-in request does
 * not cost a database round trip (docs/decisions/0006-session-cache.md). Correctness rests on
 * forgetting: every change to a session, user, permission or organisation is heard through
 * `actor_changed` (migration 0006) and forgets the actors it touches, and while those changes cannot
 * be heard nothing is reused at all.
 *
 * A lookup that began before a change and ends after it must not store what it read: every change
 * moves `epoch` on, and `remember` refuses a row read under an older epoch.
 */
export class SessionCache implements ActorChangeHandlers {
  readonly #entries: LRUCache<string, SessionUser> | null;
  readonly #ttlMs: number;
  #live = false;
  #epoch = 0;

  constructor({ ttlMs, max = 10_000 }: SessionCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#entries = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs }) : null;
  }

  get epoch(): number {
    return this.#epoch;
  }

  find(sessionId: string): SessionUser | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries?.get(sessionId);
    // A session that has run out is gone even if nobody told us: expiry is no change, just time.
    if (entry && entry.sessionExpiresAt.getTime() <= Date.now()) {
      this.#entries?.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  /** Keeps what a lookup read, unless anything changed since it began (its `epoch`). */
  remember(sessionId: string, user: SessionUser, epoch: number): void {
    if (!this.#live || epoch !== this.#epoch || !this.#entries) return;
    const ttl = Math.min(this.#ttlMs, user.sessionExpiresAt.getTime() - Date.now());
    if (ttl > 0) this.#entries.set(sessionId, user, { ttl });
  }

  changed(change: ActorChange): void {
    this.#epoch += 1;
    if (change === '*') {
      this.#entries?.clear();
      return;
    }
    for (const [sessionId, user] of this.#entries?.entries() ?? []) {
      if (user.id === change) this.#entries?.delete(sessionId);
    }
  }

  listening(live: boolean): void {
    // Whatever happened while nobody was listening is unknown: start again from nothing either way.
    this.changed('*');
    this.#live = live;
  }
}
