import { createHash } from 'node:crypto';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { TClaimImage, TImageUrl, TSignedUpload } from '@fixline/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { S3RVER_CREDENTIALS, startTestS3, type TestS3 } from '../../../test/s3-server.ts';
import { jpegQuality, sampleJpeg } from '../../../test/sample-files.ts';
import { generatedBytes, putStream } from '../../../test/streamed-upload.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createS3Storage, s3Client } from '../../integrations/storage/s3-storage.ts';

/** The same API with S3_* set: files go to an S3 API server (s3rver on loopback, signatures checked as S3 does). */
let s3: TestS3;
const env: Record<string, string> = {};
beforeAll(async () => {
  s3 = await startTestS3();
  Object.assign(env, {
    S3_BUCKET: 'fixline-files',
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  });
  const client = s3Client({
    bucket: 'fixline-files',
    endpoint: s3.url,
    region: 'us-east-1',
    credentials: S3RVER_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: 'fixline-files' }));
  client.destroy();
});
const api = useTestApp(env);
afterAll(() => s3?.close());

describe('claim files in S3', () => {
  it('go from the browser to S3 and back, with the thumbnail made and stored in S3 too', async () => {
    const token = await api.http.login('client@fixline.test');
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const photo = await sampleJpeg();
    const signed = (
      await api.http.get<TSignedUpload>(`/api/images/auth/sign-s3?format=image%2Fjpeg&size=${photo.length}`, { token })
    ).body;
    expect(signed.signedRequest.startsWith(`${s3.url}/fixline-files/claims/`)).toBe(true);

    const wrongType = await fetch(signed.signedRequest, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: photo,
    });
    expect(wrongType.status).toBe(403);
    const put = await fetch(signed.signedRequest, { method: 'PUT', headers: signed.headers, body: photo });
    expect(put.status).toBe(200);

    const image = await api.http.post<TClaimImage>(`/api/claims/${claimId}/images`, {
      token,
      body: { contentType: 'image/jpeg', name: 'rear.jpg', s3Key: signed.s3Key },
    });
    expect(image.status).toBe(201);
    const small = (await api.http.get<TImageUrl>(`/api/images/${image.body.id}?width=320`, { token })).body;
    expect(small.url.startsWith(s3.url)).toBe(true);
    const thumbnail = Buffer.from(await (await fetch(small.url)).arrayBuffer());
    const metadata = await sharp(thumbnail).metadata();
    expect([metadata.format, metadata.width, metadata.height, jpegQuality(thumbnail)]).toEqual(['jpeg', 320, 240, 45]);

    if (!api.app.config.s3) throw new Error('S3_* did not reach the configuration');
    const storage = createS3Storage(api.app.config.s3);
    expect(await storage.stat(signed.s3Key)).toEqual({ size: photo.length, contentType: 'image/jpeg' });
    const admin = await api.http.login('client.admin@fixline.test');
    expect((await api.http.delete(`/api/claims/${claimId}/images/${image.body.id}`, { token: admin })).status).toBe(
      204,
    );
    expect(await storage.stat(signed.s3Key)).toBeNull();
    expect(await storage.stat(signed.s3Key.replace('.jpg', '-thumbnail.jpg'))).toBeNull();
  });

  it('refuse, when it is recorded, a file signed without its size that came out over its type’s limit', async () => {
    const token = await api.http.login('client@fixline.test');
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    // A presigned PUT cannot bound a length it was not given: S3 takes it, the record refuses it.
    const signed = (await api.http.get<TSignedUpload>('/api/images/auth/sign-s3?format=application%2Fpdf', { token }))
      .body;
    const oversized = Buffer.alloc(25 * 1024 * 1024 + 1, 1);
    expect(
      (await fetch(signed.signedRequest, { method: 'PUT', headers: signed.headers, body: oversized })).status,
    ).toBe(200);
    const answer = await api.http.post(`/api/claims/${claimId}/images`, {
      token,
      body: { contentType: 'application/pdf', name: 'huge.pdf', s3Key: signed.s3Key },
    });
    expect([answer.status, answer.body]).toEqual([422, { message: 'The file is too large: at most 25 MB' }]);
    if (!api.app.config.s3) throw new Error('S3_* did not reach the configuration');
    expect(await createS3Storage(api.app.config.s3).stat(signed.s3Key)).toBeNull();
  });

  it('take a 210 MB phone video in one presigned PUT (S3 takes up to 5 GB so), recorded without a thumbnail', async () => {
    const token = await api.http.login('client@fixline.test');
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const size = 210 * 1024 * 1024;
    const signed = (
      await api.http.get<TSignedUpload>(`/api/images/auth/sign-s3?format=video%2Fmp4&size=${size}`, { token })
    ).body;

    const started = performance.now();
    expect(
      await putStream(signed.signedRequest, signed.headers, size, generatedBytes(size, createHash('sha256'))),
    ).toBe(200);
    const seconds = (performance.now() - started) / 1000;

    const video = await api.http.post<TClaimImage>(`/api/claims/${claimId}/images`, {
      token,
      body: { contentType: 'video/mp4', name: 'walkround.mp4', s3Key: signed.s3Key },
    });
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    expect(video.body.hasThumbnail).toBe(false);
    // Recording checked S3's size against the signed one; the bytes' hash is the embedded storage's test
    // (large-video.test.ts): reading 210 MB back out of s3rver takes longer than putting it in.
    if (!api.app.config.s3) throw new Error('S3_* did not reach the configuration');
    expect(await createS3Storage(api.app.config.s3).stat(signed.s3Key)).toEqual({ size, contentType: 'video/mp4' });
    console.log(`210 MB video to S3 (s3rver): PUT in ${seconds.toFixed(1)} s`);
  }, 60_000);

  it('let browsers reach the storage’s origin through the Content-Security-Policy', async () => {
    const answer = await api.http.get('/api/health');
    const policy = answer.headers.get('content-security-policy') ?? '';
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*${s3.url.replace(/[.:/]/g, '\\$&')}`));
    }
  });
});
