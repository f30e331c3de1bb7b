import './csp-nonce.ts';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { drawnPageStart } from './drawn-page.ts';
import { applyDeferredStyles } from './prerendered-styles.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// MUI's styles go into <style> elements carrying the page's CSP nonce (csp-nonce.ts). Made before any
// rendering: it moves a prerendered page's inline styles into the head, out of hydration's way.
const styles = createCache({ key: 'css', nonce: (window as Window & { __nonce__?: string }).__nonce__ });

const app = (
  <StrictMode>
    <CacheProvider value={styles}>
      <App />
    </CacheProvider>
  </StrictMode>
);

/**
 * As a transition, the first render, or the hydration, yields to the browser every few milliseconds
 * instead of holding the main thread for the whole tree at once (total blocking time,
 * docs/decisions/0037-signed-in-pages-arrive-drawn.md). It starts in a task of its own: evaluating the
 * modules before it is already most of a long task on a phone.
 */
const startApp = (): void => {
  const start = drawnPageStart(container);
  if (start === 'hydrate') {
    // The sign-in page the build drew for a visitor (prerender.tsx): the scripts take it over as it is.
    applyDeferredStyles(container);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A signed-in page's frame stays until the first render replaces it (drawn-page.ts).
    if (start === 'draw-afresh') container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
};

setTimeout(startApp, 0);
