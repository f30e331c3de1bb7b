import './csp-nonce.ts';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// MUI's styles go into <style> elements carrying the page's CSP nonce (csp-nonce.ts). The cache also
// moves the styles of a public page's frame (public-frame/README.md) into the head.
const styles = createCache({ key: 'css', nonce: (window as Window & { __nonce__?: string }).__nonce__ });

// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree at once. A public page's frame stays on screen until it commits.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={styles}>
        <App />
      </CacheProvider>
    </StrictMode>,
  );
});
