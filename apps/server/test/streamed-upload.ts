import type { createHash } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const MB = 1024 * 1024;

/**
 * A large file's bytes (a phone video's), made as they are sent, one 1 MB chunk at a time, so a test
 * never holds the file; each chunk differs, so a lost or repeated one shows in the hash. With
 * `halfway`, it waits for that before sending the second half.
 */
export function generatedBytes(
  size: number,
  hash: ReturnType<typeof createHash>,
  halfway?: (sent: number) => Promise<void>,
): Readable {
  return Readable.from(
    (async function* () {
      let paused = false;
      for (let sent = 0, index = 0; sent < size; index++) {
        if (halfway && !paused && sent >= size / 2) {
          paused = true;
          await halfway(sent);
        }
        const chunk = Buffer.alloc(Math.min(MB, size - sent), index % 251);
        chunk.writeUInt32BE(index, 0);
        hash.update(chunk);
        sent += chunk.length;
        yield chunk;
      }
    })(),
  );
}

/**
 * A PUT of a streamed body with its Content-Length, as a browser sends a File (fetch would send a
 * stream chunked, without a length, which signed uploads refuse): the answer's status.
 */
export async function putStream(
  url: string,
  headers: Record<string, string>,
  size: number,
  body: Readable,
): Promise<number | undefined> {
  const request = http.request(url, { method: 'PUT', headers: { ...headers, 'content-length': String(size) } });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  await pipeline(body, request);
  const response = await answered;
  response.resume();
  return response.statusCode;
}
