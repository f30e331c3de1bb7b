import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { CLAIM_ID, makeClaim } from '../../test-utils/make-claim.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { EvidencePackButton } from './evidence-pack-button.tsx';

describe('the evidence pack button', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes the pack, downloads it under its name and says what it holds', async () => {
    const pack = {
      url: '/files/evidence/abc/FX-000042-evidence.zip?sig=1',
      expiresAt: '2026-11-27T15:00:00.000Z',
      fileName: 'FX-000042-evidence.zip',
      files: 3,
      sha256: 'a'.repeat(64),
    };
    mockFetchRoutes(fetchMock, { [`POST /api/claims/${CLAIM_ID}/evidence-pack`]: () => jsonResponse(200, pack) });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithApp(<EvidencePackButton claim={makeClaim()} />, { user: makeUser('client', 'USER') });
    await userEvent.click(screen.getByRole('button', { name: 'Evidence pack (ZIP)' }));
    expect(await screen.findByText('Evidence pack made: FX-000042-evidence.zip, 3 files')).not.toBeNull();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.getAttribute('href')).toBe(pack.url);
    expect(clicked[0]?.download).toBe('FX-000042-evidence.zip');
    expect(fetchCalls(fetchMock).map(({ call }) => call)).toContain(`POST /api/claims/${CLAIM_ID}/evidence-pack`);
  });

  it('is not offered to the claim’s repairer, who does not see the whole claim', () => {
    const repairer = makeUser('repairer', 'USER', { organisationsIds: ['00000000-0000-4000-8000-000000000002'] });
    renderWithApp(<EvidencePackButton claim={makeClaim()} />, { user: repairer });
    expect(screen.queryByRole('button', { name: 'Evidence pack (ZIP)' })).toBeNull();
  });
});
