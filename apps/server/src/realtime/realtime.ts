import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { SOCKET_EVENTS, type TNotification, TRACKING_SOCKET, type TTrackingStatusChanged } from '@fixline/domain';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { SessionCache } from '../auth/session-cache.ts';
import { findSessionUser } from '../auth/session-queries.ts';
import type { Tokens } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { redisAdapterWithFallback } from './redis-fallback-adapter.ts';

export interface Realtime {
  /** Sends a new notification to every socket of its recipients, on every node, as one broadcast. */
  notify(userIds: readonly string[], notification: TNotification): void;
  /** Tells every garage's sockets that the marketplace changed (no detail: each reads what it may see). */
  marketplaceChanged(): void;
  /** Tells the sockets of ended sessions, then closes them: a user's, or one session's. */
  endSessions(target: { userId: string; except?: string } | { sessionId: string }): void;
  /** Tells the drivers' tracking pages open on a claim (through any of its tracking links) that its status changed. */
  trackingChanged(claimId: string, change: TTrackingStatusChanged): void;
  /** Closes the tracking sockets opened with a link that was just revoked. */
  endTrackingLink(linkId: string): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  db: Db;
  tokens: Tokens;
  sessions: SessionCache;
  log: FastifyBaseLogger;
  redisUrl?: string;
  /** The unread notifications a socket gets when it registers. */
  unread(userId: string): Promise<TNotification[]>;
  /**
   * The claim a driver's tracking token opens (driver links, purpose tracking); throws when it opens none.
   * A tracking socket authenticates with it instead of a login token.
   */
  resolveTracking(token: string): Promise<{ linkId: string; claimId: string }>;
  /**
   * Counts a tracking socket's handshake against its address's limit (GET /api/track's): the refusal
   * when the address is over it. Runs before the token is looked at.
   */
  limitTracking?(request: IncomingMessage): Promise<{ message: string; retryAfterSeconds: number } | undefined>;
  /** The app's security headers, for socket.io's own HTTP answers, which Fastify never sees. */
  setSecurityHeaders?(request: IncomingMessage, response: ServerResponse): void;
}

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The drivers' tracking pages open on one claim, and those opened with one link (to end on revocation). */
const trackingRoom = (claimId: string) => `tracking:${claimId}`;
const trackingLinkRoom = (linkId: string) => `tracking-link:${linkId}`;
/** Every socket of a repairer's or bodyshop's staff: the marketplace's audience. */
const MARKETPLACE_ROOM = 'marketplace';

/**
 * socket.io as spec 7 says: websocket transport only, the login token in socket.io's `auth` field or
 * as spec 7's `token` query parameter (refused at the handshake unless its session is live), a room per user. With REDIS_URL the Redis
 * Streams adapter carries events between nodes and keeps sessions for connection-state recovery, so a
 * client that drops for a moment receives what it missed, once, from any node.
 */
export function createRealtime(server: HttpServer, options: RealtimeOptions): Realtime {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: null }) : null;
  redis?.on('error', (error) => options.log.warn({ err: error }, 'redis: %s', error.message));
  const io = new Server(server, {
    transports: ['websocket'],
    serveClient: false,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    ...(redis ? { adapter: redisAdapterWithFallback(redis) } : {}),
  });

  const { setSecurityHeaders } = options;
  if (setSecurityHeaders) {
    io.engine.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
      setSecurityHeaders(request, response);
      next();
    });
  }

  // socket.io ignores a middleware's promise: a failure (the database down) must become next(error),
  // or it would be an unhandled rejection, which ends the process.
  io.use(async (socket, next) => {
    try {
      // socket.io's auth field first (the web app's: in no address a proxy logs), spec 7's query second.
      const token = tokenOf(socket.handshake.auth) ?? socket.handshake.query.token;
      const claims = typeof token === 'string' ? await options.tokens.verify(token) : null;
      const user = claims ? await findSessionUser(options.db, options.sessions, claims) : undefined;
      if (!claims || !user) return next(new Error('Unauthorized'));
      socket.data.userId = user.id;
      socket.data.sessionId = claims.sessionId;
      socket.data.garage = user.permissions.some(
        (p) => p.organisationType === 'repairer' || p.organisationType === 'bodyshop',
      );
      next();
    } catch (error) {
      options.log.warn({ err: error }, 'socket handshake failed');
      next(new Error('Unavailable'));
    }
  });

  io.on('connection', (socket: Socket) => {
    socket.join([
      userRoom(socket.data.userId),
      sessionRoom(socket.data.sessionId),
      ...(socket.data.garage ? [MARKETPLACE_ROOM] : []),
    ]);
    socket.on(SOCKET_EVENTS.register, async () => {
      try {
        socket.emit(SOCKET_EVENTS.initialState, await options.unread(socket.data.userId));
      } catch (error) {
        options.log.error({ err: error }, 'could not load the unread notifications');
      }
    });
    // A recovered socket has just received what it missed; registering again would repeat it.
    if (!socket.recovered) socket.emit(SOCKET_EVENTS.readyToRegister);
  });

  const tracking = trackingNamespace(io, options);

  return {
    notify: (userIds, notification) => {
      if (userIds.length > 0) io.to(userIds.map(userRoom)).emit(SOCKET_EVENTS.newNotification, notification);
    },
    marketplaceChanged: () => {
      io.to(MARKETPLACE_ROOM).emit(SOCKET_EVENTS.marketplaceChanged);
    },
    endSessions: (target) => {
      const sockets =
        'sessionId' in target
          ? io.in(sessionRoom(target.sessionId))
          : target.except
            ? io.in(userRoom(target.userId)).except(sessionRoom(target.except))
            : io.in(userRoom(target.userId));
      sockets.emit(SOCKET_EVENTS.sessionEnded);
      sockets.disconnectSockets(true);
    },
    trackingChanged: (claimId, change) => {
      tracking.to(trackingRoom(claimId)).emit(TRACKING_SOCKET.statusChanged, change);
    },
    endTrackingLink: (linkId) => {
      tracking.in(trackingLinkRoom(linkId)).disconnectSockets(true);
    },
    // The HTTP server is Fastify's to close; this only ends the sockets on it, so it can.
    close: async () => {
      io.local.disconnectSockets(true);
      tracking.local.disconnectSockets(true);
      io.engine.close();
      redis?.disconnect();
    },
  };
}

/**
 * The drivers' namespace (issue 24 "Live tracking"): a socket authenticates with a tracking link's token,
 * never a login token, and joins only its claim's tracking room. It hears status changes, nothing else:
 * no notification, no other claim. A token that opens nothing is refused at the handshake.
 */
function trackingNamespace(io: Server, options: RealtimeOptions) {
  const tracking = io.of(TRACKING_SOCKET.namespace);
  tracking.use(async (socket, next) => {
    try {
      // Every handshake counts, with a token or not, as every request to GET /api/track does.
      const refusal = await options.limitTracking?.(socket.request);
      if (refusal) return next(Object.assign(new Error(refusal.message), { data: refusal }));
      const token = tokenOf(socket.handshake.auth);
      if (!token) return next(new Error('Unauthorized'));
      const link = await options.resolveTracking(token);
      socket.data.claimId = link.claimId;
      socket.data.linkId = link.linkId;
      next();
    } catch (error) {
      // Forged, expired, revoked or another page's: the same refusal, saying nothing about which.
      if (error instanceof HttpError) return next(new Error('Unauthorized'));
      options.log.warn({ err: error }, 'tracking socket handshake failed');
      next(new Error('Unavailable'));
    }
  });
  tracking.on('connection', (socket: Socket) => {
    socket.join([trackingRoom(socket.data.claimId), trackingLinkRoom(socket.data.linkId)]);
  });
  return tracking;
}

/** The handshake's `auth.token`, when it is text. */
function tokenOf(auth: unknown): string | undefined {
  if (typeof auth !== 'object' || auth === null || !('token' in auth)) return undefined;
  return typeof auth.token === 'string' ? auth.token : undefined;
}
