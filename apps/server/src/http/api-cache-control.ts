/**
 * No API answer is ever stored by a browser or a cache on the way (issue 22 §4, decision 0042): claims
 * carry customers' emails and phones, the current user answer carries who is signed in, the sign-in
 * and FNOL answers carry a token or an upload secret, and a list read after a change must never come
 * from a copy. One rule for the whole API rather than a list of personal routes, so a route added
 * tomorrow is covered without anyone remembering; the web app reads through TanStack Query and loses
 * nothing. Two exceptions set their own header or none: the OpenAPI document and its pages (public,
 * the same for everyone) and a claim file at its signed address (`private, max-age=300`, its
 * signature its expiry).
 */
export function apiCacheControl(url: string): string | undefined {
  const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
  if (!isApi || url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?')) return undefined;
  return 'no-store';
}
