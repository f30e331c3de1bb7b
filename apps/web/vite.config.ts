/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { autocompleteWidthWhenOpen } from './build/autocomplete-width-when-open.ts';
import { lazyMuiNumberFormat } from './build/lazy-mui-number-format.ts';
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

/** Module ids of each chunk group below (with either path separator). */
const FORMS =
  /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]|packages[\\/]domain[\\/]src[\\/](schemas|validation)/;
const FEED_CHECKS =
  /node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]src[\\/](validation|schemas[\\/](common|notification))\.ts$/;
const DOMAIN_RULES = /packages[\\/]domain[\\/]src[\\/](?!schemas[\\/]|validation)/;
const SIGN_IN_EXTRAS = /node_modules[\\/]@mui[\\/]material[\\/](Tooltip|Alert)[\\/]/;
const PAGINATION =
  /node_modules[\\/]@mui[\\/]material[\\/](TablePagination|TablePaginationActions|locale[\\/]utils)[\\/]/;
const UI_KIT =
  /node_modules[\\/](@mui[\\/](material|system|utils|icons-material|styled-engine|private-theming)|@tanstack|react-transition-group|@popperjs|clsx|react-is|prop-types|@babel)[\\/]/;
const APP_CODE = /apps[\\/]web[\\/]src|packages[\\/]domain/;
/** The app's form parts, kept out of the shared chunk: they would bring react-hook-form to every page. */
const APP_FORMS = /src[\\/](components[\\/]form-|features[\\/]claims[\\/]claim-form)/;
/**
 * The FNOL wizard's modules, which its first step and its later steps share: kept with the wizard, out of
 * the shared chunk, whose other modules would bring the whole component kit to /fnol's first step.
 */
const FNOL_WIZARD = /src[\\/]features[\\/]fnol[\\/]/;
/**
 * The app's own modules the driver's tracking page loads that other pages share: the query cache (every
 * page that reads the API has it), the status, dates and push bits, and the second commit's hook. Each needs nothing but the kit
 * and the domain's rules; in the shared chunk they brought its imports (the forms, the feed's checks,
 * the pagination: some 55 KB) to a page that uses none of them.
 */
const DRIVER_SHARED =
  /src[\\/](api[\\/]query-client|components[\\/](format-date|status-chip|use-second-commit)|features[\\/]notifications[\\/](push-supported|url-base64|worker-messages))\./;
/** Leaflet, its React binding, the clustering, and the garage pages' maps: loaded only where a map is drawn. */
const MAPS =
  /node_modules[\\/](leaflet|react-leaflet|@react-leaflet|supercluster|kdbush)[\\/]|src[\\/]features[\\/]garages[\\/](base-map|place-picker|repair-map-view|map-points)\./;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    reactRouterProductionBuild(),
    lazyMuiNumberFormat(),
    autocompleteWidthWhenOpen(),
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
        // A handful of files instead of some seventy: on a phone's network each file is one more round
        // trip before a page can draw (docs/decisions/0036-signed-in-pages-load-set.md). Higher priority picks first.
        codeSplitting: {
          groups: [
            // Everything the entry needs, the sign-in page among it (pages.ts), in one file.
            { name: 'shell', tags: ['$initial'], priority: 40 },
            // The domain's rules beyond its schemas (workflow, privileges): before the forms group, which
            // would otherwise take them along with the schemas that use them, and with them bring zod
            // to every page.
            { name: 'domain', test: DOMAIN_RULES, priority: 35 },
            // zod with the few schemas the live feed checks what it receives against: the feed loads on
            // every signed-in page, and evaluating every schema there was a long task of its own.
            { name: 'feed-checks', test: FEED_CHECKS, priority: 31 },
            // Checks and forms: the domain's other schemas, and react-hook-form.
            { name: 'forms', test: FORMS, priority: 30 },
            // What the sign-in page loads after its first paint: the phones' tooltips and a refused
            // sign-in's alert. Apart from the rest of the kit, which the sign-in page needs only later.
            { name: 'sign-in-extras', test: SIGN_IN_EXTRAS, priority: 25 },
            // The rest of the component kit and the query cache the signed-in pages share.
            { name: 'ui', test: (id) => UI_KIT.test(id) && !PAGINATION.test(id), priority: 20 },
            // The kit's pagination: loaded by the claims list as it mounts, so its evaluation is a task
            // of its own. Ranked below the kit, which keeps the parts the pagination shares with the rest
            // (select, menu).
            { name: 'pagination', test: PAGINATION, priority: 19 },
            // The browsers' database (idb), which the FNOL wizard, the live feed and the tracking page share:
            // a file of its own, so /fnol's first step does not load the shared chunk (and the kit) for it.
            { name: 'browser-db', test: /node_modules[\\/]idb[\\/]/, priority: 11 },
            // What the tracking page shares (DRIVER_SHARED): a small file, ranked above the shared chunk.
            { name: 'driver-shared', test: DRIVER_SHARED, priority: 12 },
            // The app's own modules that more than one page or part loads.
            {
              name: 'common',
              // The maps stay with the pages that draw one (a group of their own pulled the bundler's
              // shared helpers into it, and so into every page).
              test: (id) => APP_CODE.test(id) && !APP_FORMS.test(id) && !FNOL_WIZARD.test(id) && !MAPS.test(id),
              minShareCount: 2,
              priority: 10,
            },
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
