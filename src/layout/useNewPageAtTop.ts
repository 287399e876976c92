import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page opened from a link, a row or the menu starts at its top, as a page load does: a phone once opened a
 * subscription scrolled as far down as its list was, its title and actions out of view. Back and Forward keep where
 * the person was (react-admin's `_scrollToTop` does the same for its own moves, not for a list's rows).
 */
export function useNewPageAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
