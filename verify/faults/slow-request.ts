import { request } from 'node:http';

export interface SlowRequest {
  /** Sends the rest of the body; settles with the answer. */
  finish(): Promise<{ status: number; body: unknown }>;
}

/**
 * A POST whose body arrives slowly, as from a phone on a poor connection: the headers and the first half
 * of the body now, the rest when `finish` is called. The server has the request in flight meanwhile.
 */
export async function startSlowPost(url: string, token: string, body: object): Promise<SlowRequest> {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const outgoing = request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    },
  });
  const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    outgoing.on('response', (response) => {
      let received = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(received || 'null') }));
    });
    outgoing.on('error', reject);
  });
  // Rejections are the caller's once it finishes; until then, keep one from being unhandled.
  answer.catch(() => {});
  outgoing.flushHeaders();
  await new Promise<void>((resolve) => outgoing.write(text.slice(0, half), () => resolve()));
  return {
    finish: () => {
      outgoing.end(text.slice(half));
      return answer;
    },
  };
}
