/**
 * The messages between the page and public/sw.js, which has no bundler and repeats these strings:
 * change both together.
 */
export const WORKER_MESSAGES = {
  /** Page → worker: the signed-in user, as saved in the browser DB. */
  session: 'fixline:session',
  /** Page → worker: the user logged out. */
  logout: 'fixline:logout',
  /** Worker → page: a notification was clicked while this tab was open; go to its claim. */
  navigate: 'fixline:navigate',
} as const;

export const WORKER_URL = '/sw.js';
/** The background sync tag the worker catches up on (spec 7). */
export const SYNC_TAG = 'notifications';

/** Only a path of this app: a message never sends the page elsewhere. */
export function navigateTarget(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type !== WORKER_MESSAGES.navigate || typeof url !== 'string') return null;
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
