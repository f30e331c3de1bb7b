// createRateLimit is @fastify/rate-limit's addition to Fastify's types: named here, so that this file
// type-checks wherever it is reached from, not only beside app.ts.
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '../../http/address-key.ts';

/** Public: the token is the permission, so the tracking routes and the live socket are limited per address. */
export const TRACKING_PER_ADDRESS = { max: 20, timeWindow: '1 minute' } as const;

export const TRACKING_SOCKET_LIMIT_MESSAGE =
  'Too many live tracking connections from this address. Please try again in a minute.';

/** Why a tracking socket's handshake is refused for now, and for how long. */
export interface TrackingHandshakeRefusal {
  message: string;
  retryAfterSeconds: number;
}

/**
 * The tracking socket's handshakes, counted per address as GET /api/track's requests are: the same limit,
 * in the same store (Redis with REDIS_URL, so every node counts together, and like every limit there, let
 * through while Redis is down), under a name of their own so a page's read and its socket do not share
 * one count. Every handshake counts, whatever its token, so tokens cannot be tried faster over the socket.
 */
export function limitTrackingHandshakes(
  app: FastifyInstance,
): (address: string) => Promise<TrackingHandshakeRefusal | undefined> {
  const limit = app.createRateLimit({
    ...TRACKING_PER_ADDRESS,
    keyGenerator: (request) => `tracking-socket:${addressKey(request.ip)}`,
  });
  return async (address) => {
    // A handshake is no Fastify request: the limiter reads only the address (through keyGenerator) and
    // the route's config, which a handshake has none of.
    const handshake = { ip: address, routeOptions: { config: {} } } as unknown as FastifyRequest;
    const answer = await limit(handshake);
    if (answer.isAllowed || !answer.isExceeded) return undefined;
    return { message: TRACKING_SOCKET_LIMIT_MESSAGE, retryAfterSeconds: answer.ttlInSeconds };
  };
}
