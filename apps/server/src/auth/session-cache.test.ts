import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionUser } from './session-cache.ts';

const user = (id: string, expiresInMs = 60_000): SessionUser => ({
  id,
  email: `${id}@fixline.test`,
  name: id,
  phone: null,
  requiredPasswordChange: false,
  disabledAt: null,
  createdAt: new Date(),
  permissions: [],
  sessionExpiresAt: new Date(Date.now() + expiresInMs),
});

function liveCache() {
  const cache = new SessionCache({ ttlMs: 30_000 });
  cache.listening(true);
  return cache;
}

describe('the session cache', () => {
  it('reuses what a lookup read until the user changes', () => {
    const cache = liveCache();
    cache.remember('s1', user('u1'), cache.epoch);
    cache.remember('s2', user('u2'), cache.epoch);
    expect(cache.find('s1')?.id).toBe('u1');
    cache.changed('u1');
    expect(cache.find('s1')).toBeUndefined();
    expect(cache.find('s2')?.id).toBe('u2');
  });

  it('forgets everyone when an organisation changes', () => {
    const cache = liveCache();
    cache.remember('s1', user('u1'), cache.epoch);
    cache.changed('*');
    expect(cache.find('s1')).toBeUndefined();
  });

  it('does not keep a row read before a change that was heard while the lookup ran', () => {
    const cache = liveCache();
    const epoch = cache.epoch;
    cache.changed('u1');
    cache.remember('s1', user('u1'), epoch);
    expect(cache.find('s1')).toBeUndefined();
  });

  it('trusts nothing while changes cannot be heard, and starts empty when they can again', () => {
    const cache = liveCache();
    cache.remember('s1', user('u1'), cache.epoch);
    cache.listening(false);
    expect(cache.find('s1')).toBeUndefined();
    cache.remember('s1', user('u1'), cache.epoch);
    cache.listening(true);
    expect(cache.find('s1')).toBeUndefined();
  });

  it('never outlives the session', () => {
    const cache = liveCache();
    cache.remember('s1', user('u1', -1), cache.epoch);
    expect(cache.find('s1')).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = new SessionCache({ ttlMs: 0 });
    cache.listening(true);
    cache.remember('s1', user('u1'), cache.epoch);
    expect(cache.find('s1')).toBeUndefined();
  });
});
