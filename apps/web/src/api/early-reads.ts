/**
 * The reads a signed-in page's drawn frame starts before the app's scripts have arrived
 * (early-start-script.ts): the session's restore and the page's own first read, by request path, with
 * the stored token they were sent with. The scripts take each answer once, in place of asking again.
 */
export interface EarlyReads {
  token: string;
  /** The page's path when they started: the answers are about it. */
  path: string;
  answers: Record<string, Promise<Response | null>>;
  /** The fields of the page's first read that its heading names (page-headings.ts), once it arrived. */
  fields: Record<string, string>;
}

/**
 * Where on `window` the frame's script leaves them; also the name of the event it sends on `window`
 * when a field arrives.
 */
export const EARLY_READS_GLOBAL = '__fixlineEarlyReads';

/**
 * The answer, or the failure to get one (null), to a GET of `path` the frame started with `token`; once
 * only, and undefined when it started none: a later read must see later data, and a read made with
 * another token (a new sign-in) is someone else's.
 */
export function takeEarlyRead(path: string, token: string | null): Promise<Response | null> | undefined {
  const early = earlyReads();
  if (!early || token === null || early.token !== token) return undefined;
  const answer = early.answers[path];
  delete early.answers[path];
  return answer;
}

/**
 * A field of the page's first read, for its heading, while the page is still the one the frame was
 * drawn for and the same person is signed in: another claim, or another person, must not see it.
 */
export function earlyField(field: string, token: string | null): string | undefined {
  const early = earlyReads();
  if (!early || token === null || early.token !== token || early.path !== window.location.pathname) return undefined;
  return early.fields[field];
}

/** Calls `listener` whenever a field of the page's first read arrives; returns the unsubscribe. */
export function subscribeEarlyFields(listener: () => void): () => void {
  window.addEventListener(EARLY_READS_GLOBAL, listener);
  return () => window.removeEventListener(EARLY_READS_GLOBAL, listener);
}

function earlyReads(): EarlyReads | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as Window & { [EARLY_READS_GLOBAL]?: EarlyReads })[EARLY_READS_GLOBAL];
}
