import { randomUUID } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startTestS3 } from '../../../test/s3-server.ts';
import { sampleJpeg } from '../../../test/sample-files.ts';
import { diskSubject, type StorageSubject as Subject, s3Subject } from '../../../test/storage-subjects.ts';
import { createS3Storage, s3Client } from './s3-storage.ts';

const SUBJECTS = { disk: diskSubject, s3: s3Subject };
const newKey = (extension = 'jpg') => `claims/${randomUUID()}/${randomUUID()}.${extension}`;

describe.each(Object.keys(SUBJECTS) as (keyof typeof SUBJECTS)[])('%s object storage', (kind) => {
  let subject: Subject;
  let photo: Buffer;
  beforeAll(async () => {
    subject = await SUBJECTS[kind]();
    photo = await sampleJpeg(400, 300);
  });
  afterAll(() => subject?.close());

  const at = (url: string) => new URL(url, subject.base);
  const put = (url: string, body: Buffer, headers: Record<string, string>) =>
    fetch(at(url), { method: 'PUT', headers, body });
  const signPhoto = (key: string, overrides: { size?: number; expiresInSeconds?: number } = {}) =>
    subject.storage.signUpload({
      key,
      contentType: 'image/jpeg',
      size: overrides.size ?? photo.length,
      maxBytes: photo.length,
      expiresInSeconds: overrides.expiresInSeconds ?? 60,
    });

  it('takes a signed upload by plain HTTP, knows its size and type, serves it signed, and deletes it', async () => {
    const key = newKey();
    const upload = await signPhoto(key);
    expect(upload.headers).toEqual({ 'content-type': 'image/jpeg' });
    const answer = await put(upload.url, photo, upload.headers);
    expect(answer.ok).toBe(true);
    expect(await subject.storage.stat(key)).toEqual({ size: photo.length, contentType: 'image/jpeg' });

    const download = await fetch(at(await subject.storage.signDownload({ key, expiresInSeconds: 60 })));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await download.arrayBuffer()).equals(photo)).toBe(true);
    expect((await subject.storage.read(key)).equals(photo)).toBe(true);

    await subject.storage.remove(key);
    expect(await subject.storage.stat(key)).toBeNull();
    const gone = await fetch(at(await subject.storage.signDownload({ key, expiresInSeconds: 60 })));
    expect(gone.status).toBe(404);
    await subject.storage.remove(key);
  });

  it('refuses an address once it has expired', async () => {
    const key = newKey();
    const upload = await signPhoto(key, { expiresInSeconds: 1 });
    const download = await subject.storage.signDownload({ key, expiresInSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await put(upload.url, photo, upload.headers)).status).toBe(403);
    expect((await fetch(at(download))).status).toBe(403);
    expect(await subject.storage.stat(key)).toBeNull();
  });

  it('refuses another content type than signed, and stores nothing', async () => {
    const key = newKey();
    const upload = await signPhoto(key);
    expect((await put(upload.url, photo, { 'content-type': 'image/png' })).status).toBe(403);
    expect((await put(upload.url, photo, { 'content-type': 'text/html' })).status).toBe(403);
    expect(await subject.storage.stat(key)).toBeNull();
  });

  it('refuses a body longer or shorter than signed, and stores nothing', async () => {
    const key = newKey();
    const upload = await signPhoto(key);
    const longer = Buffer.concat([photo, Buffer.alloc(1024)]);
    expect((await put(upload.url, longer, upload.headers)).status).toBe(403);
    expect((await put(upload.url, photo.subarray(0, 100), upload.headers)).status).toBe(403);
    expect(await subject.storage.stat(key)).toBeNull();
  });

  it('takes a body of any length when signed without one (spec 7’s query), the type still signed', async () => {
    const key = newKey();
    const upload = await subject.storage.signUpload({
      key,
      contentType: 'image/jpeg',
      maxBytes: photo.length,
      expiresInSeconds: 60,
    });
    if (kind === 's3') expect(at(upload.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect((await put(upload.url, photo, { 'content-type': 'image/png' })).status).toBe(403);
    expect((await put(upload.url, photo.subarray(0, 100), upload.headers)).ok).toBe(true);
    expect(await subject.storage.stat(key)).toEqual({ size: 100, contentType: 'image/jpeg' });
  });

  it('refuses a forged signature, and an address moved to another key', async () => {
    const key = newKey();
    const upload = await signPhoto(key);
    const url = at(upload.url);
    const signatureName = kind === 's3' ? 'X-Amz-Signature' : 'signature';
    const signature = url.searchParams.get(signatureName) ?? '';
    url.searchParams.set(signatureName, `${signature.slice(0, -4)}${signature.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
    expect((await put(url.href, photo, upload.headers)).status).toBe(403);
    const otherKey = newKey();
    expect((await put(upload.url.replace(key, otherKey), photo, upload.headers)).status).toBe(403);
    expect(await subject.storage.stat(key)).toBeNull();
    expect(await subject.storage.stat(otherKey)).toBeNull();
  });

  it('signs content type and length into an upload address, and nothing for the body itself', async () => {
    const upload = await signPhoto(newKey());
    const query = at(upload.url).searchParams;
    if (kind === 's3') {
      expect(query.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      // No checksum of an empty body that a real upload could never match.
      expect([...query.keys()].filter((name) => name.toLowerCase().includes('checksum'))).toEqual([]);
    } else {
      expect(query.get('type')).toBe('image/jpeg');
      expect(query.get('size')).toBe(String(photo.length));
    }
  });

  it('writes and reads the objects the server makes, and removes what is not there quietly', async () => {
    const key = newKey();
    await subject.storage.write(key, photo, 'image/jpeg');
    expect(await subject.storage.stat(key)).toEqual({ size: photo.length, contentType: 'image/jpeg' });
    expect((await subject.storage.read(key)).equals(photo)).toBe(true);
    await subject.storage.remove(key);
    await subject.storage.remove(key);
    expect(await subject.storage.stat(newKey())).toBeNull();
  });
});

describe('s3rver on its own (why the S3 tests check signatures in front of it)', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());

  it('enforces a presigned address’s expiry but accepts any V4 signature and any content type or length', async () => {
    const config = { bucket: 'bare', endpoint: s3.s3rverUrl, region: 'us-east-1', credentials: S3RVER_CREDENTIALS };
    const client = s3Client(config);
    await client.send(new CreateBucketCommand({ Bucket: 'bare' }));
    const storage = createS3Storage(config, client);
    const key = newKey();
    const upload = await storage.signUpload({
      key,
      contentType: 'image/jpeg',
      size: 10,
      maxBytes: 10,
      expiresInSeconds: 60,
    });
    const forged = new URL(upload.url);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    const answer = await fetch(forged, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: 'not ten bytes long',
    });
    expect(answer.status).toBe(200);
    expect(await storage.stat(key)).toEqual({ size: 18, contentType: 'text/html' });

    const expired = new URL(upload.url);
    expired.searchParams.set('X-Amz-Date', '20200101T000000Z');
    expect((await fetch(expired, { method: 'PUT', headers: upload.headers, body: Buffer.alloc(10) })).status).toBe(403);
    client.destroy();
  });
});
