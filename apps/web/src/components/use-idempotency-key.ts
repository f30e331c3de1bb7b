import { useCallback, useMemo, useRef } from 'react';

/**
 * One Idempotency-Key per request the person means to make: a retry of the same request (the same
 * values) after a failure sends the same key, so a lost answer is answered again rather than done twice;
 * changed values are a new request, with a new key (the server refuses a key reused for another request).
 * `done` after a success: the next request, even with the same values, is a new one.
 */
export function useIdempotencyKey() {
  const last = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((...request: unknown[]) => {
    const text = JSON.stringify(request);
    if (last.current?.request !== text) last.current = { request: text, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return useMemo(() => ({ keyFor, done }), [keyFor, done]);
}
