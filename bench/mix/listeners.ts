import { SOCKET_EVENTS, type TNotification } from '@fixline/domain';
import { io, type Socket } from 'socket.io-client';
import type { MixRequest } from './mix-model.ts';
import type { Person } from './mix-seed.ts';

export const SOCKETS = 1000;
/** A write's notifications are matched for this long after it was sent; later ones count as late. */
const MATCH_MS = 30_000;

function connect(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], query: { token }, forceNew: true, reconnection: false });
    socket.once(SOCKET_EVENTS.readyToRegister, () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * 1,000 sockets held open by the 400 people for the whole run (two or three each: a desk, a laptop, a
 * phone), and the delivery latency of every notification of the mix's writes: from just before the
 * comment or status action was sent to each socket's receipt. A comment is recognised by a marker in
 * its text, a status change by its claim (the mix never acts twice on one claim at once).
 */
export async function listen(url: string, people: Person[]) {
  const sent = new Map<string, number>();
  let latencies: number[] = [];
  let unmatched = 0;
  const keyOf = (notification: { claimId: string; type: string }, marker?: string) =>
    marker ? `${notification.type}|${marker}` : `${notification.type}|${notification.claimId}`;
  const sockets: Socket[] = [];
  const receive = (notification: TNotification) => {
    const marker = notification.payload.comment?.match(/\((mix-[0-9]+-[0-9]+)\)/)?.[1];
    const at = sent.get(keyOf(notification, marker));
    if (at === undefined) unmatched += 1;
    else latencies.push(performance.now() - at);
  };
  for (let from = 0; from < SOCKETS; from += 50) {
    const batch = Array.from({ length: Math.min(50, SOCKETS - from) }, (_, i) => {
      const person = people[(from + i) % people.length];
      if (!person) throw new Error('No people to listen');
      return connect(url, person.token);
    });
    for (const socket of await Promise.all(batch)) {
      socket.on(SOCKET_EVENTS.newNotification, receive);
      sockets.push(socket);
    }
  }
  return {
    sockets: sockets.length,
    /** Call just before a write is sent. */
    sending(request: MixRequest) {
      const notification = request.notification;
      if (!notification) return;
      const key = keyOf(notification, notification.marker);
      sent.set(key, performance.now());
      setTimeout(() => sent.delete(key), MATCH_MS).unref();
    },
    /** The latencies gathered since the last call (ms, unsorted), and how many arrived unmatched. */
    take() {
      const taken = { latencies, unmatched };
      latencies = [];
      unmatched = 0;
      return taken;
    },
    connected: () => sockets.filter((socket) => socket.connected).length,
    close() {
      for (const socket of sockets) socket.close();
    },
  };
}
