import { TRACKING_SOCKET } from '@fixline/domain';
import { useEffect } from 'react';

/**
 * The tracking page's live updates: a socket on the /tracking namespace, authenticated with the link's
 * token in socket.io's `auth` (never in the address), which hears that the claim's status changed. The
 * message is only a signal: the page reads the claim again, and that read is what it shows, so nothing
 * in the message needs checking here (a schema would bring zod to a page that has no other use for it).
 * The client library loads with the page's data, not before: the page draws first.
 */
export function useTrackingSocket(token: string, enabled: boolean, onChanged: () => void) {
  useEffect(() => {
    if (!enabled) return;
    let disconnect = () => {};
    let cancelled = false;
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      const socket = io(TRACKING_SOCKET.namespace, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
      });
      socket.on(TRACKING_SOCKET.statusChanged, () => onChanged());
      // A refused link ('Unauthorized') is what the page's read says in words; nothing more to show here.
      socket.on('connect_error', (error) => console.warn('Tracking socket could not connect:', error.message));
      disconnect = () => socket.disconnect();
    });
    return () => {
      cancelled = true;
      disconnect();
    };
  }, [token, enabled, onChanged]);
}
