import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server speaking the paths of Stripe's API the payments module uses, form-encoded in and
 * JSON out as Stripe does: prices (create, retrieve), coupons (retrieve), checkout sessions (create).
 * `failPrices` makes price creation fail, as an outage would.
 */
export interface StripeServer {
  url: string;
  prices: Map<string, { unit_amount: number; currency: string }>;
  coupons: Map<string, { percent_off?: number; amount_off?: number; currency?: string }>;
  sessions: Map<string, Record<string, string>>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  failPrices: boolean;
  close(): Promise<void>;
}

function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(Object.fromEntries(new URLSearchParams(text))));
  });
}

const send = (response: ServerResponse, status: number, body: unknown) =>
  response
    .writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` })
    .end(JSON.stringify(body));

const missing = (response: ServerResponse, what: string) =>
  send(response, 404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  });

export async function startStripeServer(): Promise<StripeServer> {
  const state: Omit<StripeServer, 'url' | 'close'> = {
    prices: new Map(),
    coupons: new Map(),
    sessions: new Map(),
    requests: [],
    failPrices: false,
  };
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    state.requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
    const form = await readForm(request);
    const [, , resource, id] = path.split('/');
    if (request.method === 'POST' && path === '/v1/prices') {
      if (state.failPrices) return send(response, 500, { error: { type: 'api_error', message: 'Down' } });
      const price = { unit_amount: Number(form.unit_amount), currency: form.currency ?? '' };
      const priceId = `price_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
      state.prices.set(priceId, price);
      return send(response, 200, { id: priceId, object: 'price', active: true, ...price });
    }
    if (request.method === 'GET' && resource === 'prices' && id) {
      const price = state.prices.get(id);
      return price ? send(response, 200, { id, object: 'price', active: true, ...price }) : missing(response, 'price');
    }
    if (request.method === 'GET' && resource === 'coupons' && id) {
      const coupon = state.coupons.get(id);
      return coupon
        ? send(response, 200, { id, object: 'coupon', valid: true, amount_off: null, percent_off: null, ...coupon })
        : missing(response, 'coupon');
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`;
      state.sessions.set(sessionId, form);
      return send(response, 200, {
        id: sessionId,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        client_reference_id: form.client_reference_id,
      });
    }
    return missing(response, 'path');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
