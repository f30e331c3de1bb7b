import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageScrollLock } from './use-page-scroll-lock.ts';

afterEach(() => vi.restoreAllMocks());

describe('usePageScrollLock', () => {
  it('fixes the body where it was and blocks touch moves; the unlock reverses it', () => {
    Object.defineProperty(window, 'scrollY', { value: 240, configurable: true });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.style.position = 'static';
    const { rerender } = renderHook(({ locked }) => usePageScrollLock(locked), { initialProps: { locked: true } });
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-240px');
    expect(document.body.style.touchAction).toBe('none');
    expect(document.documentElement.style.overscrollBehavior).toBe('none');
    const move = new Event('touchmove', { cancelable: true });
    document.dispatchEvent(move);
    expect(move.defaultPrevented).toBe(true);

    rerender({ locked: false });
    expect(document.body.style.position).toBe('static');
    expect(document.body.style.top).toBe('');
    expect(document.documentElement.style.overscrollBehavior).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 240);
    const after = new Event('touchmove', { cancelable: true });
    document.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('lets the picker’s own list scroll', () => {
    const list = document.createElement('div');
    document.body.append(list);
    renderHook(() => usePageScrollLock(true, { current: list }));
    const move = new Event('touchmove', { cancelable: true, bubbles: true });
    list.dispatchEvent(move);
    expect(move.defaultPrevented).toBe(false);
    list.remove();
  });
});
