import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { DEFAULT_PERMISSIONS_POLICY } from './permissions-policy.ts';

export interface SecurityHeaderOptions {
  /** Origins of an object storage that is not ours (S3): browsers show and put claim files there. */
  fileOrigins: readonly string[];
  /** Where the map's tiles come from (MAP_TILE_URL): pages show images from there, nothing else. */
  tileOrigins?: readonly string[];
  /** Behind a load balancer (TRUST_PROXY): X-Forwarded-Proto says whether the client spoke TLS. */
  trustProxy: boolean;
}

/** A year, this host and its subdomains (ASVS 3.4.1); sent only over TLS, where it means something. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * What the built web app's page carries where each answer's nonce goes: Vite writes it (`html.cspNonce`
 * in apps/web/vite.config.ts) on the page's tags and its `<meta property="csp-nonce">`.
 */
export const CSP_NONCE_PLACEHOLDER = 'FIXLINE_CSP_NONCE';

/**
 * A page's own nonce, fresh and unguessable, that its policy lets <style> elements and inline <script>
 * elements carry: added to the policy already on the answer. The scripts are the build's own, written
 * into the pages it drew ahead (a signed-in page's early reads, decision 0037); nothing a user sends is
 * ever written into a page. Only pages get a nonce: no other answer is rendered, and a policy without a
 * nonce is built once for all of them rather than once per answer.
 */
export function withPageNonce(response: ServerResponse): string {
  const nonce = randomBytes(16).toString('base64');
  const policy = String(response.getHeader('content-security-policy') ?? '');
  response.setHeader(
    'content-security-policy',
    policy.replace(/(?<![\w-])(script-src|style-src) [^;]*/g, (directive) => `${directive} 'nonce-${nonce}'`),
  );
  return nonce;
}

/**
 * The headers on every answer (decisions 0027 and 0042), in one place for the three doors answers leave by:
 * Fastify's routes and not-found handler, Fastify's router errors (a malformed URL) and socket.io's
 * own HTTP answers, which Fastify never sees. Scripts only from our origin or, on a page, in the
 * build's <script> elements carrying the answer's nonce; inline styles only in <style> elements
 * carrying it (MUI's emotion and notistack write their styles into such elements at run time, with the
 * nonce the page hands them). No script in attributes, ever.
 */
export function createSecurityHeaders({ fileOrigins, tileOrigins = [], trustProxy }: SecurityHeaderOptions) {
  const files = [...fileOrigins];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        // Pages add their nonce (withPageNonce), for the build's own inline scripts.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Pages add their nonce (withPageNonce); no other answer is rendered with styles.
        styleSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:', ...files, ...tileOrigins],
        mediaSrc: ["'self'", 'blob:', ...files],
        frameSrc: ["'self'", ...files],
        // 'self' covers our own ws: and wss: too (CSP 3), so the socket reaches this origin and no other.
        connectSrc: ["'self'", ...files],
        // The app submits no form itself: every form is sent by its scripts. A form submitted before they have
        // taken the page over (a prerendered page, apps/web/src/prerender.tsx) goes nowhere, its fields unsent.
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  return function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
    headers(request, response, () => undefined);
    // helmet has no Permissions-Policy; a page that uses a device widens it (web-app.ts).
    response.setHeader('permissions-policy', DEFAULT_PERMISSIONS_POLICY);
    if (cameOverTls(request, trustProxy)) response.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  };
}

/**
 * The policy for pages whose own code writes <style> elements we cannot give a nonce (Swagger UI's):
 * inline styles allowed there, scripts as strict as everywhere.
 */
export function allowInlineStyles(policy: string): string {
  return policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}

/**
 * Whether the client spoke TLS: to this process directly, or (only when the proxy is trusted) to the
 * proxy in front, as its last X-Forwarded-Proto says; the same rule as Fastify's request.protocol.
 */
function cameOverTls(request: IncomingMessage, trustProxy: boolean): boolean {
  if ('encrypted' in request.socket && request.socket.encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  if (!trustProxy || !forwarded) return false;
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',').at(-1)?.trim();
  return last === 'https';
}

/**
 * The CSP source of a tile address such as `https://{s}.tile.example.org/{z}/{x}/{y}.png`: its scheme and
 * host, Leaflet's `{s}` subdomain as a wildcard.
 */
export function tileOrigin(tileUrl: string): string {
  const [, scheme, host] = /^(https?):\/\/([^/]+)/.exec(tileUrl) ?? [];
  return `${scheme}://${(host ?? '').replace(/\{s\}/g, '*')}`;
}
