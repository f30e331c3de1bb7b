import dns from 'node:dns';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../apps/server/test/claim-factory.ts';
import { type HttpClient, httpClient } from '../../apps/server/test/http-client.ts';
import { startTestApp, type TestApp } from '../../apps/server/test/test-app.ts';
import { INTERNAL_HOSTS } from '../fuzz/boundary-values.ts';

/**
 * Issue 22, "a test of outbound addresses": every place where the server makes a request to an address
 * a user gave refuses internal addresses, written in every form (decimal, hex, octal, short, IPv6,
 * IPv4-mapped, metadata, local names). Two halves: every file of the server that can make a request
 * either goes through the outbound address guard or is listed below with the configured destination it
 * talks to; and each place of OUTBOUND_PLACES refuses every form when it is given (not a known service)
 * and, with the form's host named in configuration, still when it sends (the guard). Webhooks and
 * partners add their row to OUTBOUND_PLACES and are checked the same way.
 */

const SERVER_SOURCE = path.resolve(import.meta.dirname, '../../apps/server/src');

/** Code that can open a connection to an address it is handed. */
const MAKES_REQUESTS =
  /from '(web-push|undici|axios|got|node-fetch|nodemailer|stripe|@aws-sdk\/[^']+)'|(^|[^.\w])fetch\(|\bhttps?\.(request|get)\(|\b(net|tls)\.connect\(/m;

/** Files that make requests only to destinations in the server's configuration, never one a user gave. */
const CONFIGURED_DESTINATIONS: Record<string, string> = {
  'integrations/storage/s3-storage.ts': 'the S3 API at S3_ENDPOINT',
  'integrations/push/vapid-keys.ts': 'no request: web-push generates the VAPID key pair',
  'integrations/dvla/dvla-vehicle-enquiry.ts':
    'the DVLA Vehicle Enquiry API at DVLA_API_URL (the DVLA’s own by default)',
  'integrations/mail/mail-transport.ts': 'the mail server at SMTP_URL',
  'integrations/partners/http-partner.ts':
    'the partners’ APIs at PREMIA_API_URL, CLICKMECHANIC_API_URL and BODYSHOP_LEADS_API_URL',
  'integrations/geocoder/postcodes-io-geocoder.ts': 'the postcodes.io API at GEOCODER_URL',
  'integrations/payments/stripe-payments.ts': 'Stripe’s API, or STRIPE_API_URL when configured',
  'integrations/payments/embedded-payments.ts':
    'no request: the Stripe package signs and verifies the embedded checkout’s events offline',
};

/** Where the server sends to an address a user gave: how a user gives one, and how a request to it is caused. */
interface OutboundPlace {
  name: string;
  /** The configuration that makes `host` a known destination of this place. */
  allowHost(hosts: readonly string[]): Record<string, string>;
  /** Gives the address as a user would; returns the status. */
  give(http: HttpClient, url: string, n: number, app: TestApp): Promise<number>;
  /**
   * Stores the address as if it had been accepted when given, for a place whose only check is the guard
   * (it refuses the address when given too): the send must still refuse it.
   */
  plant?(app: TestApp, url: string): Promise<void>;
  /** Makes the server send to every address given so far. */
  trigger(app: TestApp, http: HttpClient): Promise<void>;
  /** The log line of one address's first failed send. */
  failed(line: string): boolean;
}

const northwind = async (app: TestApp) =>
  (
    await app.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Northwind Insurance')
      .executeTakeFirstOrThrow()
  ).id;

const PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

const OUTBOUND_PLACES: OutboundPlace[] = [
  {
    name: 'push subscriptions (POST /api/users/subscribe, pushed on each notification)',
    allowHost: (hosts) => ({ PUSH_SERVICE_HOSTS: hosts.join(',') }),
    give: async (http, url, n) => {
      const token = await http.login('repairer@fixline.test');
      const answer = await http.post('/api/users/subscribe', {
        token,
        body: { browserId: `outbound-${n}`, subscription: { endpoint: url, keys: PUSH_KEYS } },
      });
      return answer.status;
    },
    trigger: async (app, http) => {
      const claimId = await insertClaim(app.db, { status: 'in-repair' });
      const token = await http.login('client@fixline.test');
      await http.post(`/api/claims/${claimId}/comment`, { token, body: { comment: 'Outbound check' } });
    },
    failed: (line) => line.includes('push failed'),
  },
  {
    name: 'webhook endpoints (POST /api/organisations/{id}/webhooks, sent on each claim event)',
    // No list of known hosts: the guard is the only check, when the address is given and at every send.
    allowHost: () => ({}),
    give: async (http, url, _n, app) => {
      const token = await http.login('client.admin@fixline.test');
      const answer = await http.post(`/api/organisations/${await northwind(app)}/webhooks`, {
        token,
        body: { url, events: ['claim.comment_added'] },
      });
      return answer.status;
    },
    plant: async (app, url) => {
      await app.db
        .insertInto('webhookEndpoints')
        .values({ organisationId: await northwind(app), url, events: ['claim.comment_added'], secret: 'whsec_AAAA' })
        .execute();
    },
    trigger: async (app, http) => {
      const claimId = await insertClaim(app.db, { status: 'in-repair' });
      const token = await http.login('client@fixline.test');
      await http.post(`/api/claims/${claimId}/comment`, { token, body: { comment: 'Outbound check' } });
    },
    failed: (line) => line.includes('webhook delivery') && line.includes('attempt 1 of'),
  },
];

/** Whether this machine resolves the URL's host (an address literal always does; `localhost.` and cloud names may not). */
const resolves = (hostname: string) =>
  dns.promises.lookup(hostname.replace(/^\[|\]$/g, '')).then(
    () => true,
    () => false,
  );

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('outbound addresses', () => {
  it('every file of the server that can make a request goes through the guard, or talks to configured destinations only', () => {
    const unguarded = serverFiles(SERVER_SOURCE)
      .filter((file) => MAKES_REQUESTS.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SERVER_SOURCE, file))
      .filter((file) => !CONFIGURED_DESTINATIONS[file])
      .filter((file) => !readFileSync(path.join(SERVER_SOURCE, file), 'utf8').includes('outbound-address-guard'));
    expect(unguarded).toEqual([]);
  });

  for (const place of OUTBOUND_PLACES) {
    describe(place.name, () => {
      let listener: net.Server;
      let port = 0;
      let connections = 0;
      beforeAll(async () => {
        listener = net.createServer((socket) => {
          connections++;
          socket.destroy();
        });
        listener.listen(0, '127.0.0.1');
        await once(listener, 'listening');
        port = (listener.address() as net.AddressInfo).port;
      });
      afterAll(() => listener.close());
      const urlOf = (host: string) => `https://${host}:${port}/outbound`;

      it('refuses every internal address form when it is given', async () => {
        const app = await startTestApp();
        try {
          const http = httpClient(app.url);
          const given: Record<string, number> = {};
          for (const [n, host] of INTERNAL_HOSTS.entries()) given[host] = await place.give(http, urlOf(host), n, app);
          // A well-formed address the guard refuses: 422, the request as the document says (decision 0063).
          expect(given).toEqual(Object.fromEntries(INTERNAL_HOSTS.map((host) => [host, 422])));
        } finally {
          await app.close();
        }
      });

      it('never connects to one when sending, even with its host named in configuration', async () => {
        const hostnames = INTERNAL_HOSTS.map((host) => new URL(urlOf(host)).hostname);
        const resolving = (await Promise.all(hostnames.map(resolves))).filter(Boolean).length;
        const logs: string[] = [];
        const app = await startTestApp(
          { ...place.allowHost([...new Set(hostnames)]), LOG_LEVEL: 'warn' },
          { write: (line) => void logs.push(line) },
        );
        try {
          const http = httpClient(app.url);
          for (const [n, host] of INTERNAL_HOSTS.entries()) {
            if (place.plant) await place.plant(app, urlOf(host));
            else expect({ host, status: await place.give(http, urlOf(host), n, app) }).toEqual({ host, status: 204 });
          }
          await place.trigger(app, http);
          // Every send fails: refused by the guard when the name resolves, not found when it does not.
          const failed = () => logs.filter(place.failed).length;
          await expect.poll(failed, { timeout: 20_000 }).toBe(INTERNAL_HOSTS.length);
          expect(logs.filter((line) => line.includes('Outbound address refused')).length).toBe(resolving);
          expect(resolving).toBeGreaterThan(INTERNAL_HOSTS.length - 4);
          expect(connections).toBe(0);
        } finally {
          await app.close();
        }
      });
    });
  }
});
