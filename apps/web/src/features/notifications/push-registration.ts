import { NOTIFICATION_TEXTS, notificationPath, type TUser, ZPushKey } from '@fixline/domain';
import { apiRequest } from '../../api/client.ts';
import { type BrowserUser, clearBrowserUsers, readBrowserUser, saveBrowserUser } from './browser-db.ts';
import { browserId, storedBrowserId } from './browser-id.ts';
import { pushSupported } from './push-supported.ts';
import { sameBytes, urlBase64ToUint8Array } from './url-base64.ts';
import { SYNC_TAG, WORKER_MESSAGES, WORKER_URL } from './worker-messages.ts';

/** Background sync is not in TypeScript's DOM types yet, nor in every browser. */
interface WithSync {
  sync?: { register: (tag: string) => Promise<void> };
}

/**
 * Subscribes this browser with the server's VAPID key. A subscription made with another key is replaced,
 * and so is one left by another user whose session ended without a logout here (an expired token): the
 * server still sends that user's pushes to its endpoint until the push service says it is gone.
 */
async function subscribe(registration: ServiceWorkerRegistration, id: string, publicKey: string, userId: string) {
  const key = urlBase64ToUint8Array(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  const previousUser = await readBrowserUser().catch(() => undefined);
  const leftByOther = previousUser !== undefined && previousUser.id !== userId;
  if (subscription && (leftByOther || !sameBytes(subscription.options.applicationServerKey, key))) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  await apiRequest('/api/users/subscribe', { method: 'POST', body: { browserId: id, subscription: json } });
  return json;
}

/**
 * The push flow of spec 7, after sign-in: register the worker, subscribe to web push, tell the server,
 * hand the worker what it needs (by message and in the browser DB of spec 3) and register the background
 * sync. Every failure is only logged (spec 8): a browser without a push service (headless Chromium, a
 * refused permission) still gets the worker and its sync.
 */
export async function startPush(user: TUser, token: string): Promise<void> {
  if (!pushSupported()) return;
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const id = browserId();
    let publicKey: string | null = null;
    let subscription: PushSubscriptionJSON | null = null;
    try {
      publicKey = ZPushKey.parse(await apiRequest('/api/notifications/push-key')).publicKey;
      subscription = await subscribe(registration, id, publicKey, user.id);
    } catch (error) {
      console.warn('Web push subscription failed:', error);
    }
    const browserUser: Omit<BrowserUser, 'shown'> = {
      id: user.id,
      name: user.name,
      email: user.email,
      token,
      browserId: id,
      publicKey,
      subscription,
      claimPath: notificationPath(user, '{claimId}'),
      messages: { ...NOTIFICATION_TEXTS },
    };
    await saveBrowserUser(browserUser);
    registration.active?.postMessage({ type: WORKER_MESSAGES.session, user: browserUser });
    await registerSync();
  } catch (error) {
    console.warn('Service worker setup failed:', error);
  }
}

/**
 * Asks for the worker's catch-up sync: the browser runs it as soon as it is online. Registered at sign-in
 * and whenever the browser goes offline, so what came meanwhile is shown once it is back.
 */
export async function registerSync(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    await (registration as (ServiceWorkerRegistration & WithSync) | undefined)?.sync?.register(SYNC_TAG);
  } catch (error) {
    console.warn('Background sync registration failed:', error);
  }
}

/**
 * Logout's part of the push flow, run with the session's token before logout revokes it: the server
 * forgets this browser, the browser drops its subscription, the worker forgets the user.
 */
export async function stopPush(token: string): Promise<void> {
  if (!pushSupported()) return;
  const id = storedBrowserId();
  const steps = await Promise.allSettled([
    id
      ? apiRequest('/api/users/unsubscribe', {
          method: 'POST',
          body: { browserId: id },
          token,
          ignoreUnauthorized: true,
        })
      : Promise.resolve(),
    (async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      registration?.active?.postMessage({ type: WORKER_MESSAGES.logout });
      await (await registration?.pushManager.getSubscription())?.unsubscribe();
    })(),
    clearBrowserUsers(),
  ]);
  for (const step of steps) if (step.status === 'rejected') console.warn('Web push logout step failed:', step.reason);
}
