import { SESSION_MESSAGES, type TUser } from '@fixline/domain';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../../api/query-client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { onLogout } from '../../auth/logout-tasks.ts';
import { readToken } from '../../auth/token-storage.ts';
import { useNotifications } from '../../shell/notifications-context.tsx';
import { refreshClaimReads } from '../claims/claim-reads.ts';
import { MARKETPLACE_KEY } from '../marketplace/marketplace-keys.ts';
import { useNotificationToast } from './notification-toast.tsx';
import { registerSync, startPush, stopPush } from './push-registration.ts';
import { connectRealtime } from './realtime-client.ts';
import { navigateTarget } from './worker-messages.ts';

/**
 * The signed-in user's live notifications (spec 7): one socket for the session, opened here and closed
 * on logout, and web push in this browser. Keyed by the user's id, it mounts and unmounts with each
 * signed-in user, so its effects run once per session. Renders nothing.
 */
export function NotificationsFeed({ user }: { user: TUser }) {
  const { receive } = useNotifications();
  const { logout } = useAuth();
  const toast = useNotificationToast();
  const navigate = useNavigate();

  const endSession = useEffectEvent(() => void logout(SESSION_MESSAGES.loggedOut));
  const raiseToast = useEffectEvent(toast);
  const beginPush = useEffectEvent((token: string) => startPush(user, token));
  const openFromWorker = useEffectEvent((path: string) => navigate(path));
  // The marketplace's reads on screen (the badge, Repair home, a claim's bids) are asked again; others when
  // next shown. The app's one cache, named: the feed runs beside the pages, outside their provider (App.tsx).
  const refreshMarketplace = useEffectEvent(() => void queryClient.invalidateQueries({ queryKey: MARKETPLACE_KEY }));
  // What happened to a claim changes its page for whoever has it open: its reads are asked again.
  const refreshClaim = useEffectEvent((claimId: string) => void refreshClaimReads(queryClient, claimId));

  useEffect(() => {
    const token = readToken();
    if (!token) return;
    // Ids this session has heard of: a recovered socket may replay one, which must not toast twice.
    const heard = new Set<string>();
    return connectRealtime(token, {
      initialState: (notifications) => {
        for (const notification of notifications) heard.add(notification.id);
        receive({ type: 'initialState', notifications });
      },
      newNotification: (notification) => {
        if (heard.has(notification.id)) return;
        heard.add(notification.id);
        receive({ type: 'newNotification', notification });
        raiseToast(notification);
        refreshClaim(notification.claimId);
        // A bid chosen or lost, a claim assigned: the marketplace's reads may have changed with it.
        refreshMarketplace();
      },
      sessionEnded: endSession,
      marketplaceChanged: refreshMarketplace,
    });
  }, [receive]);

  useEffect(() => {
    const token = readToken();
    if (token) void beginPush(token);
    const onOffline = () => void registerSync();
    window.addEventListener('offline', onOffline);
    const forget = onLogout(stopPush);
    return () => {
      window.removeEventListener('offline', onOffline);
      forget();
    };
  }, []);

  // A push notification clicked while this tab is open: the worker focuses it and asks for the claim.
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const path = navigateTarget(event.data);
      if (path) openFromWorker(path);
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, []);

  return null;
}
