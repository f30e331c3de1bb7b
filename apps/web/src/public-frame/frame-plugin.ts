import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** Where the built page leaves the app's markup to the scripts. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Beside index.html: which drawn page the server sends for which route, route pattern to file
 * (`{ "/fnol": "drawn-1a2b3c4d.html" }`). The server reads it (apps/server/src/http/web-app.ts).
 */
const DRAWN_PAGES_MANIFEST = 'drawn-pages.json';

/**
 * The entry, and the chunks Vite preloads beside it, are asked for at low priority in a frame: it is on
 * screen without them, and must not look as if its first paint waited for them. A module script never
 * holds a paint, but Lighthouse counts one of high priority that arrived before the paint as if it had
 * (GoogleChrome/lighthouse#17163; decision 0037).
 */
function atLowPriority(page: string): string {
  return ['<script type="module" crossorigin', '<link rel="modulepreload" crossorigin'].reduce(
    (html, tag) => html.replaceAll(tag, tag.replace(/^<(\w+)/, '<$1 fetchpriority="low"')),
    page,
  );
}

type FramesModule = Pick<typeof import('./frames.tsx'), 'PUBLIC_FRAMES' | 'drawFrame'>;

/**
 * Once the client build is written, draws each of frames.tsx's pages into a copy of the built
 * index.html, named by its content, and lists them for the server (README.md). The app's modules are
 * loaded through Vite's own server-side module loading, with this build's configuration.
 */
export function publicFramePlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'fixline:public-frame',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!page.includes(EMPTY_ROOT)) throw new Error(`the built index.html has no ${EMPTY_ROOT} to draw into`);
      // The placeholder Vite writes on the page's own tags (`html.cspNonce`), which the server replaces
      // with each answer's nonce: the frame's styles carry the same one.
      const nonce = config.html?.cspNonce;
      if (nonce === undefined) throw new Error('a frame needs html.cspNonce for its inline styles');
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { PUBLIC_FRAMES, drawFrame } = (await server.ssrLoadModule(
          '/src/public-frame/frames.tsx',
        )) as FramesModule;
        const manifest: Record<string, string> = {};
        for (const route of PUBLIC_FRAMES) {
          const root = await drawFrame(route, nonce);
          // As a function: a replacement string would read the `$` in the markup as patterns.
          const html = atLowPriority(page).replace(EMPTY_ROOT, () => root);
          const file = `drawn-${createHash('sha256').update(html).digest('hex').slice(0, 8)}.html`;
          writeFileSync(path.join(outDir, file), html);
          manifest[route] = file;
        }
        writeFileSync(path.join(outDir, DRAWN_PAGES_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
        config.logger.info(`drew the frames of ${PUBLIC_FRAMES.join(', ')}`);
      } finally {
        await server.close();
      }
    },
  };
}
