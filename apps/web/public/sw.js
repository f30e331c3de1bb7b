/*
 * Fixline's service worker (spec 7 "Push flow"): shows web pushes, opens their claim when clicked, and on
 * a background sync shows the unread notifications no push brought (the browser was offline, say).
 * Plain ES2020 without a bundler: what it knows comes from the page, by message and in the browser DB
 * of spec 3 (IndexedDB 'Fixline', version 2, store 'users' keyed by id), which the page writes and this
 * worker only annotates. The message names repeat src/features/notifications/worker-messages.ts.
 * Every failure is only logged (spec 8).
 */
const DB_NAME = 'Fixline';
const DB_VERSION = 2;
const STORE = 'users';
const SYNC_TAG = 'notifications';
const MESSAGES = { session: 'fixline:session', logout: 'fixline:logout', navigate: 'fixline:navigate' };
/** How many notification ids the worker remembers as shown. */
const MAX_SHOWN = 500;

/** The signed-in user as the page last said; the browser DB is read when the worker starts afresh. */
let current = null;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === MESSAGES.session) current = data.user || null;
  if (data.type === MESSAGES.logout) current = null;
});

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDb() {
  const request = indexedDB.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'id' });
  };
  return done(request);
}

/** The one user of this browser, or null once they logged out. */
async function readUser() {
  const db = await openDb();
  try {
    const users = await done(db.transaction(STORE).objectStore(STORE).getAll());
    return users[0] || null;
  } finally {
    db.close();
  }
}

/** Changes the stored user in one transaction, so a logout meanwhile (the store cleared) is never undone. */
async function updateUser(id, change) {
  const db = await openDb();
  try {
    const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
    const user = await done(store.get(id));
    if (user) await done(store.put(change(user)));
  } finally {
    db.close();
  }
}

function remember(user, ids) {
  return updateUser(user.id, (stored) => ({
    ...stored,
    shown: [...new Set([...(stored.shown || []), ...ids])].slice(-MAX_SHOWN),
  }));
}

/** Only a path of this app, so a message never opens another site. */
function appPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

function show(title, body, url, id) {
  // The tag is the notification's id: a push and a sync showing the same one replace, never repeat.
  return self.registration.showNotification(title || DB_NAME, {
    body: body || '',
    tag: id || undefined,
    data: { url: appPath(url), notificationId: id || null },
  });
}

// The server's payload: { title, body, url, notificationId, claimId }.
async function onPush(event) {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  await show(message.title, message.body, message.url, message.notificationId);
  const user = current || (await readUser());
  if (user && message.notificationId) await remember(user, [message.notificationId]);
}

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(event).catch((error) => console.error('Fixline push failed', error)));
});

/**
 * Shows the unread notifications not yet shown, and notes them as shown. The first sync after sign-in
 * only notes them: the page is open then and its menu lists them.
 */
async function catchUp() {
  const user = await readUser();
  if (!user?.token) return;
  const response = await fetch('/api/notifications', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${user.token}` },
  });
  if (!response.ok) throw new Error(`GET /api/notifications answered ${response.status}`);
  const unread = await response.json();
  // An open, visible tab of the app shows them itself, in its menu and toasts.
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const watched = tabs.some((client) => client.visibilityState === 'visible');
  if (user.shown && !watched) {
    const shown = new Set(user.shown);
    for (const notification of unread) {
      if (shown.has(notification.id)) continue;
      // The recipient's own words as the server wrote them; the event's staff text for an older server.
      const text = notification.summary || user.messages?.[notification.type] || '';
      const url = String(user.claimPath || '/').replace('{claimId}', notification.claimId);
      await show(notification.registration, text, url, notification.id);
    }
  }
  await remember(
    user,
    unread.map((notification) => notification.id),
  );
}

self.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return;
  event.waitUntil(catchUp().catch((error) => console.error('Fixline notifications sync failed', error)));
});

/** Focuses a tab of the app, which goes to the claim itself; opens one when there is none. */
async function openClaim(path) {
  const url = new URL(appPath(path), self.location.origin);
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => client.url === url.href) || tabs[0];
  if (!tab) {
    await self.clients.openWindow(url.href);
    return;
  }
  await tab.focus();
  if (tab.url !== url.href) tab.postMessage({ type: MESSAGES.navigate, url: url.pathname + url.search + url.hash });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(openClaim(data.url).catch((error) => console.error('Fixline notification click failed', error)));
});
