import type { TClaimFile } from '@fixline/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchRoutes, fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { CLAIM_ID, makeClaim } from '../../test-utils/make-claim.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { GALLERY_ROUTES, galleryPath } from './claim-files-api.ts';
import ClaimGalleryPage from './claim-gallery-page.tsx';
import { PLACEHOLDER_IMAGE } from './placeholder-image.ts';

const base = `/api/claims/${CLAIM_ID}`;
const id = (n: number) => `00000000-0000-4000-8000-0000000000f${n}`;
const attachment = (n: number, name: string, contentType: string, canDelete = false): TClaimFile => ({
  id: id(n),
  contentType,
  name,
  size: 2048,
  createdAt: '2026-03-03T10:00:00.000Z',
  hasThumbnail: contentType.startsWith('image'),
  uploadedBy: n === 2 ? null : { id: '00000000-0000-4000-8000-0000000000aa', name: 'Ann Handler' },
  canDelete,
});
const FILES = [
  attachment(1, 'front.jpg', 'image/jpeg', true),
  attachment(2, 'estimate.pdf', 'application/pdf'),
  attachment(3, 'side.png', 'image/png'),
  attachment(4, 'walkround.mp4', 'video/mp4'),
];
const source = (url: string, contentType: string) => () => jsonResponse(200, { url, contentType });

function renderGallery(kind: keyof typeof GALLERY_ROUTES) {
  return renderWithApp(
    <Routes>
      {Object.values(GALLERY_ROUTES).map((path) => (
        <Route key={path} path={path} element={<ClaimGalleryPage />} />
      ))}
    </Routes>,
    { user: makeUser('client', 'ADMIN'), path: galleryPath(kind, CLAIM_ID) },
  );
}

describe('the claim’s galleries', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const routes = (more: FetchRoutes = {}) =>
    mockFetchRoutes(fetchMock, {
      [`GET ${base}`]: () => jsonResponse(200, makeClaim()),
      [`GET ${base}/images`]: () => jsonResponse(200, FILES),
      ...more,
    });

  it('sort the files into photos, documents and videos, and show a placeholder for a photo that fails', async () => {
    routes({
      [`GET /api/images/${id(1)}?width=320`]: source('/signed/front-small.jpg', 'image/jpeg'),
      [`GET /api/images/${id(3)}?width=320`]: () => jsonResponse(503, { message: 'Storage unavailable' }),
    });
    renderGallery('image');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photos of claim FX-000042' })).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Files of this claim' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Photos (2)', 'Documents (1)', 'Videos (1)']);
    expect(within(nav).getByRole('link', { name: 'Photos (2)' }).getAttribute('aria-current')).toBe('page');
    expect((await screen.findByRole('img', { name: 'front.jpg' })).getAttribute('src')).toBe('/signed/front-small.jpg');
    const broken = await screen.findByRole('img', { name: 'side.png (could not be loaded)' });
    expect(broken.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(screen.getByRole('link', { name: 'Back to claim FX-000042' }).getAttribute('href')).toBe(
      `/dashboardClaim/${CLAIM_ID}`,
    );
  });

  it('open a photo full size, turn to the next with the keyboard, and delete one after asking', async () => {
    let files = FILES;
    routes({
      [`GET ${base}/images`]: () => jsonResponse(200, files),
      [`GET /api/images/${id(1)}?width=320`]: source('/signed/front-small.jpg', 'image/jpeg'),
      [`GET /api/images/${id(3)}?width=320`]: source('/signed/side-small.jpg', 'image/jpeg'),
      [`GET /api/images/${id(1)}`]: source('/signed/front.jpg', 'image/jpeg'),
      [`GET /api/images/${id(3)}`]: source('/signed/side.png', 'image/png'),
      [`DELETE ${base}/images/${id(1)}`]: () => {
        files = FILES.filter((file) => file.id !== id(1));
        return jsonResponse(204);
      },
    });
    renderGallery('image');
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo front.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: 'front.jpg' });
    expect(within(viewer).getByText('1 of 2')).not.toBeNull();
    expect((await within(viewer).findByRole('img', { name: 'front.jpg' })).getAttribute('src')).toBe(
      '/signed/front.jpg',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'side.png' })).not.toBeNull();
    expect((await screen.findByRole('img', { name: 'side.png' })).getAttribute('src')).toBe('/signed/side.png');
    // side.png is not the user's to delete; front.jpg is.
    expect(
      within(screen.getByRole('dialog', { name: 'side.png' })).queryByRole('button', { name: 'Delete' }),
    ).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'front.jpg' })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(confirm.textContent).toContain('Delete front.jpg from this claim? This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByText('File deleted')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open photo front.jpg' })).toBeNull());
    expect(fetchCalls(fetchMock).map((c) => c.call)).toContain(`DELETE ${base}/images/${id(1)}`);
  });

  it('turn to the next photo with a sideways swipe of a finger, not with a mouse drag', async () => {
    routes({
      [`GET /api/images/${id(1)}?width=320`]: source('/signed/front-small.jpg', 'image/jpeg'),
      [`GET /api/images/${id(3)}?width=320`]: source('/signed/side-small.jpg', 'image/jpeg'),
      [`GET /api/images/${id(1)}`]: source('/signed/front.jpg', 'image/jpeg'),
      [`GET /api/images/${id(3)}`]: source('/signed/side.png', 'image/png'),
    });
    renderGallery('image');
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo front.jpg' }));
    const photo = await within(await screen.findByRole('dialog', { name: 'front.jpg' })).findByRole('img', {
      name: 'front.jpg',
    });
    const stage = photo.parentElement as HTMLElement;
    const swipe = (pointerType: string, from: number, to: number) => {
      fireEvent.pointerDown(stage, { pointerType, clientX: from });
      fireEvent.pointerUp(stage, { pointerType, clientX: to });
    };
    swipe('mouse', 300, 100);
    expect(screen.getByRole('dialog', { name: 'front.jpg' })).not.toBeNull();
    swipe('touch', 300, 280);
    expect(screen.getByRole('dialog', { name: 'front.jpg' })).not.toBeNull();
    swipe('touch', 300, 100);
    expect(await screen.findByRole('dialog', { name: 'side.png' })).not.toBeNull();
    swipe('touch', 100, 300);
    expect(await screen.findByRole('dialog', { name: 'front.jpg' })).not.toBeNull();
  });

  it('preview a PDF in a frame, with a link to open it and the driver named as its uploader', async () => {
    routes({ [`GET /api/images/${id(2)}`]: source('/signed/estimate.pdf', 'application/pdf') });
    renderGallery('pdf');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents of claim FX-000042' })).not.toBeNull();
    const frame = await screen.findByTitle('Preview of estimate.pdf');
    expect(frame.getAttribute('src')).toBe('/signed/estimate.pdf');
    const documents = screen.getByRole('list', { name: 'Documents' });
    expect(within(documents).getByText(/The driver/)).not.toBeNull();
    await waitFor(() =>
      expect(within(documents).getByRole('link', { name: 'Open estimate.pdf' }).getAttribute('href')).toBe(
        '/signed/estimate.pdf',
      ),
    );
    expect(within(documents).queryByRole('button', { name: 'Delete estimate.pdf' })).toBeNull();
  });

  it('play a video in the browser’s player', async () => {
    routes({ [`GET /api/images/${id(4)}`]: source('/signed/walkround.mp4', 'video/mp4') });
    renderGallery('video');
    const player = await screen.findByLabelText('walkround.mp4', { selector: 'video' });
    await waitFor(() => expect(player.getAttribute('src')).toBe('/signed/walkround.mp4'));
    expect(player.hasAttribute('controls')).toBe(true);
  });

  it('say what to do when a kind has no files', async () => {
    routes({ [`GET ${base}/images`]: () => jsonResponse(200, [FILES[1]]) });
    renderGallery('image');
    expect(await screen.findByText(/No photos on this claim yet\. Add them on the/)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'claim page' }).getAttribute('href')).toBe(`/dashboardClaim/${CLAIM_ID}`);
  });
});
