import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../../test/http-client.ts';
import { startTestApp, type TestApp, useTestApp } from '../../test/test-app.ts';
import { createObjectStorage } from '../integrations/storage/create-storage.ts';
import { CSP_NONCE_PLACEHOLDER, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

/** A built web app as the server finds it in apps/web/dist: the page, a hashed asset, a static file. */
function fakeWebApp(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'fixline-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><div id="root"></div>` +
      `<script type="module" src="/assets/app-1a2b.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("fixline")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

const api = useTestApp({ TRUST_PROXY: 'true' }, undefined, () => ({ config: { webDistDir: fakeWebApp() } }));

type HeaderReader = (name: string) => string | null;
const fromFetch =
  (headers: Headers): HeaderReader =>
  (name) =>
    headers.get(name);
const fromNode =
  (headers: IncomingHttpHeaders): HeaderReader =>
  (name) => {
    const value = headers[name];
    return value === undefined ? null : String(value);
  };

function policyOf(header: string): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const directive of header.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/**
 * What every answer must carry (ASVS 3.4.3–3.4.6): a CSP with no inline or evaluated script, inline
 * styles only with the answer's nonce (the API documentation's pages excepted), no plugins, no <base>,
 * framing by nobody (a storage object by our own pages only), no sniffing, a referrer policy.
 */
function expectSecurityHeaders(what: string, header: HeaderReader, framing = "'none'", inlineStyles = false) {
  const csp = header('content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).toBeTruthy();
  const policy = policyOf(csp ?? '');
  const effective = (directive: string) => policy.get(directive) ?? policy.get('default-src') ?? [];
  const scripts = effective('script-src');
  expect(scripts.length, `${what}: script-src`).toBeGreaterThan(0);
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect(scripts, `${what}: script-src`).not.toContain(unsafe);
  }
  if (!inlineStyles) expect(effective('style-src'), `${what}: style-src`).not.toContain("'unsafe-inline'");
  expect(effective('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${what}: base-uri`).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual([framing]);
  expect(header('x-content-type-options'), `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(['no-referrer', 'same-origin', 'strict-origin'], `${what}: Referrer-Policy`).toContain(
    header('referrer-policy'),
  );
  // Plain HTTP here: HSTS means nothing without TLS and is not sent.
  expect(header('strict-transport-security'), `${what}: HSTS over plain HTTP`).toBeNull();
  // Issue 22 §7: no device and no sensor unless a page's route names it (the FNOL and pickup pages).
  const permissions = header('permissions-policy') ?? '';
  for (const denied of ['microphone=()', 'payment=()', 'usb=()', 'camera=()', 'geolocation=()']) {
    expect(permissions, `${what}: Permissions-Policy`).toContain(denied);
  }
}

/** Issue 22 §4: an API answer is never stored, by the browser or a cache on the way. */
function expectNotStored(what: string, header: HeaderReader) {
  expect(header('cache-control'), `${what}: Cache-Control`).toBe('no-store');
}

/** The websocket handshake's 101 answer: socket.io's own, which Fastify never sees. */
function upgradeHeaders(baseUrl: string, extra: Record<string, string> = {}): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}/socket.io/?EIO=4&transport=websocket`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...extra,
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.headers);
    });
    request.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    request.on('error', reject);
    request.end();
  });
}

// A storage object itself is the one answer our own pages may frame (decision 0027); everything else: nobody.
describe('every kind of answer carries the security headers', () => {
  it('API answers: JSON, 401, 404, malformed JSON, a malformed URL, HEAD', async () => {
    const token = await api.http.login('client@fixline.test');
    const answers = {
      'GET /api/health': await api.http.get('/api/health'),
      'GET /api/users/current': await api.http.get('/api/users/current', { token }),
      '401': await api.http.get('/api/users/current'),
      '404': await api.http.get('/api/no-such-route'),
      'malformed JSON': await api.http.post('/api/users/login', {
        raw: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
      'malformed URL': await api.http.get('/api/%zz'),
      HEAD: await api.http.call('HEAD', '/api/health'),
    };
    expect(answers['malformed URL'].status).toBe(400);
    expect(answers['malformed URL'].body).toHaveProperty('message');
    for (const [what, answer] of Object.entries(answers)) {
      expectSecurityHeaders(what, fromFetch(answer.headers));
      expectNotStored(what, fromFetch(answer.headers));
      // Only pages carry a nonce: an answer that is not one runs no script of its own.
      expect(policyOf(answer.headers.get('content-security-policy') ?? '').get('script-src'), what).toEqual(["'self'"]);
    }
  });

  it('signed-in answers and the sign-in answer are never stored (issue 22 §4)', async () => {
    const login = await api.http.post<{ token: string }>('/api/users/login', {
      body: { email: 'client@fixline.test', password: 'Fixline-demo-1' },
    });
    expectNotStored('POST /api/users/login', fromFetch(login.headers));
    const token = login.body.token;
    for (const url of [
      '/api/claims/00000000-0000-4000-8000-000000000001',
      '/api/users/current',
      '/api/claims',
      '/api/notifications',
    ]) {
      const answer = await api.http.get(url, { token });
      expect(answer.status, url).toBe(200);
      expectNotStored(url, fromFetch(answer.headers));
    }
  });

  it('the web app: its page at any client route, a hashed asset, a static file', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/login', '/dashboardClaim/00000000-0000-4000-8000-000000000001', '/home']) {
      const page = await api.http.get<string>(url);
      expect(page.status, url).toBe(200);
      expect(page.headers.get('content-type'), url).toContain('text/html');
      expectSecurityHeaders(url, fromFetch(page.headers));
      // The page's <style> and inline <script> elements may apply only with this answer's own nonce,
      // written into the page.
      const policy = policyOf(page.headers.get('content-security-policy') ?? '');
      const nonce = /'nonce-([^']+)'/.exec(policy.get('style-src')?.join(' ') ?? '')?.[1];
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy.get('script-src'), url).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(page.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(page.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
      nonces.add(nonce as string);
    }
    expect(nonces.size).toBe(4);
    for (const url of ['/assets/app-1a2b.js', '/favicon.svg', '/assets/missing.js']) {
      expectSecurityHeaders(url, fromFetch((await api.http.get(url)).headers));
    }
  });

  it('the OpenAPI document and its pages (inline styles allowed there)', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const answer = await api.http.get(url);
      expect(answer.status, url).toBe(200);
      // Swagger UI writes <style> elements we cannot give a nonce: inline styles allowed on its pages only.
      expectSecurityHeaders(url, fromFetch(answer.headers), "'none'", true);
    }
  });

  it('socket.io’s own answers: a refused transport and the websocket handshake', async () => {
    const polling = await api.http.get('/socket.io/?EIO=4&transport=polling');
    expect(polling.status).toBe(400);
    expectSecurityHeaders('socket.io polling', fromFetch(polling.headers));
    expectSecurityHeaders('socket.io upgrade', fromNode(await upgradeHeaders(api.app.url)));
  });

  it('a claim file at its signed address, which only our own pages may frame (PDF previews)', async () => {
    const { storage } = await createObjectStorage(api.app.config, api.app.db);
    await storage.write('claims/headers/check.png', Buffer.from('not really a png'), 'image/png');
    const url = await storage.signDownload({ key: 'claims/headers/check.png', expiresInSeconds: 60 });
    const answer = await api.http.get(url);
    expect(answer.status).toBe(200);
    expectSecurityHeaders('storage object', fromFetch(answer.headers), "'self'");
  });

  it('every operation of the OpenAPI document, called without credentials', async () => {
    const document = (await api.http.get<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/json')).body;
    const calls = Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        url: route.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000001'),
      })),
    );
    expect(calls.length).toBeGreaterThan(40);
    for (const { method, url } of calls) {
      const answer = await api.http.call(method, url, method === 'GET' || method === 'HEAD' ? {} : { body: {} });
      expect(answer.status, `${method} ${url}`).toBeLessThan(500);
      const object = method === 'GET' && url.startsWith('/api/storage/objects/') && answer.status < 300;
      expectSecurityHeaders(
        `${method} ${url} → ${answer.status}`,
        fromFetch(answer.headers),
        object ? "'self'" : "'none'",
      );
      if (!object) expectNotStored(`${method} ${url} → ${answer.status}`, fromFetch(answer.headers));
    }
  });
});

describe('HSTS, only when the client spoke TLS', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await startTestApp();
  });
  afterAll(() => direct.close());

  it('behind a trusted proxy that says https: a year, with subdomains, on API, page and socket answers', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const url of ['/api/health', '/login', '/api/no-such-route', '/socket.io/?EIO=4&transport=polling']) {
      const answer = await api.http.get(url, { headers: https });
      expect(answer.headers.get('strict-transport-security'), url).toBe(STRICT_TRANSPORT_SECURITY);
    }
    expect((await upgradeHeaders(api.app.url, https))['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/max-age=(\d{8,}).*includeSubDomains/);
  });

  it('not when the proxy says http, nor when an untrusted client claims https', async () => {
    const viaHttp = await api.http.get('/api/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(viaHttp.headers.get('strict-transport-security')).toBeNull();
    const spoofed = await httpClient(direct.url).get('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});
