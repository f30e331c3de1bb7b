import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeClaim } from '../../test-utils/make-claim.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { BodyshopAgreementNotice } from './bodyshop-agreement-notice.tsx';

describe('the bodyshop agreement on a claim', () => {
  it('says nothing on a garage’s claim', () => {
    const { container } = render(<BodyshopAgreementNotice claim={makeClaim()} />);
    expect(container.textContent).toBe('');
  });

  it('says a bodyshop’s claim is not signed yet, and where the link is', () => {
    const claim = makeClaim({
      bodyshopAgreement: { bodyshopName: 'Precision Bodyworks', signedName: null, acceptedAt: null },
    });
    render(<BodyshopAgreementNotice claim={claim} />);
    expect(screen.getByText('Bodyshop agreement not signed yet')).not.toBeNull();
    expect(screen.getByText(/with Precision Bodyworks from the link they were mailed \(Driver links\)/)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Download signed agreement (PDF)' })).toBeNull();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('says who signed, with which bodyshop and when (UK time), and opens the signed copy on the click', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    const openMock = vi.fn<typeof window.open>();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('open', openMock);
    const pdf = 'http://localhost/api/storage/bodyshop-agreements/a.pdf?signature=s';
    const claim = makeClaim({
      bodyshopAgreement: {
        bodyshopName: 'Precision Bodyworks',
        signedName: 'Sam Driver',
        acceptedAt: '2026-11-27T14:05:00.000Z',
      },
    });
    mockFetchRoutes(fetchMock, {
      [`GET /api/claims/${claim.id}/bodyshop-agreement/pdf-url`]: () =>
        jsonResponse(200, { url: pdf, expiresAt: '2026-11-27T18:00:00.000Z' }),
    });
    renderWithApp(<BodyshopAgreementNotice claim={claim} />, { user: makeUser('client', 'USER') });
    expect(screen.getByText('Bodyshop agreement signed')).not.toBeNull();
    const notice = screen.getByTestId('bodyshop-agreement-notice');
    expect(notice.textContent).toContain('Sam Driver accepted the agreement with Precision Bodyworks on');
    expect(notice.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27T14:05:00.000Z');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Download signed agreement (PDF)' }));
    await waitFor(() => expect(openMock).toHaveBeenCalledWith(pdf, '_blank', 'noopener'));
  });
});
