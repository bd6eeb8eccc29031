import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { setLoginNavigator } from '../shared/api/login-redirect';

/** Router-wide behaviour: in-app login redirects on 401, and new pages start at the top. */
export function NavigationEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => setLoginNavigator((url) => void navigate(url)), [navigate]);

  useEffect(() => {
    // Back/forward (POP) keeps the browser's own scroll position.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  return null;
}
