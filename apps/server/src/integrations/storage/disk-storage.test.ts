import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskSubject } from '../../../test/storage-subjects.ts';
import { STORAGE_MESSAGES } from './disk-storage.ts';
import { byteRange } from './disk-storage-routes.ts';

let subject: Awaited<ReturnType<typeof diskSubject>>;
beforeAll(async () => {
  subject = await diskSubject();
});
afterAll(() => subject?.close());

const at = (url: string) => new URL(url, subject.base);
const newKey = () => `claims/${randomUUID()}/${randomUUID()}.pdf`;
const body = Buffer.from('%PDF-1.4 0123456789abcdefghijklmnopqrstuvwxyz %%EOF');

function rawPut(requestPath: string): Promise<number> {
  const { hostname, port } = new URL(subject.base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: requestPath, method: 'PUT', headers: { 'content-type': 'application/pdf' } },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end('abc');
  });
}

async function stored(key: string) {
  await subject.storage.write(key, body, 'application/pdf');
  return at(await subject.storage.signDownload({ key, expiresInSeconds: 60 }));
}

/** An address for a PDF of exactly `size` bytes, valid for a minute. */
const signPdf = (key: string, size: number) =>
  subject.storage.signUpload({ key, contentType: 'application/pdf', size, maxBytes: 10, expiresInSeconds: 60 });

describe('the embedded storage’s own routes', () => {
  it('answer refusals as { message }, in plain words', async () => {
    const key = newKey();
    const upload = await signPdf(key, 3);
    const wrongType = await fetch(at(upload.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: 'abc',
    });
    expect(await wrongType.json()).toEqual({ message: STORAGE_MESSAGES.wrongType });
    const wrongSize = await fetch(at(upload.url), { method: 'PUT', headers: upload.headers, body: 'abcd' });
    expect(await wrongSize.json()).toEqual({ message: STORAGE_MESSAGES.wrongSize });
    const unsigned = await fetch(at(upload.url.split('?')[0] ?? ''), {
      method: 'PUT',
      headers: upload.headers,
      body: 'abc',
    });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toEqual({ message: STORAGE_MESSAGES.forged });
    expect((await fetch(at(upload.url), { method: 'PUT', headers: upload.headers, body: 'abc' })).status).toBe(204);
  });

  it('hold an upload signed without its size to the limit it was signed for, which cannot be raised', async () => {
    const key = newKey();
    const upload = await subject.storage.signUpload({
      key,
      contentType: 'application/pdf',
      maxBytes: 3,
      expiresInSeconds: 60,
    });
    const tooLong = await fetch(at(upload.url), { method: 'PUT', headers: upload.headers, body: 'abcd' });
    expect(await tooLong.json()).toEqual({ message: STORAGE_MESSAGES.wrongSize });
    const raised = at(upload.url);
    raised.searchParams.set('max', '4');
    const forged = await fetch(raised, { method: 'PUT', headers: upload.headers, body: 'abcd' });
    expect(await forged.json()).toEqual({ message: STORAGE_MESSAGES.forged });
    const both = at(upload.url);
    both.searchParams.set('size', '3');
    expect((await fetch(both, { method: 'PUT', headers: upload.headers, body: 'abc' })).status).toBe(403);
    expect(await subject.storage.stat(key)).toBeNull();
    expect((await fetch(at(upload.url), { method: 'PUT', headers: upload.headers, body: 'ab' })).status).toBe(204);
    expect(await subject.storage.stat(key)).toEqual({ size: 2, contentType: 'application/pdf' });
  });

  it('stream a body past the API’s 1 MB JSON limit straight to disk', async () => {
    const key = newKey();
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const upload = await signPdf(key, big.length);
    expect((await fetch(at(upload.url), { method: 'PUT', headers: upload.headers, body: big })).status).toBe(204);
    expect(await subject.storage.stat(key)).toEqual({ size: big.length, contentType: 'application/pdf' });
  });

  it('refuse an upload without Content-Length (chunked), and store nothing', async () => {
    const key = newKey();
    const upload = await signPdf(key, 3);
    const answer = await fetch(at(upload.url), {
      method: 'PUT',
      headers: upload.headers,
      body: Readable.toWeb(Readable.from([Buffer.from('abc')])) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(411);
    expect(await subject.storage.stat(key)).toBeNull();
  });

  it('bind an address to its method: a download address does not upload', async () => {
    const key = newKey();
    const download = await stored(key);
    const answer = await fetch(download, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body });
    expect(answer.status).toBe(403);
  });

  it('never reach outside their folder, whatever the key', async () => {
    const keys = [
      '../escape.pdf',
      '%2e%2e/%2e%2e/escape.pdf',
      'claims/..%2F..%2F..%2Fescape.pdf',
      'Claims/A.PDF',
      'a.pdf/',
    ];
    for (const key of keys) {
      // Sent as written: fetch would resolve the dots itself before the server saw them.
      const status = await rawPut(
        `/api/storage/objects/${key}?expires=9999999999&type=application%2Fpdf&size=3&signature=x`,
      );
      expect([403, 404], key).toContain(status);
    }
    await expect(
      subject.storage.signUpload({ key: '../x.pdf', contentType: 'a', size: 1, maxBytes: 1, expiresInSeconds: 1 }),
    ).rejects.toThrow();
    expect((await readdir(path.dirname(subject.root))).filter((name) => name.startsWith('escape'))).toEqual([]);
  });

  it('serve one byte range, as video players ask, and refuse one past the end', async () => {
    const download = await stored(newKey());
    const part = await fetch(download, { headers: { range: 'bytes=5-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 5-9/${body.length}`);
    expect(await part.text()).toBe(body.subarray(5, 10).toString());
    const tail = await fetch(download, { headers: { range: 'bytes=-5' } });
    expect(await tail.text()).toBe(body.subarray(-5).toString());
    const past = await fetch(download, { headers: { range: `bytes=${body.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${body.length}`);
    expect(await past.json()).toEqual({ message: 'This range is not in the object' });
    const whole = await fetch(download);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
  });

  it('leave no empty folders behind when an object is removed', async () => {
    const key = newKey();
    await stored(key);
    await subject.storage.remove(key);
    expect(await readdir(path.join(subject.root, 'data', 'claims'))).not.toContain(key.split('/')[1]);
  });
});

describe('byteRange', () => {
  it('reads the forms players send and ignores the rest', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=950-2000', 1000)).toEqual({ start: 950, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(byteRange(undefined, 1000)).toBeNull();
  });
});
