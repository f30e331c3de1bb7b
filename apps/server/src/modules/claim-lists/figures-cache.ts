import { LRUCache } from 'lru-cache';

/**
 * Figures that summarise many claims (median times, statistics, duplicates) are computed at most once
 * per `ttlSeconds` per reach and question, and concurrent askers share one computation: a dashboard
 * opened by a hundred people costs the database one query per figure, not a hundred.
 */
export class FiguresCache {
  readonly #cache: LRUCache<string, object, () => Promise<object>>;

  constructor(ttlSeconds: number) {
    this.#cache = new LRUCache<string, object, () => Promise<object>>({
      max: 5000,
      ttl: Math.max(1, ttlSeconds) * 1000,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get<T extends object>(key: string, compute: () => Promise<T>): Promise<T> {
    const value = await this.#cache.fetch(key, { context: compute });
    return value as T;
  }
}
