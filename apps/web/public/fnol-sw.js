/*
 * The FNOL wizard's service worker (issue 24), apart from the app's own (sw.js, scope /): its scope is
 * /fnol, so it serves the driver's pages and no staff page ever waits on it. Plain ES2020 without a
 * bundler; what it shares with the page is named in src/features/fnol/send-report.ts and fnol-store.ts.
 *
 * - A report that could not go for want of a network is sent on a background sync (tag 'fnol-report'),
 *   even if the page is closed by then: the page keeps it in its own browser DB (IndexedDB 'Fixline
 *   FNOL', version 1, store 'state', key 'outbox': { key, body, answer }). The very same body goes with
 *   the same Idempotency-Key, so the page's own try and this one make one claim between them, and the
 *   answer is written back for the page to carry on with (the photos follow from the page).
 * - The wizard opens without a network: its pages are kept as last fetched (a fresh copy whenever the
 *   network answers), and the built files they load are kept as they are (their names change with
 *   their content). The page says which files it loaded once this worker is active.
 */
const FNOL = { db: 'Fixline FNOL', version: 1, store: 'state', key: 'outbox', tag: 'fnol-report' };
const CACHE = 'fixline-fnol-v1';
const KEEP_MESSAGE = 'fixline:fnol-keep';
/** Files kept as they are: the build's hashed files, the icons and the manifest. */
const KEPT = /^\/(assets\/|icons\/|fnol\.webmanifest$)/;
/** The wizard's pages, kept as last fetched. */
const PAGES = /^\/fnol(\/|$)/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openFnolDb() {
  const request = indexedDB.open(FNOL.db, FNOL.version);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(FNOL.store);
    request.result.createObjectStore('files', { keyPath: 'id' });
  };
  return done(request);
}

async function sendFnolReport() {
  const db = await openFnolDb();
  try {
    const outbox = await done(db.transaction(FNOL.store).objectStore(FNOL.store).get(FNOL.key));
    if (!outbox || outbox.answer) return;
    const response = await fetch('/api/claims/fnol', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': outbox.key },
      body: JSON.stringify(outbox.body),
    });
    // A refusal (the page shows it when opened) is not retried; a server error or a limit is, by the browser.
    if (response.status === 429 || response.status >= 500)
      throw new Error(`POST /api/claims/fnol answered ${response.status}`);
    if (!response.ok) return;
    const answer = await response.json();
    const store = db.transaction(FNOL.store, 'readwrite').objectStore(FNOL.store);
    const current = await done(store.get(FNOL.key));
    if (current && current.key === outbox.key) await done(store.put({ ...current, answer }, FNOL.key));
  } finally {
    db.close();
  }
}

self.addEventListener('sync', (event) => {
  // Rejected, the browser tries the sync again later (with back-off): the report is never dropped here.
  if (event.tag === FNOL.tag) event.waitUntil(sendFnolReport());
});

/** Only this origin's wizard pages (fetched afresh) and kept files (fetched once). */
async function keep(urls) {
  const cache = await caches.open(CACHE);
  for (const address of urls) {
    const url = new URL(address, self.location.origin);
    if (url.origin !== self.location.origin) continue;
    const isPage = PAGES.test(url.pathname);
    if (!isPage && !KEPT.test(url.pathname)) continue;
    if (!isPage && (await cache.match(url.pathname))) continue;
    await cache.add(url.pathname).catch((error) => console.warn('Fixline FNOL could not keep', url.pathname, error));
  }
}

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === KEEP_MESSAGE && Array.isArray(data.urls)) event.waitUntil(keep(data.urls));
});

/** A page of the wizard: from the network when it answers (and kept), else as last kept. */
async function page(request, url) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(url.pathname, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(url.pathname);
    if (kept) return kept;
    throw error;
  }
}

/** A built file: as kept, else fetched and kept. */
async function file(request, url) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(url.pathname);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(url.pathname, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request, url));
  else if (KEPT.test(url.pathname)) event.respondWith(file(request, url));
});
