import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { presignedV4Matches } from './s3-signature-check.ts';

/** s3rver's one account. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** s3rver itself. */
  s3rverUrl: string;
  /** s3rver behind a check of presigned signatures, as S3 checks them. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real S3 API server (s3rver) on loopback with its objects in a temporary folder.
 *
 * s3rver 3.7 checks a presigned V4 address's expiry, but not its signature: its authentication
 * middleware parses X-Amz-Signature and accepts any value ("Signature version 4 calculation is
 * unimplemented"), and PutObject stores whatever body arrives. S3 itself recomputes the signature from
 * the headers named in X-Amz-SignedHeaders, which is what refuses another content type, another length
 * or a forged signature. So `url` puts that one check in front of s3rver; the rest is s3rver's.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'fixline-s3-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port: s3rverPort } = await s3rver.run();
  const secrets = { [S3RVER_CREDENTIALS.accessKeyId]: S3RVER_CREDENTIALS.secretAccessKey };

  const gate = http.createServer((request, response) => {
    const presigned = (request.url ?? '').includes('X-Amz-Signature=');
    const { method = 'GET', url = '/', headers } = request;
    if (presigned && !presignedV4Matches({ method, url, headers }, secrets)) {
      request.resume();
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
          '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
      );
      return;
    }
    const upstream = http.request({ host: '127.0.0.1', port: s3rverPort, method, path: url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const { port } = gate.address() as AddressInfo;

  return {
    s3rverUrl: `http://127.0.0.1:${s3rverPort}`,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      gate.closeAllConnections();
      await new Promise((resolve) => gate.close(resolve));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
