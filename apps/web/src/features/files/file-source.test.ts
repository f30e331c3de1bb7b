import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test-utils/fetch-routes.ts';
import { fileSource } from './claim-files-api.ts';
import { PLACEHOLDER_IMAGE } from './placeholder-image.ts';

describe('a file’s address (spec 8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks for the thumbnail width and answers the signed address', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { url: '/signed', contentType: 'image/jpeg' }));
    expect(await fileSource('f1', 320)).toEqual({ url: '/signed', contentType: 'image/jpeg', failed: false });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/images/f1?width=320');
  });

  it('answers the placeholder image when the download fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Storage unavailable' }));
    expect(await fileSource('f1', undefined)).toEqual({
      url: PLACEHOLDER_IMAGE,
      contentType: 'image/svg+xml',
      failed: true,
    });
  });

  it('re-throws a cancelled fetch quietly, for the query to drop', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted', 'AbortError'));
    await expect(fileSource('f1', 320, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
  });
});
