import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';
import { CSP_NONCE_PLACEHOLDER, withPageNonce } from './security-headers.ts';

/**
 * The pages the build drew ahead (apps/web/src/prerender.tsx), by path: `login.html` beside index.html
 * is the page for /login. Any other path gets index.html, which the scripts draw into.
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(distDir)) {
    if (!file.endsWith('.html') || file === 'index.html') continue;
    pages.set(`/${file.slice(0, -'.html'.length)}`, readFileSync(path.join(distDir, file), 'utf8'));
  }
  return pages;
}

/** The path a page is asked for, as the web app's router reads it: no query, no trailing slash. */
function pagePath(request: FastifyRequest): string {
  return (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
}

/**
 * The built SPA from the same origin. Scripts, styles and images as the build wrote them, with the
 * brotli and gzip copies it made beside each (apps/web/vite.config.ts), cached for a year when their
 * names carry a hash. The page itself, for `/` and any unknown non-API GET (client-side routes), is
 * sent by us with this answer's CSP nonce written in (decision 0027), so it is never a static file —
 * nor precompressed: a nonce is new for every answer. A page the build drew ahead is some 30 kB of
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
      // The pages are ours to send, each with its nonce: index.html and the prerendered ones.
      allowedPath: (pathName) => !/^\/[^/]*\.html$/.test(pathName),
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const prerendered = distDir !== undefined && page !== null ? prerenderedPages(distDir) : new Map<string, string>();
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .compress(
        (prerendered.get(pagePath(request)) ?? page ?? '').replaceAll(CSP_NONCE_PLACEHOLDER, withPageNonce(reply.raw)),
      );
  // The static files answer 403 for the root folder itself: the page is ours to send.
  if (page !== null) app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (page !== null && isPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      return sendPage(request, reply);
    }
    throw new HttpError(404, `No route ${request.method} ${request.url.split('?')[0]}`);
  });
}
