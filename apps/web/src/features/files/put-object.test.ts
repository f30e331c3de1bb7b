import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test-utils/fake-xhr.ts';
import { putObject } from './put-object.ts';

const signed = {
  signedRequest: '/api/storage/objects/claims/a/b.jpg?expires=1&signature=x',
  headers: { 'content-type': 'image/jpeg' },
  s3Key: 'claims/a/b.jpg',
  path: '/api/storage/objects/claims/a/b.jpg',
  expiresAt: '2026-01-01T00:00:00.000Z',
};
const body = new Blob([new Uint8Array(500)], { type: 'image/jpeg' });

describe('putting a file to its signed address', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem('jwt', 'a-token');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the signed headers and never our Authorization, reporting progress', async () => {
    const progress: number[] = [];
    const done = putObject(signed, body, { onProgress: (loaded) => progress.push(loaded) });
    const request = FakeXhr.last;
    expect([request.method, request.url, request.body]).toEqual(['PUT', signed.signedRequest, body]);
    expect(request.headers).toEqual({ 'content-type': 'image/jpeg' });
    request.upload.onprogress?.({ loaded: 200 });
    request.answer(204);
    await done;
    expect(progress).toEqual([200, 500]);
  });

  it('fails with the storage’s own words: ours in JSON, S3’s in XML, or the status', async () => {
    const failure = async (status: number, text: string) => {
      const done = putObject(signed, body);
      FakeXhr.last.answer(status, text);
      return done.catch((error: Error) => error.message);
    };
    expect(await failure(403, '{"message":"This upload address has expired"}')).toBe('This upload address has expired');
    expect(
      await failure(403, '<Error><Code>SignatureDoesNotMatch</Code><Message>Bad signature</Message></Error>'),
    ).toBe('Bad signature');
    expect(await failure(502, '')).toBe('The storage refused the file (HTTP 502)');
    const lost = putObject(signed, body);
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toThrow('The connection to the storage was lost: try again');
  });

  it('stops when the page cancels it, with an AbortError', async () => {
    const controller = new AbortController();
    const done = putObject(signed, body, { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
