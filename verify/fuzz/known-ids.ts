const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIMIT = 2_000;
/** `id`, `claimId`, `organisationsIds` …: keys that hold ids. */
const ID_KEY = /^id$|Ids?$/;

export interface KnownIds {
  /** Remembers every id in a successful answer . */
  learn(body: unknown): void;
  /** The nth remembered id, counting back from the latest for negative n (wrapping round); undefined before any was learnt. */
  pick(n: number): string | undefined;
}

/**
 * Ids the app has answered, so generated path ids reach real claims, users, labels, comments and
 * files rather than 404 every time (random uuids are still sent too). `excluded` keeps the fuzzer's
 * own actors out: a case must not disable the account the next cases sign in with.
 */
export function knownIds(excluded: () => Set<string>): KnownIds {
  const ids = new Set<string>();

  function visit(value: unknown, key: string): void {
    if (typeof value === 'string') {
      if (ID_KEY.test(key) && UUID.test(value) && !excluded().has(value)) remember(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (value && typeof value === 'object') {
      for (const [inner, item] of Object.entries(value)) visit(item, inner);
    }
  }

  function remember(id: string): void {
    ids.delete(id);
    ids.add(id);
    if (ids.size > LIMIT) ids.delete(ids.values().next().value as string);
  }

  return {
    learn: (body) => visit(body, ''),
    pick(n) {
      if (ids.size === 0) return undefined;
      const all = [...ids];
      return all[((n % all.length) + all.length) % all.length];
    },
  };
}
