import { CLAIM_FILE_MESSAGES, CLAIM_FILE_RULE, type TClaimFile, type TSignedUpload } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { CLAIM_ID, makeClaim } from '../../test-utils/make-claim.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { ClaimFilesSection } from './claim-files-section.tsx';
import type { PutOptions } from './put-object.ts';

/** Each PUT to storage waits here until the test moves its progress on and settles it. */
const puts: { key: string; options: PutOptions; resolve: () => void; reject: (error: Error) => void }[] = [];
vi.mock('./put-object.ts', () => ({
  putObject: (signed: TSignedUpload, _body: Blob, options: PutOptions) =>
    new Promise<void>((resolve, reject) => puts.push({ key: signed.s3Key, options, resolve, reject })),
}));
// happy-dom draws no pictures: the browser's thumbnail is a 100-byte JPEG here.
vi.mock('./browser-thumbnail.ts', () => ({
  makeBrowserThumbnail: async () => new Blob([new Uint8Array(100)], { type: 'image/jpeg' }),
}));

const put = (key: string) => puts.find((p) => p.key === key);
const base = `/api/claims/${CLAIM_ID}`;
const signPath = (query: Record<string, string>) => `GET /api/images/auth/sign-s3?${new URLSearchParams(query)}`;
const signed = (s3Key: string): TSignedUpload => ({
  signedRequest: `/api/storage/objects/${s3Key}?signature=x`,
  headers: {},
  s3Key,
  path: `/api/storage/objects/${s3Key}`,
  expiresAt: '2026-01-01T00:00:00.000Z',
});
const file = (name: string, type: string, size: number) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const recorded = (id: string, name: string, contentType: string): TClaimFile => ({
  id,
  contentType,
  name,
  size: 1000,
  createdAt: '2026-03-03T10:00:00.000Z',
  hasThumbnail: contentType.startsWith('image'),
  uploadedBy: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Ann Handler' },
  canDelete: true,
});
const PHOTO_ID = '00000000-0000-4000-8000-0000000000f1';

describe('adding files on the claim page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    puts.length = 0;
  });

  it('uploads several files at once, each with its progress bar, and then shows the photo', async () => {
    let files: TClaimFile[] = [];
    const records: unknown[] = [];
    mockFetchRoutes(fetchMock, {
      [`GET ${base}/images`]: () => jsonResponse(200, files),
      [`GET ${base}`]: () => jsonResponse(200, makeClaim()),
      [signPath({ format: 'image/jpeg', size: '1000' })]: () => jsonResponse(200, signed('claims/a/photo.jpg')),
      [signPath({ isThumbnail: 'true', previousKey: 'claims/a/photo.jpg', size: '100', width: '320' })]: () =>
        jsonResponse(200, signed('claims/a/photo-thumbnail.jpg')),
      [signPath({ format: 'application/pdf', size: '3000' })]: () => jsonResponse(200, signed('claims/b/estimate.pdf')),
      [`POST ${base}/images`]: (body) => {
        records.push(body);
        files = [recorded(PHOTO_ID, 'front.jpg', 'image/jpeg')];
        return jsonResponse(201, { id: PHOTO_ID });
      },
      [`GET /api/images/${PHOTO_ID}?width=320`]: () =>
        jsonResponse(200, { url: '/signed/thumb.jpg', contentType: 'image/jpeg' }),
    });
    renderWithApp(<ClaimFilesSection claim={makeClaim()} />, { user: makeUser('client', 'USER') });
    expect(
      await screen.findByText('No files yet. Add photos of the damage, estimates or videos above.'),
    ).not.toBeNull();
    expect(screen.getByText(CLAIM_FILE_RULE)).not.toBeNull();

    await userEvent.upload(screen.getByLabelText('Choose files to upload'), [
      file('front.jpg', 'image/jpeg', 1000),
      file('estimate.pdf', 'application/pdf', 3000),
    ]);
    const photoBar = await screen.findByRole('progressbar', { name: 'Uploading front.jpg' });
    const pdfBar = screen.getByRole('progressbar', { name: 'Uploading estimate.pdf' });
    await waitFor(() => expect(puts.map((p) => p.key).sort()).toEqual(['claims/a/photo.jpg', 'claims/b/estimate.pdf']));

    // The photo's bytes and its thumbnail's (1000 + 100) make its whole bar.
    put('claims/a/photo.jpg')?.options.onProgress?.(550);
    await waitFor(() => expect(photoBar.getAttribute('aria-valuenow')).toBe('50'));
    expect(within(photoBar.parentElement as HTMLElement).getByText('50%')).not.toBeNull();
    put('claims/b/estimate.pdf')?.options.onProgress?.(750);
    await waitFor(() => expect(pdfBar.getAttribute('aria-valuenow')).toBe('25'));

    put('claims/a/photo.jpg')?.resolve();
    await waitFor(() => expect(put('claims/a/photo-thumbnail.jpg')).toBeDefined());
    put('claims/a/photo-thumbnail.jpg')?.resolve();
    const photoRow = screen.getByText('front.jpg').closest('li') as HTMLElement;
    expect(await within(photoRow).findByText('Uploaded')).not.toBeNull();
    expect(records[0]).toEqual({ contentType: 'image/jpeg', name: 'front.jpg', s3Key: 'claims/a/photo.jpg' });

    const thumbnail = await screen.findByRole('img', { name: 'front.jpg' });
    expect(thumbnail.getAttribute('src')).toBe('/signed/thumb.jpg');
    expect(screen.getByRole('link', { name: 'Photos (1)' })).not.toBeNull();
    // The document is still on its way.
    expect(screen.getByRole('progressbar', { name: 'Uploading estimate.pdf' })).not.toBeNull();
  });

  it('says why an upload failed in the spec’s words, and tries it again', async () => {
    let attempts = 0;
    mockFetchRoutes(fetchMock, {
      [`GET ${base}/images`]: () => jsonResponse(200, []),
      [`GET ${base}`]: () => jsonResponse(200, makeClaim()),
      [signPath({ format: 'application/pdf', size: '3000' })]: () => jsonResponse(200, signed('claims/b/estimate.pdf')),
      [`POST ${base}/images`]: () => {
        attempts++;
        return attempts === 1
          ? jsonResponse(400, { message: CLAIM_FILE_MESSAGES.notUploaded })
          : jsonResponse(201, { id: PHOTO_ID });
      },
    });
    renderWithApp(<ClaimFilesSection claim={makeClaim()} />, { user: makeUser('client', 'USER') });
    await userEvent.upload(await screen.findByLabelText('Choose files to upload'), [
      file('estimate.pdf', 'application/pdf', 3000),
    ]);
    await waitFor(() => expect(puts).toHaveLength(1));
    puts[0]?.resolve();
    expect(await screen.findByText(`Failed to upload images: ${CLAIM_FILE_MESSAGES.notUploaded}`)).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    puts[1]?.resolve();
    expect(await screen.findByText('Uploaded')).not.toBeNull();
    expect(screen.queryByText(/Failed to upload images/)).toBeNull();
  });

  it('refuses a file too large before asking the server, and can take it off the list', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${base}/images`]: () => jsonResponse(200, []) });
    renderWithApp(<ClaimFilesSection claim={makeClaim()} />, { user: makeUser('client', 'USER') });
    await userEvent.upload(await screen.findByLabelText('Choose files to upload'), [
      file('huge.jpg', 'image/jpeg', 26 * 1024 * 1024),
    ]);
    expect(await screen.findByText('The file is too large: at most 25 MB')).not.toBeNull();
    expect(fetchCalls(fetchMock).map((c) => c.call)).toEqual([`GET ${base}/images`]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove huge.jpg' }));
    expect(screen.queryByText('huge.jpg')).toBeNull();
  });

  it('is not offered on a deleted claim, whose empty state says so', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${base}/images`]: () => jsonResponse(200, []) });
    const claim = makeClaim({ deletedAt: '2026-03-05T08:00:00.000Z' });
    renderWithApp(<ClaimFilesSection claim={claim} />, { user: makeUser('client', 'ADMIN') });
    expect(await screen.findByText('No files on this claim yet.')).not.toBeNull();
    expect(screen.queryByLabelText('Choose files to upload')).toBeNull();
  });
});
