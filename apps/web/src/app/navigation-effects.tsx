import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { setLoginNavigator } from '../shared/api/login-redirect';

/**
 * Router-wide behaviour: in-app login redirects on 401, and new pages start at the top. Only a new
 * path is a new page: a change of the search alone (a list's page, the venue page's comments page)
 * keeps the reader's place, whether it was pushed or replaced.
 */
export function NavigationEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);

  useEffect(() => setLoginNavigator((url) => void navigate(url)), [navigate]);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // Back/forward (POP) keeps the browser's own scroll position.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return null;
}
