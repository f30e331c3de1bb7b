import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';

type StreamsAdapter = ReturnType<ReturnType<typeof createAdapter>>;
type Options = Parameters<StreamsAdapter['broadcast']>[1];

/**
 * The Redis Streams adapter, falling back to this node alone while Redis is unreachable. The adapter
 * publishes a broadcast to Redis before delivering it on this node, and ioredis holds commands while it
 * reconnects (the adapter's stream reader relies on that), so during an outage every notification, even
 * to a socket on this very node, would wait for Redis to return. While the client is not ready:
 * broadcasts and disconnections are this node's only; sessions are not stored for recovery, and a
 * recovering socket is told at once there is none (it registers afresh and gets its unread
 * notifications) instead of waiting. Once ioredis has reconnected (it retries every 2 s at most), the
 * stream carries everything across nodes again.
 */
export function redisAdapterWithFallback(redis: Redis) {
  const streams = createAdapter(redis);
  const ready = () => redis.status === 'ready';
  const here = (opts: Options): Options => (ready() ? opts : { ...opts, flags: { ...opts.flags, local: true } });

  // socket.io calls it with `new`: a function, not an arrow, whose returned adapter is the instance.
  return function fallbackAdapter(nsp: unknown): StreamsAdapter {
    const adapter = streams(nsp);
    const { broadcast, disconnectSockets, addSockets, delSockets, persistSession, restoreSession } = adapter;
    adapter.broadcast = (packet, opts) => broadcast.call(adapter, packet, here(opts));
    adapter.disconnectSockets = (opts, close) => disconnectSockets.call(adapter, here(opts), close);
    adapter.addSockets = (opts, rooms) => addSockets.call(adapter, here(opts), rooms);
    adapter.delSockets = (opts, rooms) => delSockets.call(adapter, here(opts), rooms);
    adapter.persistSession = (session) => {
      if (ready()) persistSession.call(adapter, session);
    };
    adapter.restoreSession = (pid, offset) =>
      ready() ? restoreSession.call(adapter, pid, offset) : Promise.reject(new Error('Redis is unreachable'));
    return adapter;
  };
}
