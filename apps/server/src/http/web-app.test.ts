import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from './error-handler.ts';
import { recordRouteTable } from './route-table.ts';
import { createSecurityHeaders } from './security-headers.ts';
import { serveWebApp } from './web-app.ts';

const INDEX =
  '<!doctype html><meta property="csp-nonce" nonce="FIXLINE_CSP_NONCE"><title>Fixline</title><div id="root"></div>';
const SCRIPT = 'console.log("the entry");'.repeat(50);
/** A page the web build drew ahead (apps/web/src/prerender.tsx): markup and nonce'd styles, some kilobytes. */
const LOGIN =
  '<!doctype html><meta property="csp-nonce" nonce="FIXLINE_CSP_NONCE"><title>Fixline</title><div id="root">' +
  '<style data-emotion="css 1" nonce="FIXLINE_CSP_NONCE">.css-1{color:teal}</style><h1>Sign in</h1>'.repeat(40) +
  '</div>';

/** A signed-in page's frame, as it is while a stored session restores. */
const FRAME =
  '<!doctype html><meta property="csp-nonce" nonce="FIXLINE_CSP_NONCE"><title>Fixline</title>' +
  '<div id="root" data-drawn-for="session"><h1>Claims</h1><div aria-label="Loading"></div></div>';

/** A build as vite.config.ts writes it: each file with its brotli and gzip copies beside it. */
async function fakeBuild(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'fixline-dist-'));
  await mkdir(path.join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/index-abc123.js', SCRIPT],
  ] as const) {
    await writeFile(path.join(dist, file), text);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  await writeFile(path.join(dist, 'drawn-login.html'), LOGIN);
  await writeFile(path.join(dist, 'drawn-frame.html'), FRAME);
  // As the web build writes it (apps/web/build/prerender-plugin.ts): route patterns, some sharing a file.
  const manifest = {
    '/login': 'drawn-login.html',
    '/home': 'drawn-frame.html',
    '/dashboardClaim/:claimId': 'drawn-frame.html',
  };
  await writeFile(path.join(dist, 'drawn-pages.json'), JSON.stringify(manifest));
  return dist;
}

describe('the web app from the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    recordRouteTable(app);
    app.setErrorHandler(handleError);
    const setSecurityHeaders = createSecurityHeaders({ fileOrigins: [], trustProxy: false });
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw);
      done();
    });
    await serveWebApp(app, await fakeBuild());
  });
  afterAll(() => app.close());

  it('sends a built script brotli-compressed, cached for a year, varying on the encoding', async () => {
    const answer = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, and to the plain file for a client that takes neither', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a client-side route with the page, this answer’s nonce written in, never cached stale', async () => {
    for (const url of ['/', '/fnol', '/garages/some-garage', '/users/']) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      expect(answer.body).toBe(INDEX.replace('FIXLINE_CSP_NONCE', nonce ?? ''));
    }
  });

  it('never sends the page as a static file, which would carry no nonce', async () => {
    for (const url of ['/index.html', '/drawn-login.html', '/drawn-frame.html']) {
      const answer = await app.inject({ url });
      expect(answer.body).not.toContain('FIXLINE_CSP_NONCE');
    }
  });

  it('allows the camera and location only to the pages that use them (issue 22 §7)', async () => {
    const policyOf = async (url: string) => String((await app.inject({ url })).headers['permissions-policy']);
    for (const url of ['/fnol', '/FNOL/', '/pickup/00000000-0000-4000-8000-000000000001']) {
      const policy = await policyOf(url);
      expect(policy, url).toContain('camera=(self)');
      expect(policy, url).toContain('geolocation=(self)');
      expect(policy, url).toContain('microphone=()');
    }
    for (const url of ['/', '/login', '/home', '/fnol/complete', '/nowhere', '/assets/index-abc123.js']) {
      const policy = await policyOf(url);
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('geolocation=()');
    }
  });

  it('sends the page drawn at build time for its path, compressed, its nonce on every style', async () => {
    for (const url of ['/login', '/login/', '/login?from=%2Fhome']) {
      const answer = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(LOGIN.replaceAll('FIXLINE_CSP_NONCE', nonce));
    }
  });

  it('answers a path that is no app route 404, with the page that says so (issue 22 §5)', async () => {
    for (const url of ['/loginx', '/dashboardClaim/some-claim/extra', '/admin/secret']) {
      const answer = await app.inject({ url });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.body).not.toContain('Sign in');
    }
  });

  it('answers a missing file 404, never with the page (issue 22 §5)', async () => {
    for (const url of [
      '/assets/missing.js',
      '/assets/index-abc123.js.map',
      '/.env',
      '/.git/config',
      '/favicon.ico',
      '/index.html',
      '/drawn-login.html',
      '/drawn-pages.json',
      '/wp-login.php',
    ]) {
      const answer = await app.inject({ url });
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
        url,
        status: 404,
        body: { message: `No route GET ${url}` },
      });
    }
  });

  it('sends an app route the page even when its parameter has a dot, as a driver link’s token does', async () => {
    const answer = await app.inject({ url: '/rate/1951bce4-8769-48ec-a12f-aaaef8a93e8b.QoiglcEscciRhprYkSpKrzAJ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends a signed-in route its frame, matched as the web app’s router matches: any claim, any case', async () => {
    for (const url of ['/home', '/Home/', '/home?page=2', '/dashboardClaim/6f1c2d3e', '/dashboardclaim/another/']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
      expect(answer.body).toBe(FRAME.replaceAll('FIXLINE_CSP_NONCE', nonce));
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const answer = await app.inject({ url: '/api/nothing-here' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'No route GET /api/nothing-here' });
  });
});
