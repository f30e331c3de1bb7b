/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { autocompleteWidthWhenOpen } from './build/autocomplete-width-when-open.ts';
import { lazyMuiNumberFormat } from './build/lazy-mui-number-format.ts';
import { publicFramePlugin } from './src/public-frame/frame-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/**
 * react-router's package exports name its development build under every condition
 * (remix-run/react-router#14102), so a production bundle carried its dev warnings. The built app takes
 * the production build the package ships beside it: the same code with the warnings switched off.
 */
function reactRouterProductionBuild(): Plugin {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(/[/\\]development[/\\]index\.m?js$/, '/production/index.mjs');
  if (production === development) throw new Error(`react-router's build is no longer at ${development}`);
  return {
    name: 'fixline:react-router-production-build',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

/** The component kit and what it is built on (with either path separator); not MUI's charts. */
const KIT = /node_modules[\\/](@mui[\\/](?!x-)|@emotion|@tanstack|@popperjs|react-transition-group)/;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    reactRouterProductionBuild(),
    // MUI's pagination, in the kit every page but the sign-in page loads, makes its number formatter on
    // first use rather than as the kit is evaluated.
    lazyMuiNumberFormat(),
    autocompleteWidthWhenOpen(),
    // /fnol and /track arrive drawn (src/public-frame/README.md); the scripts then draw over their frame.
    publicFramePlugin(),
    // Brotli and gzip copies beside each built file, served as they are by @fastify/static (preCompressed):
    // the best compression once at build time instead of a quick one on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.(png|jpe?g|webp|woff2)$/, /manifest\.json$/] }),
  ],
  // The manifest tells the budgets check which chunks each page loads (verify/budgets/initial-js.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The page itself preloads what its entry imports; a lazy chunk's imports are not listed in the entry
    // for Vite to preload beside it: with some fifty pages those lists were 3 KiB of the script every page
    // loads first (/login's and /fnol's budgets). A chunk names what it imports, and the browser asks for
    // those as soon as it has the chunk.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports (React, the router, the kit's core, the shell and the sign-in
            // page) in one file: left to itself the bundler splits what the entry shares with the pages
            // into some thirty small chunks, each one more request before the first page draws.
            { name: 'start', tags: ['$initial'], priority: 2 },
            // The rest of the component kit and the query cache, which the pages share, in one file too.
            // MUI's charts stay with the one page that draws them.
            { name: 'kit', test: KIT, priority: 1 },
          ],
        },
      },
    },
  },
  // The server writes each answer's CSP nonce where this stands (CSP_NONCE_PLACEHOLDER in
  // apps/server/src/http/security-headers.ts): on the page's tags and its <meta property="csp-nonce">.
  html: { cspNonce: 'FIXLINE_CSP_NONCE' },
  // Used by the root vitest.config.ts 'web' project, which extends this file.
  test: { setupFiles: ['./src/test-setup.ts'] },
  server: { port: 5173, proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } } },
});
