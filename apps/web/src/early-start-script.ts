import type { AppPath } from '@fixline/domain';
import { EARLY_READS_GLOBAL } from './api/early-reads.ts';
import { CURRENT_USER_PATH } from './auth/auth-context.ts';
import { TOKEN_KEY } from './auth/token-storage.ts';

/**
 * What a page reads first, beyond the session's restore, as paths where the page's route parameters
 * stand (`:claimId`). Each must be the very request the page makes (claim-api.ts' claimReadPath).
 */
const FIRST_READS = {
  '/dashboardClaim/:claimId': ['/api/claims/:claimId'],
  '/marketplace/claims/:claimId': ['/api/claims/:claimId'],
} as const satisfies Partial<Record<AppPath, readonly string[]>>;

export interface EarlyStart {
  /** Where on `window` to leave the reads' answers (api/early-reads.ts). */
  global: string;
  /** The stored token's key in localStorage (token-storage.ts). */
  tokenKey: string;
  /** The route the page stands for, as APP_ROUTES writes it. */
  route: string;
  reads: readonly string[];
  /** The addresses of the chunks the page's scripts load first. */
  chunks: readonly string[];
}

/**
 * With a stored token, starts the reads of `plan` at once and leaves their answers on `window`, and asks
 * for the page's chunks once the frame's contents are on screen: that first paint needs nothing but the
 * HTML, and must not share the network with them. Runs in the page's head, before any module has arrived: the build
 * writes its source there (earlyStartScript), so it names nothing from outside itself.
 */
export function startEarly(plan: EarlyStart): void {
  const token = localStorage.getItem(plan.tokenKey);
  if (!token) return;
  const names: string[] = [];
  const route = plan.route.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${route}/?$`, 'i').exec(location.pathname);
  if (!match) return;
  const params: Record<string, string> = {};
  try {
    // As the app's router hands them over (decoded) and the app writes them into a request (encoded).
    names.forEach((name, index) => {
      params[name] = encodeURIComponent(decodeURIComponent(match[index + 1] ?? ''));
    });
  } catch {
    return;
  }
  const answers: Record<string, Promise<Response | null>> = {};
  for (const read of plan.reads) {
    const path = read.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
    const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    answers[path] = fetch(path, { headers }).catch(() => null);
  }
  (window as unknown as Record<string, unknown>)[plan.global] = { token, answers };
  const askForChunks = () => {
    for (const href of plan.chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  // Once the frame's contents are painted; where the browser does not tell, after its next paint (an
  // animation frame's callback runs just before one, a timer set there just after it).
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const paints = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      paints.disconnect();
      askForChunks();
    });
    paints.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(askForChunks));
  }
}

/**
 * The script a signed-in page's drawn frame carries in its head (prerender.tsx): the session's restore
 * and the page's first reads go out with the HTML, and the page's chunks right after its first paint,
 * instead of one after another once the app's scripts have arrived and run, which on a phone's network
 * is a second or more later (docs/performance.md, decision 0037).
 */
export function earlyStartScript(route: string, chunks: readonly string[]): string {
  const plan: EarlyStart = {
    global: EARLY_READS_GLOBAL,
    tokenKey: TOKEN_KEY,
    route,
    reads: [CURRENT_USER_PATH, ...((FIRST_READS as Partial<Record<string, readonly string[]>>)[route] ?? [])],
    chunks,
  };
  // Nothing in the plan may close the script element it is written into.
  return `(${startEarly.toString()})(${JSON.stringify(plan).replaceAll('<', '\\u003c')});`;
}
