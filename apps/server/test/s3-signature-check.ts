import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Checks a presigned (query) AWS Signature V4 the way S3 does: the canonical request is rebuilt from the
 * request as it arrived — its method, path, query and the values of the headers named in
 * X-Amz-SignedHeaders — so a PUT with another Content-Type or Content-Length than signed gets another
 * signature. Written from AWS's description of SigV4, independently of the SDK that signs.
 */
export function presignedV4Matches(
  request: { method: string; url: string; headers: IncomingHttpHeaders },
  secrets: Record<string, string>,
): boolean {
  const [pathPart = '/', queryPart = ''] = request.url.split('?', 2);
  const query = new URLSearchParams(queryPart);
  const given = query.get('X-Amz-Signature');
  const credential = query.get('X-Amz-Credential')?.split('/');
  const amzDate = query.get('X-Amz-Date');
  const signedHeaders = query.get('X-Amz-SignedHeaders');
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !given || !credential || !amzDate || !signedHeaders) {
    return false;
  }
  const [accessKeyId = '', date = '', region = '', service = ''] = credential;
  const secret = secrets[accessKeyId];
  if (!secret) return false;

  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalRequest = [
    request.method,
    pathPart,
    canonicalQuery,
    canonicalHeaders.join(''),
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${secret}`, date);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  return hmac(key, stringToSign).toString('hex') === given;
}

const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
