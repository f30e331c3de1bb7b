import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeToast, showToast, toasterReady } from './toasts.ts';

afterEach(() => toasterReady(null));

describe('toasts', () => {
  it('wait for the toaster when asked for before it has loaded, then show in order', () => {
    showToast('Your session has expired', { variant: 'info' });
    showToast('Second');
    const enqueue = vi.fn();
    toasterReady({ enqueue, close: vi.fn() });
    expect(enqueue.mock.calls).toEqual([
      ['Your session has expired', { variant: 'info' }],
      ['Second', undefined],
    ]);
    // Shown once only: a toaster mounted again later gets nothing twice.
    const again = vi.fn();
    toasterReady({ enqueue: again, close: vi.fn() });
    expect(again).not.toHaveBeenCalled();
  });

  it('go straight to a mounted toaster, and close through it', () => {
    const enqueue = vi.fn();
    const close = vi.fn();
    toasterReady({ enqueue, close });
    showToast('Saved', { variant: 'success' });
    closeToast('key-1');
    expect(enqueue).toHaveBeenCalledWith('Saved', { variant: 'success' });
    expect(close).toHaveBeenCalledWith('key-1');
  });
});
