import { type RefObject, useEffect } from 'react';

/**
 * Spec 9's page-scroll lock, while `locked`: the body is fixed in place where it was, and touch
 * scrolling and overscroll (pull-to-refresh, the rubber band) are blocked, except inside `inside` (the
 * picker's own list). The unlock puts everything back and returns to the same scroll position. Phones
 * scroll the page behind an open picker without it; `overflow: hidden` alone does not stop iOS Safari.
 */
export function usePageScrollLock(locked: boolean, inside?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement: root } = document;
    const scrollY = window.scrollY;
    const saved = {
      position: body.style.position,
      top: body.style.top,
      width: body.style.width,
      overflow: body.style.overflow,
      touchAction: body.style.touchAction,
      overscroll: root.style.overscrollBehavior,
    };
    Object.assign(body.style, {
      position: 'fixed',
      top: `-${scrollY}px`,
      width: '100%',
      overflow: 'hidden',
      touchAction: 'none',
    });
    root.style.overscrollBehavior = 'none';
    const block = (event: TouchEvent) => {
      const target = event.target;
      if (target instanceof Node && inside?.current?.contains(target)) return;
      event.preventDefault();
    };
    document.addEventListener('touchmove', block, { passive: false });
    return () => {
      document.removeEventListener('touchmove', block);
      Object.assign(body.style, {
        position: saved.position,
        top: saved.top,
        width: saved.width,
        overflow: saved.overflow,
        touchAction: saved.touchAction,
      });
      root.style.overscrollBehavior = saved.overscroll;
      window.scrollTo(0, scrollY);
    };
  }, [locked, inside]);
}
