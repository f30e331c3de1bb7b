import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedPage } from '../src/prerender.tsx';

/** Where the built page leaves the app's markup to the scripts. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Beside index.html: which drawn page the server sends for which of the app's routes, route pattern to
 * file (`{ "/login": "drawn-1a2b3c4d.html", "/dashboardClaim/:claimId": … }`). The server reads it
 * (apps/server/src/http/web-app.ts).
 */
const DRAWN_PAGES_MANIFEST = 'drawn-pages.json';

interface PrerenderModule {
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  prerenderPage: (page: PrerenderedPage, nonce: string) => Promise<string>;
}

/**
 * Once the client build is written, draws each of src/prerender.tsx's pages into a copy of the built
 * index.html, which the server sends for that page's route. Routes whose drawings are the same (the
 * frames of most signed-in pages) share one file, named by its content. The app's modules are loaded
 * through Vite's own server-side module loading, with this build's configuration and plugins.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'fixline:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!page.includes(EMPTY_ROOT)) throw new Error(`the built index.html has no ${EMPTY_ROOT} to draw into`);
      // The placeholder Vite writes on the page's own tags (`html.cspNonce`), which the server replaces
      // with each answer's nonce: the drawn styles carry the same one.
      const nonce = config.html?.cspNonce;
      if (nonce === undefined) throw new Error('a prerendered page needs html.cspNonce for its inline styles');
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { PRERENDERED_PAGES, prerenderPage } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as PrerenderModule;
        const manifest: Record<string, string> = {};
        for (const drawn of PRERENDERED_PAGES) {
          const html = page.replace(EMPTY_ROOT, await prerenderPage(drawn, nonce));
          const file = `drawn-${createHash('sha256').update(html).digest('hex').slice(0, 8)}.html`;
          writeFileSync(path.join(outDir, file), html);
          manifest[drawn.path] = file;
        }
        writeFileSync(path.join(outDir, DRAWN_PAGES_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
        const files = new Set(Object.values(manifest)).size;
        config.logger.info(`prerendered ${PRERENDERED_PAGES.length} routes into ${files} drawn pages`);
      } finally {
        await server.close();
      }
    },
  };
}
