/**
 * The reads a signed-in page's drawn frame starts before the app's scripts have arrived
 * (early-reads-script.ts): the session's restore and the page's own first read, by request path, with
 * the stored token they were sent with. The scripts take each answer once, in place of asking again.
 */
export interface EarlyReads {
  token: string;
  answers: Record<string, Promise<Response | null>>;
}

/** Where on `window` the frame's script leaves them. */
export const EARLY_READS_GLOBAL = '__fixlineEarlyReads';

/**
 * The answer, or the failure to get one (null), to a GET of `path` the frame started with `token`; once
 * only, and undefined when it started none: a later read must see later data, and a read made with
 * another token (a new sign-in) is someone else's.
 */
export function takeEarlyRead(path: string, token: string | null): Promise<Response | null> | undefined {
  const early = (window as Window & { [EARLY_READS_GLOBAL]?: EarlyReads })[EARLY_READS_GLOBAL];
  if (!early || token === null || early.token !== token) return undefined;
  const answer = early.answers[path];
  delete early.answers[path];
  return answer;
}
