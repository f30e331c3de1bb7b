import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** Where the built page leaves the app's markup to the scripts. */
const EMPTY_ROOT = '<div id="root"></div>';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  prerenderPage: (path: string, nonce: string) => Promise<string>;
}

/** The file a prerendered path is written to, beside index.html: `/login` → `login.html`. */
function prerenderedFile(route: string): string {
  return `${route.replace(/^\/+|\/+$/g, '')}.html`;
}

/**
 * Once the client build is written, draws each of src/prerender.tsx's pages into a copy of the built
 * index.html (`login.html` for /login), which the server sends for that path. The app's modules are
 * loaded through Vite's own server-side module loading, with this build's configuration and plugins.
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
        const { PRERENDERED_PATHS, prerenderPage } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as PrerenderModule;
        for (const route of PRERENDERED_PATHS) {
          const markup = await prerenderPage(route, nonce);
          const file = path.join(outDir, prerenderedFile(route));
          writeFileSync(file, page.replace(EMPTY_ROOT, `<div id="root">${markup}</div>`));
          config.logger.info(`prerendered ${route} → ${path.relative(config.root, file)}`);
        }
      } finally {
        await server.close();
      }
    },
  };
}
