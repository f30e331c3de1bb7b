import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putObject } from './put-object.ts';

/** Records what the upload did and lets the test answer it, as the browser's XMLHttpRequest would. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

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
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    localStorage.setItem('jwt', 'a-token');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the signed headers and never our Authorization, reporting progress', async () => {
    const progress: number[] = [];
    const done = putObject(signed, body, { onProgress: (loaded) => progress.push(loaded) });
    const request = FakeRequest.last;
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
      FakeRequest.last.answer(status, text);
      return done.catch((error: Error) => error.message);
    };
    expect(await failure(403, '{"message":"This upload address has expired"}')).toBe('This upload address has expired');
    expect(
      await failure(403, '<Error><Code>SignatureDoesNotMatch</Code><Message>Bad signature</Message></Error>'),
    ).toBe('Bad signature');
    expect(await failure(502, '')).toBe('The storage refused the file (HTTP 502)');
    const lost = putObject(signed, body);
    FakeRequest.last.onerror?.();
    await expect(lost).rejects.toThrow('The connection to the storage was lost: try again');
  });

  it('stops when the page cancels it, with an AbortError', async () => {
    const controller = new AbortController();
    const done = putObject(signed, body, { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
