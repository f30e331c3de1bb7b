import { SOCKET_EVENTS, type TNotification, ZNotification, ZNotifications } from '@fixline/domain';
import { io } from 'socket.io-client';

export interface RealtimeHandlers {
  initialState: (notifications: TNotification[]) => void;
  newNotification: (notification: TNotification) => void;
  /** The session behind the socket ended elsewhere (logout, password change, account disabled). */
  sessionEnded: () => void;
  /** A claim entered or left the marketplace, or a bid changed: what a repairer or bodyshop sees is stale. */
  marketplaceChanged: () => void;
}

/**
 * The real-time socket of spec 7: same origin, websocket transport only, the login token in socket.io's
 * `auth` field, sent in the handshake's first message rather than in the address, which proxies and load
 * balancers log (issue 22 §3; the server still takes spec 7's `token` query parameter). The client registers when the server is ready, gets the unread list, then each new
 * one. After a short drop socket.io recovers the connection and replays what was missed without a new
 * readyToRegister, so the handlers see an id twice at most. Returns the disconnect.
 */
export function connectRealtime(token: string, handlers: RealtimeHandlers): () => void {
  // A connection of its own for each session, never a cached manager with an earlier session's token.
  const socket = io({ path: '/socket.io', transports: ['websocket'], auth: { token }, forceNew: true });

  socket.on(SOCKET_EVENTS.readyToRegister, () => {
    socket.emit(SOCKET_EVENTS.register, {});
  });
  socket.on(SOCKET_EVENTS.initialState, (list: unknown) => {
    const parsed = ZNotifications.safeParse(list);
    if (parsed.success) handlers.initialState(parsed.data);
    else console.error('Notifications socket sent an unreadable list', parsed.error);
  });
  socket.on(SOCKET_EVENTS.newNotification, (notification: unknown) => {
    const parsed = ZNotification.safeParse(notification);
    if (parsed.success) handlers.newNotification(parsed.data);
    else console.error('Notifications socket sent an unreadable notification', parsed.error);
  });
  socket.on(SOCKET_EVENTS.sessionEnded, handlers.sessionEnded);
  // Sent to repairers' and bodyshops' sockets only, with no payload: the reads are asked again.
  socket.on(SOCKET_EVENTS.marketplaceChanged, () => handlers.marketplaceChanged());
  // A refused token ('Unauthorized') means the session is gone; the next API call's 401 logs out (spec 8).
  socket.on('connect_error', (error) => console.warn('Notifications socket could not connect:', error.message));

  return () => {
    socket.disconnect();
  };
}
