import { SOCKET_EVENTS } from '@fixline/domain';
import { io, type Socket } from 'socket.io-client';

/** Where the handshake carries the token: socket.io's `auth` (the web app's way) or spec 7's `token` query. */
export type TokenCarrier = 'auth' | 'query';

/**
 * A browser's socket as the web app opens it: websocket only, the login token in socket.io's `auth`
 * (`query` sends it as spec 7's query parameter). It reconnects only when a test calls `connect()`, so
 * a test decides what happens while it is away.
 */
export function openSocket(baseUrl: string, token: string, carrier: TokenCarrier = 'auth'): Socket {
  const credentials = carrier === 'auth' ? { auth: { token } } : { query: { token } };
  return io(baseUrl, { transports: ['websocket'], ...credentials, forceNew: true, reconnection: false });
}

/** The next time `event` arrives on the socket, or a failure after `ms`. */
export function next<T = unknown>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Every payload of `event` from now on, in arrival order. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** Connects, waits for readyToRegister, registers and answers the initial state. */
export async function registered<T = unknown>(baseUrl: string, token: string) {
  const socket = openSocket(baseUrl, token);
  await next(socket, SOCKET_EVENTS.readyToRegister);
  const initial = next<T>(socket, SOCKET_EVENTS.initialState);
  socket.emit(SOCKET_EVENTS.register, {});
  return { socket, initial: await initial };
}
