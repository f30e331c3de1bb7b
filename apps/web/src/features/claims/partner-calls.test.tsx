import type { TPartnerCall } from '@fixline/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClaim } from '../../test-utils/make-claim.ts';
import { PartnerCalls } from './partner-calls.tsx';

const call = (overrides: Partial<TPartnerCall>): TPartnerCall => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  partner: 'clickmechanic',
  action: 'send-clickmechanic',
  status: 'queued',
  attempts: 0,
  maxAttempts: 5,
  lastError: null,
  summary: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  ...overrides,
});

describe('partner calls on the claim page', () => {
  it('shows nothing when no partner was called (and for everyone but super admins, who get none)', () => {
    const { container } = render(<PartnerCalls claim={makeClaim()} />);
    expect(container.textContent).toBe('');
  });

  it('shows the answer, the retry under way and the failure, each with its partner and action', () => {
    render(
      <PartnerCalls
        claim={makeClaim({
          partnerCalls: [
            call({ status: 'answered', attempts: 1, summary: 'Accepted: £105.00, a mechanic on Mon, 30 Nov 2026' }),
            call({ id: '00000000-0000-4000-8000-0000000000c2', attempts: 2, lastError: 'HTTP 503' }),
            call({
              id: '00000000-0000-4000-8000-0000000000c3',
              partner: 'premia',
              action: 'return-to-premia',
              status: 'failed',
              attempts: 5,
              lastError: 'No answer within 10 s',
            }),
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Partner calls' })).not.toBeNull();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('ClickMechanic: Send to ClickMechanicAnswered');
    expect(items[0]).toContain('Accepted: £105.00, a mechanic on Mon, 30 Nov 2026');
    expect(items[1]).toContain('Attempt 2 of 5 failed: HTTP 503. Trying again shortly.');
    expect(items[2]).toContain('Premia: Return to PremiaFailed');
    expect(items[2]).toContain('No answer within 10 s (after 5 of 5 attempts)');
  });
});
