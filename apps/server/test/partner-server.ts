import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the partner received. */
export interface PartnerRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** How the partner behaves now: as its contract says, a status with a message, no answer at all, or garbage. */
export type PartnerBehaviour = 'contract' | { status: number; message?: string } | 'hang' | 'garbage';

export interface TestPartnerServer {
  /** http://127.0.0.1:<port> */
  url: string;
  apiKey: string;
  received: PartnerRequest[];
  behave(behaviour: PartnerBehaviour): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking the partners' contracts of docs/partners.md on loopback: Premia's
 * `POST /claims/{ref}/return`, ClickMechanic's `POST /jobs`, the bodyshop network's `POST /leads`,
 * each behind `Authorization: Bearer <key>` (401 otherwise). Its answers are the partners', written
 * here apart from the embedded defaults, so an adapter that drifts from the contract fails.
 */
export async function startTestPartnerServer(apiKey = 'test-partner-key'): Promise<TestPartnerServer> {
  const received: PartnerRequest[] = [];
  let behaviour: PartnerBehaviour = 'contract';
  const hanging = new Set<import('node:http').ServerResponse>();

  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      const path = request.url ?? '';
      received.push({ method: request.method ?? '', path, headers: request.headers, body });
      const json = (status: number, value: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (request.headers.authorization !== `Bearer ${apiKey}`) return json(401, { message: 'Unknown API key' });
      if (behaviour === 'hang') {
        hanging.add(response);
        return;
      }
      if (behaviour === 'garbage') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Service temporarily unavailable</html>');
        return;
      }
      if (typeof behaviour === 'object') return json(behaviour.status, { message: behaviour.message ?? 'Refused' });
      const reference = String(body.reference ?? '');
      if (request.method === 'POST' && /^\/claims\/[^/]+\/return$/.test(path)) {
        return json(200, { received: true, premiaStatus: 'under review' });
      }
      if (request.method === 'POST' && path === '/jobs') {
        return json(201, { jobId: `JOB-${reference}`, status: 'accepted', price: 14_250, date: '2026-12-03' });
      }
      if (request.method === 'POST' && path === '/leads') {
        return json(201, { leadId: `LEAD-${reference}`, status: 'accepted', bodyshop: 'Kirkstall Body Repairs' });
      }
      json(404, { message: 'No such endpoint' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    received,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
