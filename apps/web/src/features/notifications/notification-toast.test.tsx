import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLAIM_ID } from '../../test-utils/make-claim.ts';
import { makeNotification } from '../../test-utils/make-notification.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { notificationToastText, useNotificationToast } from './notification-toast.tsx';

function Raise() {
  const toast = useNotificationToast();
  return (
    <button type="button" onClick={() => toast(makeNotification(1, { payload: { status: 'finished' } }))}>
      Raise
    </button>
  );
}

describe('new notification toast', () => {
  it('reads the formatted registration plus the summary', () => {
    expect(notificationToastText(makeNotification(1))).toBe('AB12 CDE — Claim status changed to In Repair');
    expect(
      notificationToastText(
        makeNotification(1, { type: 'ClaimTipPaid', registration: 'x1', payload: { tipAmount: 1250 } }),
      ),
    ).toBe('X1 — Tip received: £12.50');
  });

  it('shows info style with a View action that opens the claim for this user', async () => {
    renderWithApp(<Raise />, { user: makeUser('repairer', 'USER') });
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    const message = await screen.findByText('AB12 CDE — Claim status changed to Finished');
    const alert = message.closest('[role="alert"]');
    expect(alert?.classList.contains('notistack-MuiContent-info')).toBe(true);
    // Several toasts at once must not all point at one shared id.
    expect(alert?.hasAttribute('aria-describedby')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(screen.getByTestId('location').textContent).toBe(`/marketplace/claims/${CLAIM_ID}`);
  });
});
