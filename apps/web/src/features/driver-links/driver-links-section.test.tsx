import type { TDriverLink } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeClaim } from '../../test-utils/make-claim.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { DriverLinksSection } from './driver-links-section.tsx';

const claim = makeClaim({ customerEmail: 'dana@example.test' });
const LINKS = `/api/claims/${claim.id}/driver-links`;
const ACTIVE: TDriverLink = {
  id: '00000000-0000-4000-8000-0000000000d1',
  purpose: 'feedback',
  url: 'http://localhost:3000/rate/00000000-0000-4000-8000-0000000000d1.signature',
  state: 'active',
  expiresAt: '2026-12-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
};
const REVOKED: TDriverLink = { ...ACTIVE, id: '00000000-0000-4000-8000-0000000000d2', state: 'revoked', url: null };

describe('driver links section', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('lists the claim’s links for its client staff, copies, resends and revokes one', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockFetchRoutes(fetchMock, {
      [`GET ${LINKS}`]: () => jsonResponse(200, [ACTIVE, REVOKED]),
      [`POST ${LINKS}/${ACTIVE.id}/resend`]: () => jsonResponse(202, { mailId: ACTIVE.id, to: 'dana@example.test' }),
      [`POST ${LINKS}/${ACTIVE.id}/revoke`]: () => jsonResponse(200, { ...ACTIVE, state: 'revoked', url: null }),
      [`POST ${LINKS}`]: () => jsonResponse(201, ACTIVE),
    });
    renderWithApp(<DriverLinksSection claim={claim} />, { user: makeUser('client', 'USER') });
    const section = await screen.findByRole('region', { name: 'Driver links' });
    const rows = await within(section).findAllByTestId('driver-link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Rate the repairActive'),
      expect.stringContaining('Rate the repairRevoked'),
    ]);
    expect(rows[0]?.textContent).toContain(ACTIVE.url);
    // A revoked link offers nothing to do.
    expect(within(rows[1] as HTMLElement).queryAllByRole('button')).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: 'Copy the rate the repair link' }));
    expect(writeText).toHaveBeenCalledWith(ACTIVE.url);
    await userEvent.click(within(section).getByRole('button', { name: 'Send the rate the repair link again' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Revoke the rate the repair link' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(section).getByRole('button', { name: 'New link: Rate the repair' }));
    await waitFor(() =>
      expect(fetchCalls(fetchMock).filter((c) => c.call.startsWith('POST'))).toEqual([
        { call: `POST ${LINKS}/${ACTIVE.id}/resend`, body: undefined },
        { call: `POST ${LINKS}/${ACTIVE.id}/revoke`, body: undefined },
        { call: `POST ${LINKS}`, body: { purpose: 'feedback' } },
      ]),
    );
  });

  it('offers a payment link only where the driver has something to pay (decision 0082)', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${LINKS}`]: () => jsonResponse(200, []) });
    const payButton = () => screen.queryByRole('button', { name: 'New link: Pay for the repair' });
    const insured = makeClaim({ customerEmail: 'dana@example.test', costs: { cost: 85000 } });
    const { unmount } = renderWithApp(<DriverLinksSection claim={insured} />, { user: makeUser('client', 'USER') });
    expect(await screen.findByText(/the driver has nothing to pay on this claim/)).not.toBeNull();
    expect(payButton()).toBeNull();
    unmount();
    renderWithApp(<DriverLinksSection claim={{ ...insured, excess: 25000 }} />, { user: makeUser('client', 'USER') });
    expect(await screen.findByRole('button', { name: 'New link: Pay for the repair' })).not.toBeNull();
    expect(screen.queryByText(/the driver has nothing to pay/)).toBeNull();
  });

  it('is not shown to the repairer’s staff', () => {
    renderWithApp(<DriverLinksSection claim={claim} />, { user: makeUser('repairer', 'USER') });
    expect(screen.queryByRole('region', { name: 'Driver links' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
