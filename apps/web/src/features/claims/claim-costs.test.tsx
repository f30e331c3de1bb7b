import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeClaim } from '../../test-utils/make-claim.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { ClaimCosts } from './claim-costs.tsx';

const QUOTE = '00000000-0000-4000-8000-0000000000a1';
const PDF = 'http://localhost/api/storage/quotes/q.pdf?signature=s';

describe('the claim’s costs', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const openMock = vi.fn<typeof window.open>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('open', openMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    openMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('opens the newest quote’s PDF at the address the server signs, on the click', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET /api/external/quotes/pdf-url?quote=${QUOTE}`]: () =>
        jsonResponse(200, { url: PDF, expiresAt: '2026-11-27T18:00:00.000Z' }),
    });
    renderWithApp(<ClaimCosts claim={makeClaim({ costs: { cost: 60000 }, quoteId: QUOTE })} />, {
      user: makeUser('client', 'USER'),
    });
    expect(screen.getByText('£600.00')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Quote (PDF)' }));
    await waitFor(() => expect(openMock).toHaveBeenCalledWith(PDF, '_blank', 'noopener'));
  });

  it('has no PDF button without a quote the reader may see', () => {
    renderWithApp(<ClaimCosts claim={makeClaim({ costs: { cost: 60000 }, quoteId: null })} />, {
      user: makeUser('client', 'USER'),
    });
    expect(screen.queryByRole('button', { name: 'Quote (PDF)' })).toBeNull();
  });
});
