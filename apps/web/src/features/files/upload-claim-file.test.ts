import type { TClaimImage, TSignedUpload } from '@fixline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test-utils/fake-xhr.ts';
import { type UploadDestination, type UploadProgress, uploadClaimFile } from './upload-claim-file.ts';

const thumbnails = vi.hoisted(() => ({ made: [] as Blob[] }));
vi.mock('./browser-thumbnail.ts', () => ({
  makeBrowserThumbnail: async (image: Blob) => {
    thumbnails.made.push(image);
    return new Blob([new Uint8Array(100)], { type: 'image/jpeg' });
  },
}));

const MB = 1024 * 1024;
const signedFor = (key: string): TSignedUpload => ({
  signedRequest: `/api/storage/objects/${key}?signature=x`,
  headers: { 'content-type': 'video/mp4' },
  s3Key: key,
  path: `/api/storage/objects/${key}`,
  expiresAt: '2026-11-28T12:00:00.000Z',
});

describe('uploading a phone video', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    thumbnails.made = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the picked file itself in one PUT with progress, never read into memory nor thumbnailed', async () => {
    const video = new File(['x'], 'walkround.mp4', { type: 'video/mp4' });
    Object.defineProperty(video, 'size', { value: 210 * MB });
    const reads = (['arrayBuffer', 'text', 'stream', 'slice'] as const).map((method) => vi.spyOn(video, method));
    const readerMade = vi.fn();
    vi.stubGlobal('FileReader', readerMade);

    const signs: Record<string, string>[] = [];
    const destination: UploadDestination = {
      sign: async (query) => {
        signs.push(query);
        return signedFor('claims/a/b.mp4');
      },
      record: async (file) => ({ id: 'f1', ...file }) as unknown as TClaimImage,
    };
    const progress: UploadProgress[] = [];
    const uploading = uploadClaimFile(destination, video, 'video/mp4', {
      onProgress: (p) => progress.push(p),
      signal: new AbortController().signal,
    });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const put = FakeXhr.sent[0] as FakeXhr;
    put.upload.onprogress?.({ loaded: 100 * MB });
    put.status = 204;
    put.onload?.();
    const recorded = await uploading;

    expect(signs).toEqual([{ format: 'video/mp4', size: String(210 * MB) }]);
    expect([put.method, put.url]).toEqual(['PUT', '/api/storage/objects/claims/a/b.mp4?signature=x']);
    expect(put.body).toBe(video);
    expect(progress).toEqual([
      { loaded: 0, total: 210 * MB },
      { loaded: 100 * MB, total: 210 * MB },
      { loaded: 210 * MB, total: 210 * MB },
    ]);
    expect(thumbnails.made).toEqual([]);
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(readerMade).not.toHaveBeenCalled();
    expect(recorded).toMatchObject({ contentType: 'video/mp4', name: 'walkround.mp4', s3Key: 'claims/a/b.mp4' });
  });

  it('makes a thumbnail for a photo, which a video never gets', async () => {
    const photo = new File([new Uint8Array(10)], 'front.jpg', { type: 'image/jpeg' });
    const destination: UploadDestination = {
      sign: async (query) => signedFor(query.isThumbnail ? 'claims/a/c-thumbnail.jpg' : 'claims/a/c.jpg'),
      record: async (file) => ({ id: 'f2', ...file }) as unknown as TClaimImage,
    };
    const uploading = uploadClaimFile(destination, photo, 'image/jpeg', {
      onProgress: () => {},
      signal: new AbortController().signal,
    });
    for (const count of [1, 2]) {
      await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
      const put = FakeXhr.sent[count - 1] as FakeXhr;
      put.status = 204;
      put.onload?.();
    }
    await uploading;
    expect(thumbnails.made).toEqual([photo]);
  });
});
