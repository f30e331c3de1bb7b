import { TRACKING_SOCKET, type TTrackingStatusChanged } from '@fixline/domain';
import { useEffect } from 'react';

/**
 * The tracking page's live updates: a socket on the /tracking namespace, authenticated with the link's
 * token in socket.io's `auth` (never in the address), which hears the claim's status changes. The client
 * library and the change's check load with the page's data, not before: the page draws first.
 */
export function useTrackingSocket(token: string, enabled: boolean, onChange: (change: TTrackingStatusChanged) => void) {
  useEffect(() => {
    if (!enabled) return;
    let disconnect = () => {};
    let cancelled = false;
    void Promise.all([import('socket.io-client'), import('./tracking-change.ts')]).then(
      ([{ io }, { readStatusChange }]) => {
        if (cancelled) return;
        const socket = io(TRACKING_SOCKET.namespace, {
          path: '/socket.io',
          transports: ['websocket'],
          auth: { token },
        });
        socket.on(TRACKING_SOCKET.statusChanged, (payload: unknown) => {
          const change = readStatusChange(payload);
          if (change) onChange(change);
        });
        // A refused link ('Unauthorized') is what the page's read says in words; nothing more to show here.
        socket.on('connect_error', (error) => console.warn('Tracking socket could not connect:', error.message));
        disconnect = () => socket.disconnect();
      },
    );
    return () => {
      cancelled = true;
      disconnect();
    };
  }, [token, enabled, onChange]);
}
