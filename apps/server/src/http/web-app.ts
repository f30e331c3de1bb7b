import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { APP_ROUTES, type AppRoute } from '@fixline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import { HttpError } from './http-error.ts';
import { allowedMethods } from './method-not-allowed.ts';
import { permissionsPolicy } from './permissions-policy.ts';
import { CSP_NONCE_PLACEHOLDER, withPageNonce } from './security-headers.ts';

/**
 * Beside index.html, written by the web build (apps/web/build/prerender-plugin.ts): which page the build
 * drew ahead (apps/web/src/prerender.tsx) stands for which of the app's routes, route pattern to file.
 */
const DRAWN_PAGES_MANIFEST = 'drawn-pages.json';

/**
 * The drawn pages by the routes they stand for, matched as the web app's router matches them: whatever
 * the case, with or without a trailing slash, one claim's page for every claim. A path that matches
 * none gets index.html, which the scripts draw into.
 */
function drawnPages(distDir: string): FindMyWay.Instance<FindMyWay.HTTPVersion.V1> {
  const router = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true });
  const manifestFile = path.join(distDir, DRAWN_PAGES_MANIFEST);
  if (!existsSync(manifestFile)) return router;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  const files = new Map<string, string>();
  for (const [route, file] of Object.entries(manifest)) {
    if (!files.has(file)) files.set(file, readFileSync(path.join(distDir, file), 'utf8'));
    router.on('GET', route, () => undefined, files.get(file));
  }
  return router;
}

/** The app's routes (domain APP_ROUTES), matched as the web app's router matches them. */
function appRoutes(): FindMyWay.Instance<FindMyWay.HTTPVersion.V1> {
  const router = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true });
  for (const route of APP_ROUTES) router.on('GET', route.path, () => undefined, route);
  return router;
}

/**
 * A request for a file, never for a page: under /assets/, a name with an extension, or a hidden name
 * (`/.env`, `/.git/config`). A missing one is a 404, never the page (issue 22 §5).
 */
const asksForFile = (pathName: string) => pathName.startsWith('/assets/') || /\/\.|\.[^/]*$/.test(pathName);

/**
 * The built SPA from the same origin. Scripts, styles and images as the build wrote them, with the
 * brotli and gzip copies it made beside each (apps/web/vite.config.ts), cached for a year when their
 * names carry a hash. The page itself, for `/` and any unknown non-API GET (client-side routes), is
 * sent by us with this answer's CSP nonce written in (decision 0027), so it is never a static file —
 * nor precompressed: a nonce is new for every answer. Only the app's routes answer 200 with the page,
 * with the devices their route names allowed (Permissions-Policy); any other path that could be a page
 * answers 404 with it (the app shows its not-found page), and a missing file a plain 404. A page the build drew ahead is some 30 kB of
 * markup and inline styles, so pages are compressed as they are sent.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const pageFile = distDir === undefined ? undefined : path.join(distDir, 'index.html');
  const page = pageFile !== undefined && existsSync(pageFile) ? readFileSync(pageFile, 'utf8') : null;
  // Before the static files' plugin, whose replies (its not-found ones too) must have reply.compress.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'] });
  if (distDir !== undefined && page !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // The pages are ours to send, each with its nonce: index.html and the drawn ones, with their list.
      allowedPath: (pathName) => !/^\/[^/]*\.html$/.test(pathName) && pathName !== `/${DRAWN_PAGES_MANIFEST}`,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const drawn = distDir !== undefined && page !== null ? drawnPages(distDir) : FindMyWay();
  const routes = appRoutes();
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
  const pageFor = (request: FastifyRequest): string =>
    (drawn.find('GET', pathOf(request))?.store as string | undefined) ?? page ?? '';
  const sendPage = (request: FastifyRequest, reply: FastifyReply, route: AppRoute | undefined) => {
    if (route?.devices) reply.header('permissions-policy', permissionsPolicy(route.devices));
    return reply
      .status(route ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .compress(pageFor(request).replaceAll(CSP_NONCE_PLACEHOLDER, withPageNonce(reply.raw)));
  };
  // The static files answer 403 for the root folder itself: the page is ours to send.
  if (page !== null)
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, APP_ROUTES[0]));
  const allowed = allowedMethods(app);
  app.setNotFoundHandler((request, reply) => {
    const methods = allowed(pathOf(request));
    if (methods.length) {
      const allow = methods.join(', ');
      throw new HttpError(405, `${request.method} is not allowed on ${pathOf(request)}; it takes ${allow}`, undefined, {
        allow,
      });
    }
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const pathName = pathOf(request);
    // An app route is a page even when it looks like a file: a driver link's token has a dot in it.
    const route = routes.find('GET', pathName)?.store as AppRoute | undefined;
    if (
      page !== null &&
      isPage &&
      !pathName.startsWith('/api/') &&
      pathName !== '/api' &&
      (route || !asksForFile(pathName))
    ) {
      return sendPage(request, reply, route);
    }
    throw new HttpError(404, `No route ${request.method} ${pathName}`);
  });
}
