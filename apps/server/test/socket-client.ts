import { SOCKET_EVENTS } from '@fixline/domain';
import { io, type Socket } from 'socket.io-client';

/**
 * A browser's socket as spec 7 opens it: websocket only, the login token in the query. It reconnects only
 * when a test calls `connect()`, so a test decides what happens while it is away.
 */
export function openSocket(baseUrl: string, token: string): Socket {
  return io(baseUrl, { transports: ['websocket'], query: { token }, forceNew: true, reconnection: false });
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
