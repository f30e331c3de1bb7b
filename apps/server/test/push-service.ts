import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { generate } from 'selfsigned';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushService {
  received: ReceivedPush[];
  /** The status it answers pushes with (201; 410 says the subscription is gone). */
  answer: number;
  /** https://127.0.0.1:<port> */
  url: string;
  /** Its self-signed certificate, for the app's pushCa. */
  ca: string;
  close(): void;
}

/** A push service on loopback over HTTPS with a self-signed certificate: it keeps what it receives. */
export async function startTestPushService(): Promise<TestPushService> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const service = { received: [] as ReceivedPush[], answer: 201, url: '', ca: pems.cert, close: () => {} };
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      service.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(service.answer).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  service.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = () => server.close();
  return service;
}

/** A browser's push subscription: its own P-256 key pair and auth secret, as PushManager makes them. */
export function browserSubscription(service: { url: string }, path: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    subscription: {
      endpoint: `${service.url}${path}`,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth },
    },
    /** What the push service received, decrypted as the browser does. */
    read: (push: ReceivedPush | undefined): unknown =>
      JSON.parse(
        decrypt(push?.body as Buffer, { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString(),
      ),
  };
}
