import http from 'node:http';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token?: string;
  body?: unknown;
  /** Creating POSTs carry a fresh Idempotency-Key, as the web does. */
  idempotencyKey?: string;
}

export interface HttpAnswer {
  status: number;
  /** The body's text, kept only when the caller asks (errors, to print the first few). */
  text: string;
}

/**
 * Loopback HTTP through one keep-alive agent with many sockets: open-loop requests queue in the agent
 * when all sockets are busy, and that wait counts in their latency (it is measured from the schedule).
 * node:http rather than fetch: less work per request in the load generator, which shares the 2 cores.
 */
export function httpSender(baseUrl: string, maxSockets = 256) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const send = (request: HttpRequest, keepText: (status: number) => boolean = () => false) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
      if (request.token) headers.authorization = `Bearer ${request.token}`;
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
      const outgoing = http.request(
        { agent, host: url.hostname, port: url.port, method: request.method, path: request.path, headers },
        (response) => {
          const status = response.statusCode ?? 0;
          const keep = keepText(status);
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => {
            if (keep) chunks.push(chunk);
          });
          response.on('end', () => resolve({ status, text: keep ? Buffer.concat(chunks).toString() : '' }));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export type Sender = ReturnType<typeof httpSender>;
