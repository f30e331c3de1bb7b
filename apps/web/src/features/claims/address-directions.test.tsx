import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeClaim } from '../../test-utils/make-claim.ts';
import { AddressDirections } from './address-directions.tsx';

const claim = makeClaim({ addressLine1: '12 Station Road', addressLine2: null, town: 'Leeds', postcode: 'LS1 4AP' });

describe('directions to the vehicle (spec 9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens web maps in a new tab, to the address as written', () => {
    render(<AddressDirections claim={claim} />);
    const link = screen.getByRole('link', { name: 'Directions to the vehicle (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12+Station+Road%2C+Leeds%2C+LS1+4AP',
    );
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('opens the native maps in place on an iPhone', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
    render(<AddressDirections claim={claim} />);
    const link = screen.getByRole('link', { name: 'Directions to the vehicle' });
    expect(link.getAttribute('href')).toBe('maps://?daddr=12+Station+Road%2C+Leeds%2C+LS1+4AP');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('goes where the vehicle is when it is not at the customer’s address', () => {
    const yard = makeClaim({ ...claim, vehicleLocation: 'elsewhere', vehiclePostcode: 'YO1 7HH' });
    const { unmount } = render(<AddressDirections claim={yard} />);
    expect(screen.getByRole('link').getAttribute('href')).toContain('destination=YO1+7HH');
    unmount();
    render(
      <AddressDirections claim={makeClaim({ ...claim, vehicleLocation: 'incident', incidentPostcode: 'HU1 1HJ' })} />,
    );
    expect(screen.getByRole('link').getAttribute('href')).toContain('destination=HU1+1HJ');
  });

  it('offers none without an address', () => {
    const { container } = render(
      <AddressDirections claim={makeClaim({ addressLine1: null, town: null, postcode: null })} />,
    );
    expect(container.textContent).toBe('');
  });
});
