import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authUrl } from './safe-redirect';
import { useToken } from './token-store';

/** Pages for logged-in people only: a visitor goes to the login page and comes back to this URL. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  if (!token) return <Navigate to={authUrl(`${location.pathname}${location.search}`)} replace />;
  return children;
}
