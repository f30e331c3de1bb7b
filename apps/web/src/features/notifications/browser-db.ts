import { type NotificationType, PRODUCT_NAME } from '@fixline/domain';
import { type DBSchema, openDB } from 'idb';

/**
 * What the service worker knows about the signed-in user of this browser (spec 7 "Push flow"): enough
 * to fetch their unread notifications on a background sync and to word and open them.
 */
export interface BrowserUser {
  id: string;
  name: string;
  email: string;
  /** The login token (spec 9's `jwt`), for the worker's GET /api/notifications. */
  token: string;
  browserId: string;
  publicKey: string | null;
  subscription: PushSubscriptionJSON | null;
  /** Where a claim opens for this user, with `{claimId}` to replace (spec 2). */
  claimPath: string;
  /** The notification texts of spec 9 by type. */
  messages: Record<NotificationType, string>;
  /** Ids of the unread notifications the worker has shown or found at its first sync; it keeps this. */
  shown?: string[];
}

interface FixlineDb extends DBSchema {
  users: { key: string; value: BrowserUser };
}

/** Spec 3: the browser database is named after the product, version 2, one store of users keyed by id. sw.js opens the same. */
export const BROWSER_DB = { name: PRODUCT_NAME, version: 2, store: 'users' } as const;

function openBrowserDb() {
  return openDB<FixlineDb>(BROWSER_DB.name, BROWSER_DB.version, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(BROWSER_DB.store)) db.createObjectStore(BROWSER_DB.store, { keyPath: 'id' });
    },
  });
}

/** One user per browser: signing in replaces whoever was there before; the same user keeps what the worker noted. */
export async function saveBrowserUser(user: Omit<BrowserUser, 'shown'>): Promise<void> {
  const db = await openBrowserDb();
  try {
    const tx = db.transaction(BROWSER_DB.store, 'readwrite');
    const before = await tx.store.get(user.id);
    await tx.store.clear();
    await tx.store.put(before?.shown ? { ...user, shown: before.shown } : user);
    await tx.done;
  } finally {
    db.close();
  }
}

/** Who this browser's worker last served, if anyone. */
export async function readBrowserUser(): Promise<BrowserUser | undefined> {
  const db = await openBrowserDb();
  try {
    const [user] = await db.getAll(BROWSER_DB.store);
    return user;
  } finally {
    db.close();
  }
}

export async function clearBrowserUsers(): Promise<void> {
  const db = await openBrowserDb();
  try {
    await db.clear(BROWSER_DB.store);
  } finally {
    db.close();
  }
}
