import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** The claims list's search box: the element `/` focuses. */
export const CLAIM_SEARCH_ID = 'claim-search';

/** Whether a key press belongs to something the person is typing into. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * `/` from any signed-in page reaches the claims list's search box (issue 44), as in the tools a desk
 * lives in: focused at once on the list, else the list opens with it focused. Never while typing, or
 * with a modifier (a keyboard whose `/` needs Shift still sends '/').
 */
export function useSearchShortcut(enabled: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (typingIn(event.target)) return;
      event.preventDefault();
      const box = document.getElementById(CLAIM_SEARCH_ID);
      if (box) box.focus();
      else navigate('/home', { state: { focusSearch: true } });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, navigate]);
}
