import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { APP_ROUTES, type AppPath, type AppRoute } from '@fixline/domain';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent, BaseProviders } from './App.tsx';
import type { DrawnFor } from './drawn-page.ts';
import { earlyStartScript, type FrameScript } from './early-start-script.ts';
import { pageFile } from './page-files.ts';
import { withStylesDeferred } from './prerendered-styles.ts';

export interface PrerenderedPage {
  /** The route's path as APP_ROUTES writes it: `/dashboardClaim/:claimId` stands for every claim. */
  path: string;
  drawnFor: DrawnFor;
  /**
   * The modules the page's scripts load first beyond the entry, as the build's manifest names them
   * (`src/…`): a signed-in page asks for their chunks itself (early-start-script.ts).
   */
  modules: readonly string[];
}

/**
 * What a signed-in page loads first: its own module with the query cache's provider, which comes with it
 * (pages.ts), and the side navigation of every page but the bare ones (shell-layout.tsx).
 */
function signedInPageModules(route: AppRoute): string[] {
  const file = pageFile(route.path);
  const page = file === undefined ? [] : [`src/${file}`, 'src/api/query-provider.tsx'];
  return 'bare' in route && route.bare === true ? page : [...page, 'src/shell/nav-drawer.tsx'];
}

/**
 * Public pages whose first render reads their link's query (its token): drawn at build time, without
 * one, they would say that the link is broken. They arrive blank, as before, and draw once the scripts run.
 */
const READ_THEIR_LINK: readonly AppPath[] = [
  '/register',
  '/reset-password',
  '/pickup/:claimId',
  '/preferred-dates/:quoteId',
];

/**
 * The pages drawn at build time, so something is on screen as soon as the HTML arrives rather than
 * once the scripts have run (Lighthouse's first and largest paints, issue 7 §5; decision 0037):
 * - the sign-in page, where most visits start, for a visitor not signed in;
 * - every signed-in page's frame, as it is while a stored session restores: the top bar, the page's
 *   skeleton and, where it is always the same, the page's heading (page-headings.ts);
 * - every other public page's frame, as it is before its first read or the browser's database answers.
 * The scripts then hydrate the sign-in page, or replace a frame with their first render (drawn-page.ts).
 * A frame also starts what its page waits for: the page's chunks, the session's restore and the page's
 * first read, so they arrive together rather than one after another (decision 0037).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  // The sign-in page is in the entry (pages.ts).
  { path: '/login', drawnFor: 'visitor', modules: [] },
  ...APP_ROUTES.filter((route) => route.access.kind !== 'public').map(
    (route): PrerenderedPage => ({
      path: route.path,
      drawnFor: 'session',
      modules: signedInPageModules(route),
    }),
  ),
  // The drivers' pages, opened from a mail or a text on a phone's network: their frame (the heading and
  // the skeleton they show while their first read or the browser's database answers) is on screen with
  // the HTML, as the signed-in pages' are. Nothing to restore, so no script of their own.
  ...APP_ROUTES.filter(
    (route) => route.access.kind === 'public' && route.path !== '/login' && !READ_THEIR_LINK.includes(route.path),
  ).map((route): PrerenderedPage => ({ path: route.path, drawnFor: 'anyone', modules: [] })),
];

/**
 * The script a drawn page's head carries, given the addresses of its modules' chunks and of the app's
 * entry: a signed-in page's early start (early-start-script.ts). The sign-in page has none.
 */
export function drawnPageScript(
  { path, drawnFor }: PrerenderedPage,
  files: { chunks: readonly string[]; entry: string },
): FrameScript | undefined {
  return drawnFor === 'session' ? earlyStartScript(path, files) : undefined;
}

/**
 * The app's #root at a page, on a desktop, with the styles it uses in <style> elements carrying `nonce`
 * at its start: the server writes each answer's nonce there. React's prerender waits for every lazy
 * part, so nothing that loads lazily is a skeleton. Style attributes wait for the scripts
 * (prerendered-styles.ts).
 *
 * The styles are gathered once the drawing is done (emotion's server extraction), not written beside
 * each element as it renders: a Suspense boundary whose fallback rendered before its content (the
 * page's skeleton is both) would otherwise leave the content without the styles the two share, since
 * emotion writes each style once and the fallback is not in the finished drawing. The browser's
 * emotion cache moves these elements to the head and counts their styles as inserted (main.tsx).
 */
export async function prerenderPage({ path, drawnFor }: PrerenderedPage, nonce: string): Promise<string> {
  const styles = createCache({ key: 'css', nonce });
  const extraction = createEmotionServer(styles);
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={styles}>
        <BaseProviders>
          <StaticRouter location={path}>
            <AppContent restoring={drawnFor === 'session'} />
          </StaticRouter>
        </BaseProviders>
      </CacheProvider>
    </StrictMode>,
    // The whole page in order, every boundary inline: an outlined one is revealed by an inline script,
    // which the page's CSP refuses (decision 0027).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  const styleTags = extraction.constructStyleTagsFromChunks(extraction.extractCriticalToChunks(markup));
  return `<div id="root" data-drawn-for="${drawnFor}">${styleTags}${withStylesDeferred(markup)}</div>`;
}
