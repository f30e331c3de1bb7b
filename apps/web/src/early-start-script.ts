import type { AppPath } from '@fixline/domain';
import { EARLY_READS_GLOBAL } from './api/early-reads.ts';
import { CURRENT_USER_PATH } from './auth/auth-context.ts';
import { TOKEN_KEY } from './auth/token-storage.ts';
import { READ_HEADINGS, type ReadHeading } from './page-headings.ts';

/**
 * What a page reads first, beyond the session's restore, as a path where the page's route parameters
 * stand (`:claimId`). It must be the very request the page makes (claim-api.ts' claimReadPath). A
 * page whose heading names a field of it (page-headings.ts) has it filled in from this read.
 */
const FIRST_READS = {
  '/dashboardClaim/:claimId': '/api/claims/:claimId',
  '/marketplace/claims/:claimId': '/api/claims/:claimId',
} as const satisfies Partial<Record<AppPath, string>>;

export interface EarlyStart {
  /** Where on `window` to leave the reads' answers (api/early-reads.ts). */
  global: string;
  /** The stored token's key in localStorage (token-storage.ts). */
  tokenKey: string;
  /** The route the page stands for, as APP_ROUTES writes it. */
  route: string;
  reads: readonly string[];
  /** The read whose answer names the page's heading, and the field it names. */
  heading?: { read: string; field: string };
  /** The addresses of the chunks the page's scripts load first. */
  chunks: readonly string[];
}

/**
 * With a stored token: starts the reads of `plan` at once and leaves their answers on `window`; draws
 * the field the page's heading names into the frame as soon as its read arrives; asks for the page's
 * chunks once the frame's contents are on screen (that first paint needs nothing but the HTML, and must
 * not share the network with them). Runs in the page's head, before any module has arrived: the build
 * writes its source there (earlyStartScript), so it names nothing from outside itself.
 */
export function startEarly(plan: EarlyStart): void {
  const token = localStorage.getItem(plan.tokenKey);
  const params = token ? routeParams() : undefined;
  if (!token || !params) return;
  const withParams = (template: string) => template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const answers: Record<string, Promise<Response | null>> = {};
  for (const read of plan.reads) {
    const path = withParams(read);
    answers[path] = fetch(path, { headers }).catch(() => null);
  }
  const early = { token, path: location.pathname, answers, fields: {} as Record<string, string> };
  (window as unknown as Record<string, unknown>)[plan.global] = early;
  if (plan.heading) drawHeading(plan.heading.field, answers[withParams(plan.heading.read)]);
  askForChunksOncePainted();

  /** The route's parameters in the page's path, as the app writes them into a request; none if it is not the route's. */
  function routeParams(): Record<string, string> | undefined {
    const names: string[] = [];
    const route = plan.route.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^${route}/?$`, 'i').exec(location.pathname);
    if (!match) return undefined;
    const found: Record<string, string> = {};
    try {
      // As the app's router hands them over (decoded) and the app writes them into a request (encoded).
      names.forEach((name, index) => {
        found[name] = encodeURIComponent(decodeURIComponent(match[index + 1] ?? ''));
      });
    } catch {
      return undefined;
    }
    return found;
  }

  function drawHeading(field: string, answer: Promise<Response | null> | undefined): void {
    // Read from a copy, taken before the app can read the answer itself: each can be read only once.
    answer
      ?.then((response) => (response?.ok ? response.clone().json() : null))
      .then((body: Record<string, unknown> | null) => {
        const value = body?.[field];
        if (typeof value !== 'string') return;
        early.fields[field] = value;
        // For the skeletons the app has drawn in the frame's place meanwhile (page-skeleton.tsx).
        window.dispatchEvent(new Event(plan.global));
        // Drawn anew, not written into: the browser times an element's first paint only (its largest
        // contentful paint), and the heading's words were painted with the frame. Text, never markup.
        for (const slot of document.querySelectorAll(`[data-early-field="${field}"]`)) {
          const heading = slot.parentElement;
          const drawn = heading?.cloneNode(true) as HTMLElement | undefined;
          const drawnSlot = drawn?.querySelector(`[data-early-field="${field}"]`);
          if (!heading || !drawn || !drawnSlot) continue;
          drawnSlot.textContent = value;
          heading.replaceWith(drawn);
        }
      })
      .catch(() => undefined);
  }

  function askForChunksOncePainted(): void {
    const askForChunks = () => {
      for (const href of plan.chunks) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        // Behind the page's reads, as the entry is: the heading waits for the claim, not for code. At
        // their default high priority, chunks that happened to arrive before the heading was painted
        // were counted by Lighthouse as holding it (LCP 2.25 s instead of 1.75 s in some runs).
        link.setAttribute('fetchpriority', 'low');
        link.href = href;
        document.head.append(link);
      }
    };
    // Where the browser does not tell of its paints: after the next one (an animation frame's callback
    // runs just before a paint, a timer set there just after it).
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(askForChunks));
      return;
    }
    const paints = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      paints.disconnect();
      askForChunks();
    });
    paints.observe({ type: 'paint', buffered: true });
  }
}

/**
 * The script a signed-in page's drawn frame carries in its head (prerender.tsx): the session's restore
 * and the page's first reads go out with the HTML, and the page's chunks right after its first paint,
 * instead of one after another once the app's scripts have arrived and run, which on a phone's network
 * is a second or more later (docs/performance.md, decision 0037).
 */
export function earlyStartScript(route: string, chunks: readonly string[]): string {
  const firstRead = (FIRST_READS as Partial<Record<string, string>>)[route];
  const heading = (READ_HEADINGS as Partial<Record<string, ReadHeading>>)[route];
  const plan: EarlyStart = {
    global: EARLY_READS_GLOBAL,
    tokenKey: TOKEN_KEY,
    route,
    reads: firstRead === undefined ? [CURRENT_USER_PATH] : [CURRENT_USER_PATH, firstRead],
    ...(firstRead !== undefined && heading !== undefined ? { heading: { read: firstRead, field: heading.field } } : {}),
    chunks,
  };
  // Nothing in the plan may close the script element it is written into.
  return `(${startEarly.toString()})(${JSON.stringify(plan).replaceAll('<', '\\u003c')});`;
}
