import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent, BaseProviders } from './App.tsx';
import { withStylesDeferred } from './prerendered-styles.ts';

/**
 * The pages drawn at build time, for a visitor who is not signed in: the sign-in page, where most
 * visits start, so its form is on screen as soon as the HTML arrives rather than once the scripts have
 * run (Lighthouse's LCP, issue 7 §5). The scripts then hydrate it (main.tsx).
 */
export const PRERENDERED_PATHS = ['/login'] as const;

/**
 * The app's markup at a path, signed out and on a desktop, with MUI's styles written inline beside the
 * elements (emotion's server rendering) carrying `nonce`: the server writes each answer's nonce there.
 * React's prerender waits for every lazy part (the page's own chunk among them), so nothing is a
 * skeleton. Style attributes wait for the scripts (prerendered-styles.ts).
 */
export async function prerenderPage(path: string, nonce: string): Promise<string> {
  const styles = createCache({ key: 'css', nonce });
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={styles}>
        <BaseProviders>
          <StaticRouter location={path}>
            <AppContent />
          </StaticRouter>
        </BaseProviders>
      </CacheProvider>
    </StrictMode>,
    // The whole page in order, every boundary inline: an outlined one is revealed by an inline script,
    // which the page's CSP refuses (decision 0027).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return withStylesDeferred(await new Response(prelude).text());
}
