import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { AppPath } from '@fixline/domain';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppContent, AppProviders } from '../App.tsx';
import { InFrame } from './use-in-frame.ts';

/**
 * The public pages a driver opens from a mail or a text on a phone's network, drawn at build time so
 * their first text is painted with the HTML (decisions 0067, 0076): the FNOL wizard's first step, and
 * the tracking page's heading with what it is for (its largest element). Every other page starts empty.
 */
export const PUBLIC_FRAMES: readonly AppPath[] = ['/fnol', '/track/:token'];

/**
 * The app's #root at `path` as the scripts first draw it for a visitor (a desktop's layout), with the
 * styles it uses in <style> elements carrying `nonce`, where the server writes each answer's nonce.
 * React's prerender waits for every lazy part; every Suspense boundary is written in place, since an
 * outlined one is revealed by an inline script, which the page's policy refuses (decision 0027). The
 * styles are gathered once the drawing is done (emotion's server extraction): a fallback rendered and
 * then dropped would otherwise have taken styles the content shares with it.
 */
export async function drawFrame(path: AppPath, nonce: string): Promise<string> {
  const styles = createCache({ key: 'css', nonce });
  const extraction = createEmotionServer(styles);
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={styles}>
        <InFrame value>
          <AppProviders>
            <StaticRouter location={path}>
              <AppContent />
            </StaticRouter>
          </AppProviders>
        </InFrame>
      </CacheProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  const styleTags = extraction.constructStyleTagsFromChunks(extraction.extractCriticalToChunks(markup));
  // The policy refuses style attributes written in HTML (React sets its own through the CSSOM), and the
  // frame is replaced, never hydrated: they go. React escapes a quote inside an attribute's value.
  return `<div id="root">${styleTags}${markup.replace(/ style="[^"]*"/g, '')}</div>`;
}
