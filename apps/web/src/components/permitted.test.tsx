import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test-utils/make-user.ts';
import { renderWithApp } from '../test-utils/render.tsx';
import { Permitted } from './permitted.tsx';

describe('<Permitted>', () => {
  const ui = (
    <Permitted checks={{ privileges: ['ReadClaimsStats'] }} fallback={<span>fallback</span>}>
      <span>content</span>
    </Permitted>
  );

  it('shows the content when a check passes', () => {
    renderWithApp(ui, { user: makeUser('client', 'ADMIN') });
    expect(screen.queryByText('content')).not.toBeNull();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('shows the fallback when no check passes, or nobody is signed in', () => {
    renderWithApp(ui, { user: makeUser('client', 'USER') });
    expect(screen.queryByText('fallback')).not.toBeNull();
    expect(screen.queryByText('content')).toBeNull();
  });

  it('passes when any one of several checks passes (spec section 6)', () => {
    renderWithApp(
      <Permitted checks={{ privileges: ['SuperAdminLabels'], organisationTypes: ['repairer'] }}>
        <span>content</span>
      </Permitted>,
      { user: makeUser('repairer', 'USER') },
    );
    expect(screen.queryByText('content')).not.toBeNull();
  });

  it('renders nothing by default for a signed-out visitor', () => {
    renderWithApp(ui, { user: null });
    expect(screen.queryByText('content')).toBeNull();
  });
});
