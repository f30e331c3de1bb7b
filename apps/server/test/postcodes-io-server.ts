import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake knows: postcodes (as postcodes.io writes them) and their points. */
export type KnownPostcodes = Record<string, [latitude: number, longitude: number]>;

export interface PostcodesIoServer {
  url: string;
  /** Each request's method and path, in order. */
  seen: { method: string; path: string }[];
  /** Replaces the answers with one of the test's own (a 5xx, silence). */
  override(answer: ((response: ServerResponse) => void) | null): void;
  close(): Promise<void>;
}

const squash = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

/**
 * A local server speaking postcodes.io's contract (https://postcodes.io/docs): `GET /postcodes/{pc}`
 * answers 200 `{ status: 200, result: { postcode, latitude, longitude, … } }` or 404
 * `{ status: 404, error: "Postcode not found" }`; `POST /postcodes` `{ postcodes }` answers
 * `{ status: 200, result: [{ query, result | null }] }`.
 */
export async function startPostcodesIoServer(known: KnownPostcodes): Promise<PostcodesIoServer> {
  const points = new Map(Object.entries(known).map(([postcode, point]) => [squash(postcode), { postcode, point }]));
  const resultOf = (query: string) => {
    const entry = points.get(squash(query));
    if (!entry) return null;
    const [latitude, longitude] = entry.point;
    return { postcode: entry.postcode, latitude, longitude, country: 'England', admin_district: 'Test' };
  };
  const seen: PostcodesIoServer['seen'] = [];
  let override: ((response: ServerResponse) => void) | null = null;
  const send = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const path = decodeURIComponent(request.url ?? '');
      seen.push({ method: request.method ?? '', path });
      if (override) return override(response);
      if (request.method === 'GET' && path.startsWith('/postcodes/')) {
        const result = resultOf(path.slice('/postcodes/'.length));
        return result
          ? send(response, 200, { status: 200, result })
          : send(response, 404, { status: 404, error: 'Postcode not found' });
      }
      if (request.method === 'POST' && path === '/postcodes') {
        const { postcodes } = JSON.parse(text || '{}') as { postcodes?: string[] };
        if (!Array.isArray(postcodes) || postcodes.length > 100) {
          return send(response, 400, { status: 400, error: 'Invalid JSON query submitted' });
        }
        return send(response, 200, {
          status: 200,
          result: postcodes.map((query) => ({ query, result: resultOf(query) })),
        });
      }
      send(response, 404, { status: 404, error: 'Resource not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    override: (answer) => {
      override = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
