import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_ID } from '../../test-utils/make-claim.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import BidCreatedPage from './bid-created-page.tsx';

describe('bid created page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what happens next, at the top of the page, with the way back home and to the claim', () => {
    // As Chromium answers it since scroll promises: a value the page must not hand React as a clean-up.
    const scrollTo = vi
      .spyOn(window, 'scrollTo')
      .mockImplementation((() => Promise.resolve()) as unknown as typeof window.scrollTo);
    const { unmount } = renderWithApp(<BidCreatedPage />, { user: makeUser('repairer', 'USER') });
    // Opened without a bid (an old link): the same words, no claim named.
    expect(screen.getByText('Your bid has been sent.')).not.toBeNull();
    expect(screen.queryByRole('link', { name: /View claim/ })).toBeNull();
    unmount();

    const withClaim = renderWithApp(<BidCreatedPage />, {
      user: makeUser('repairer', 'USER'),
      path: '/marketplace/bid/created',
      state: { claimId: CLAIM_ID, reference: 'FX-000042' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bid placed' })).not.toBeNull();
    expect(screen.getByText('Your bid on claim FX-000042 has been sent.')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Repair home' }).getAttribute('href')).toBe('/repairerHome');
    expect(screen.getByRole('link', { name: 'View claim FX-000042' }).getAttribute('href')).toBe(
      `/marketplace/claims/${CLAIM_ID}`,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    // Leaving the page (its links) unmounts it: no clean-up that is not a function.
    withClaim.unmount();
  });
});
