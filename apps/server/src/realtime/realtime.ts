import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { SOCKET_EVENTS, type TNotification } from '@fixline/domain';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { SessionCache } from '../auth/session-cache.ts';
import { findSessionUser } from '../auth/session-queries.ts';
import type { Tokens } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { redisAdapterWithFallback } from './redis-fallback-adapter.ts';

export interface Realtime {
  /** Sends a new notification to every socket of its recipients, on every node, as one broadcast. */
  notify(userIds: readonly string[], notification: TNotification): void;
  /** Tells the sockets of ended sessions, then closes them: a user's, or one session's. */
  endSessions(target: { userId: string; except?: string } | { sessionId: string }): void;
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
  /** The app's security headers, for socket.io's own HTTP answers, which Fastify never sees. */
  setSecurityHeaders?(request: IncomingMessage, response: ServerResponse): void;
}

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * socket.io as spec 7 says: websocket transport only, the login token as the `token` query parameter
 * (refused at the handshake unless its session is live), a room per user. With REDIS_URL the Redis
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
      const token = socket.handshake.query.token;
      const claims = typeof token === 'string' ? await options.tokens.verify(token) : null;
      const user = claims ? await findSessionUser(options.db, options.sessions, claims) : undefined;
      if (!claims || !user) return next(new Error('Unauthorized'));
      socket.data.userId = user.id;
      socket.data.sessionId = claims.sessionId;
      next();
    } catch (error) {
      options.log.warn({ err: error }, 'socket handshake failed');
      next(new Error('Unavailable'));
    }
  });

  io.on('connection', (socket: Socket) => {
    socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
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

  return {
    notify: (userIds, notification) => {
      if (userIds.length > 0) io.to(userIds.map(userRoom)).emit(SOCKET_EVENTS.newNotification, notification);
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
    // The HTTP server is Fastify's to close; this only ends the sockets on it, so it can.
    close: async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
      redis?.disconnect();
    },
  };
}
