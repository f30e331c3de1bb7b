/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderPlugin } from './build/prerender-plugin.ts';

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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    reactRouterProductionBuild(),
    // The sign-in page arrives drawn (src/prerender.tsx); the scripts then hydrate it.
    prerenderPlugin(),
    // Brotli and gzip copies beside each built file, served as they are by @fastify/static (preCompressed):
    // the best compression once at build time instead of a quick one on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.(png|jpe?g|webp|woff2)$/, /manifest\.json$/] }),
  ],
  // The manifest tells the budgets check which chunks each page loads (verify/budgets/initial-js.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry needs in one file: left to itself the bundler cut it into some 40 small
        // shared chunks, each one more request before the first page can render. Pages stay split.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
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
