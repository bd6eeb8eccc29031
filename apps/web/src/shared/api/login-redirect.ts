import type { LoginReason } from '../auth/login-reasons';
import { authUrl } from '../auth/safe-redirect';

type Navigate = (url: string) => void;

/** Full page load by default; the app replaces it with the router's navigate once it is mounted. */
let navigate: Navigate = (url) => window.location.assign(url);

export function setLoginNavigator(next: Navigate): () => void {
  const previous = navigate;
  navigate = next;
  return () => {
    navigate = previous;
  };
}

/**
 * Sends the visitor to the login page, remembering the current path and search to come back to; the
 * `reason` is what the login page tells them (login-reasons.ts).
 */
export function redirectToLogin(reason?: LoginReason): void {
  const { pathname, search } = window.location;
  // Already on a login or register page: nothing to come back to, and no loop.
  if (pathname.startsWith('/auth/')) return;
  navigate(authUrl(`${pathname}${search}`, undefined, reason));
}
