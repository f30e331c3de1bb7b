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
  // Its redacted view, which names the claim too (marketplace-claim-page.tsx reads it first).
  '/marketplace/claims/:claimId': '/api/marketplace/claims/:claimId',
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
  /**
   * On a page with a heading to draw, the app's entry, which the frame fetches but leaves to this
   * script to run: the page's chunks are asked for once the heading is on screen (or cannot be drawn),
   * and the entry runs once they have arrived, so that no chunk arrives, and none of the app's code
   * runs, while the heading waits for its read (decision 0039).
   */
  entry?: string;
}

/**
 * With a stored token: starts the reads of `plan` at once and leaves their answers on `window`; draws
 * the field the page's heading names into the frame as soon as its read arrives; asks for the page's
 * chunks once the frame's contents are on screen (that first paint needs nothing but the HTML, and must
 * not share the network with them), or, on a page with a heading to draw, once the heading is, then
 * runs the app's entry. Runs in the page's head, before any module has arrived: the build writes its
 * source there (earlyStartScript), so it names nothing from outside itself.
 */
export function startEarly(plan: EarlyStart): void {
  /** How the drawn heading is named to the browser's paint timing. */
  const HEADING_TIMING = 'early-heading';
  /** How long the app's entry waits for the page's chunks at most (startApp). */
  const CHUNKS_WAIT_MS = 300;
  let heading: Promise<boolean> | undefined;
  let reading = false;
  try {
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
    reading = true;
    if (plan.heading) heading = drawHeading(plan.heading.field, answers[withParams(plan.heading.read)], early.fields);
  } finally {
    // Whatever happened above, the app starts: on a page with a heading to draw, its entry is this
    // script's to run, without the page's chunks when nobody is signed in.
    if (plan.entry === undefined) {
      if (reading) askForChunksOncePainted();
    } else if (heading) {
      const start = () => whenParsed(() => startApp(plan.entry as string));
      heading.then((drawn) => (drawn ? afterHeadingPaint(start) : start()));
    } else {
      whenParsed(() => startApp(plan.entry as string, reading));
    }
  }

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

  /** Settles once the heading is drawn (true), or once it is clear that it cannot be (false). */
  function drawHeading(
    field: string,
    answer: Promise<Response | null> | undefined,
    fields: Record<string, string>,
  ): Promise<boolean> {
    // Read from a copy, taken before the app can read the answer itself: each can be read only once.
    return Promise.resolve(answer)
      .then((response) => (response?.ok ? response.clone().json() : null))
      .then((body: Record<string, unknown> | null) => {
        const value = body?.[field];
        if (typeof value !== 'string') return false;
        fields[field] = value;
        // For the skeletons the app has drawn in the frame's place meanwhile (page-skeleton.tsx).
        window.dispatchEvent(new Event(plan.global));
        // Drawn anew, not written into: the browser times an element's first paint only (its largest
        // contentful paint), and the heading's words were painted with the frame. Text, never markup.
        let drawnAny = false;
        for (const slot of document.querySelectorAll(`[data-early-field="${field}"]`)) {
          const heading = slot.parentElement;
          const drawn = heading?.cloneNode(true) as HTMLElement | undefined;
          const drawnSlot = drawn?.querySelector(`[data-early-field="${field}"]`);
          if (!heading || !drawn || !drawnSlot) continue;
          drawnSlot.textContent = value;
          drawn.setAttribute('elementtiming', HEADING_TIMING);
          heading.replaceWith(drawn);
          drawnAny = true;
        }
        return drawnAny;
      })
      .catch(() => false);
  }

  /**
   * The app's entry, as the frame's own tag would have loaded it (the frame fetched it already). For a
   * signed-in person, the page's chunks are asked for first, and the entry runs once they have arrived
   * (the app draws the page only with them, and compiling them beside its run slows it on a phone's few
   * cores), or after CHUNKS_WAIT_MS: on a slow network it had better run while they come.
   */
  function startApp(entry: string, withChunks = true): void {
    const run = once(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    });
    const chunks = withChunks ? askForChunks() : [];
    let coming = chunks.length;
    if (coming === 0) {
      run();
      return;
    }
    // Each link ends in one of the two, whether its chunk arrived or not.
    const arrived = () => {
      coming -= 1;
      if (coming === 0) run();
    };
    for (const link of chunks) {
      link.addEventListener('load', arrived, { once: true });
      link.addEventListener('error', arrived, { once: true });
    }
    setTimeout(run, CHUNKS_WAIT_MS);
  }

  /** A script the page adds runs as soon as it arrives: the app's must find the whole frame there. */
  function whenParsed(then: () => void): void {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
    else then();
  }

  /**
   * After the browser's next paint: an animation frame's callback runs just before a paint, a timer set
   * there just after it. A hidden page paints nothing, and its animation frames wait: then at once.
   */
  function afterNextPaint(then: () => void): void {
    if (document.visibilityState === 'hidden') then();
    else requestAnimationFrame(() => setTimeout(then));
  }

  /**
   * Once the browser tells of a paint of `type` that names `name` (a paint's name, a timed element's
   * identifier), or after the next paint where it does not tell of them; after `atMostMs` at most when
   * given (at once on a hidden page, which paints nothing).
   */
  function afterReportedPaint(type: 'paint' | 'element', name: string, then: () => void, atMostMs?: number): void {
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes(type)) {
      afterNextPaint(then);
      return;
    }
    const run = once(() => {
      reports.disconnect();
      then();
    });
    const reports = new PerformanceObserver((list) => {
      const names = (entry: PerformanceEntry & { identifier?: string }) =>
        entry.name === name || entry.identifier === name;
      if (list.getEntries().some(names)) run();
    });
    reports.observe({ type, buffered: true });
    if (atMostMs !== undefined) setTimeout(run, document.visibilityState === 'hidden' ? 0 : atMostMs);
  }

  /**
   * Once the drawn heading is on screen, as the browser times it (Element Timing: when the frame that
   * shows it was presented, which is later than the paint itself). A heading out of sight is never
   * timed: a second at most.
   */
  function afterHeadingPaint(then: () => void): void {
    afterReportedPaint('element', HEADING_TIMING, then, 1000);
  }

  /** `then`, the first time the function returned is called only. */
  function once(then: () => void): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      then();
    };
  }

  function askForChunks(): HTMLLinkElement[] {
    return plan.chunks.map((href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      // Behind the page's reads, as the entry is: the heading waits for the claim, not for code.
      link.setAttribute('fetchpriority', 'low');
      link.href = href;
      document.head.append(link);
      return link;
    });
  }

  function askForChunksOncePainted(): void {
    afterReportedPaint('paint', 'first-contentful-paint', askForChunks);
  }
}

/** The script a drawn frame carries in its head, and whether the app's entry is its to add. */
export interface FrameScript {
  source: string;
  /** The frame then carries no tag of its own for the entry. */
  addsEntry: boolean;
}

/**
 * The script a signed-in page's drawn frame carries in its head (prerender.tsx): the session's restore
 * and the page's first reads go out with the HTML, and the page's chunks right after its first paint,
 * instead of one after another once the app's scripts have arrived and run, which on a phone's network
 * is a second or more later (docs/decisions/0037-signed-in-pages-arrive-drawn.md). On a page whose heading waits for a
 * read, the app's entry waits for the heading (decision 0039).
 */
export function earlyStartScript(route: string, files: { chunks: readonly string[]; entry: string }): FrameScript {
  const firstRead = (FIRST_READS as Partial<Record<string, string>>)[route];
  const heading = (READ_HEADINGS as Partial<Record<string, ReadHeading>>)[route];
  const plan: EarlyStart = {
    global: EARLY_READS_GLOBAL,
    tokenKey: TOKEN_KEY,
    route,
    reads: firstRead === undefined ? [CURRENT_USER_PATH] : [CURRENT_USER_PATH, firstRead],
    ...(firstRead !== undefined && heading !== undefined
      ? { heading: { read: firstRead, field: heading.field }, entry: files.entry }
      : {}),
    chunks: files.chunks,
  };
  // Nothing in the plan may close the script element it is written into.
  const source = `(${startEarly.toString()})(${JSON.stringify(plan).replaceAll('<', '\\u003c')});`;
  return { source, addsEntry: plan.entry !== undefined };
}
