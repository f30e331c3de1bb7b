import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** Where the built page leaves the app's markup to the scripts. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Beside index.html: which drawn page the server sends for which of the app's routes, route pattern to
 * file (`{ "/login": "drawn-1a2b3c4d.html", "/dashboardClaim/:claimId": … }`). The server reads it
 * (apps/server/src/http/web-app.ts).
 */
const DRAWN_PAGES_MANIFEST = 'drawn-pages.json';

/** The start of the tag that loads the app's entry, as Vite writes it. */
const ENTRY_SCRIPT = '<script type="module" crossorigin';

/** The whole tag, with the entry's address. */
const ENTRY_TAG = new RegExp(`${ENTRY_SCRIPT} src="([^"]+)"[^>]*></script>`);

/**
 * The entry, and the chunks it imports (Vite's modulepreload links beside it, such as the bundler's
 * runtime helpers), are asked for at low priority on a drawn page: it is on screen without them, and
 * must not look as if its first paint waited for them. A module script never holds a paint, but
 * Lighthouse counts one of high priority that arrived before the paint as if it had
 * (GoogleChrome/lighthouse#17163).
 */
function atLowPriority(page: string): string {
  return [ENTRY_SCRIPT, '<link rel="modulepreload" crossorigin'].reduce(
    (html, tag) => html.replaceAll(tag, tag.replace(/^<(\w+)/, '<$1 fetchpriority="low"')),
    page,
  );
}

/**
 * Where the frame's script runs the entry itself, once the page's heading is drawn and its chunks have
 * come (early-start-script.ts): the entry is still fetched with the HTML, beside the heading's read.
 */
const entryFetched = (entry: string) => `<link rel="modulepreload" crossorigin href="${entry}">`;

/** The parts of Vite's build manifest (`build.manifest`) read here: each module's chunk and its imports. */
type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** What the plugin takes from src/prerender.tsx, loaded through Vite's server. */
type PrerenderModule = Pick<
  typeof import('../src/prerender.tsx'),
  'PRERENDERED_PAGES' | 'prerenderPage' | 'drawnPageScript'
>;

/**
 * Once the client build is written, draws each of src/prerender.tsx's pages into a copy of the built
 * index.html, which the server sends for that page's route, with the page's own script in its head (a
 * signed-in page's early start, given its chunks from the build's manifest). Routes whose pages are
 * the same share one file, named by its content. The app's modules are loaded through Vite's own
 * server-side module loading, with this build's configuration and plugins.
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
      const [ownTag, entry] = ENTRY_TAG.exec(page) ?? [];
      if (ownTag === undefined || entry === undefined) throw new Error(`the built index.html has no ${ENTRY_SCRIPT}`);
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
        const { PRERENDERED_PAGES, prerenderPage, drawnPageScript } = (await server.ssrLoadModule(
          '/src/prerender.tsx',
        )) as PrerenderModule;
        const build = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
        const manifest: Record<string, string> = {};
        for (const drawn of PRERENDERED_PAGES) {
          const chunks = chunkFiles(build, drawn.modules).map((file) => `${config.base}${file}`);
          const script = drawnPageScript(drawn, { chunks, entry });
          const root = await prerenderPage(drawn, nonce);
          // The frame's own script goes before the entry's tag, so its reads leave first, or in its
          // place when the script adds the entry itself. As functions: a replacement string would read
          // the `$` in scripts and markup as patterns.
          const withScript = (tag: string) =>
            script === undefined
              ? tag
              : `<script nonce="${nonce}">${script.source}</script>${script.addsEntry ? entryFetched(entry) : tag}`;
          const html = atLowPriority(page.replace(ownTag, withScript)).replace(EMPTY_ROOT, () => root);
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

/**
 * The chunks `modules` are in and every chunk they import, each once, imports first, leaving out the
 * entry's and those it imports (the page loads them already): what the page's scripts would otherwise
 * ask for one after another.
 */
function chunkFiles(build: BuildManifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set(Object.values(build).flatMap((chunk) => (chunk.isEntry ? (chunk.imports ?? []) : [])));
  const visit = (key: string) => {
    const chunk = build[key];
    if (chunk === undefined) throw new Error(`the build's manifest has no ${key}`);
    if (chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.add(chunk.file);
  };
  for (const module of modules) visit(module);
  return [...files];
}
