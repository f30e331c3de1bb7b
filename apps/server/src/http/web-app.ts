import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from './http-error.ts';
import { CSP_NONCE_PLACEHOLDER, withPageNonce } from './security-headers.ts';

/**
 * The built SPA from the same origin. Scripts, styles and images as the build wrote them, with the
 * brotli and gzip copies it made beside each (apps/web/vite.config.ts), cached for a year when their
 * names carry a hash. The page itself, for `/` and any unknown non-API GET (client-side routes), is
 * sent by us with this answer's CSP nonce written in (decision 0027), so it is never a static file —
 * nor precompressed: a nonce is new for every answer, and the page is a couple of kilobytes.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const pageFile = distDir === undefined ? undefined : path.join(distDir, 'index.html');
  const page = pageFile !== undefined && existsSync(pageFile) ? readFileSync(pageFile, 'utf8') : null;
  if (distDir !== undefined && page !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendPage = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page?.replaceAll(CSP_NONCE_PLACEHOLDER, withPageNonce(reply.raw)));
  // The static files answer 403 for the root folder itself: the page is ours to send.
  if (page !== null) app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (page !== null && isPage && !request.url.startsWith('/api/') && request.url !== '/api') return sendPage(reply);
    throw new HttpError(404, `No route ${request.method} ${request.url.split('?')[0]}`);
  });
}
