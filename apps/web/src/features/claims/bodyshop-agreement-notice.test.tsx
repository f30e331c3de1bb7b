import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClaim } from '../../test-utils/make-claim.ts';
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
  });

  it('says who signed, with which bodyshop and when (UK time)', () => {
    const claim = makeClaim({
      bodyshopAgreement: {
        bodyshopName: 'Precision Bodyworks',
        signedName: 'Sam Driver',
        acceptedAt: '2026-11-27T14:05:00.000Z',
      },
    });
    render(<BodyshopAgreementNotice claim={claim} />);
    expect(screen.getByText('Bodyshop agreement signed')).not.toBeNull();
    const notice = screen.getByTestId('bodyshop-agreement-notice');
    expect(notice.textContent).toContain('Sam Driver accepted the agreement with Precision Bodyworks on');
    expect(notice.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27T14:05:00.000Z');
  });
});
