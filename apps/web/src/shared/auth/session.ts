import type { CurrentUser } from '@vm/contracts/accounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';
import { LOGIN_PATH } from './safe-redirect';
import { notifyTokenChanged, setToken, useToken } from './token-store';

/**
 * The logged-in user, or undefined for a visitor. A stale token answers 401, which forgets the token
 * quietly: browsing pages stay open to visitors.
 */
export function useCurrentUser() {
  const token = useToken();
  const query = useQuery({
    queryKey: queryKeys.users.me(token),
    queryFn: ({ signal }): Promise<CurrentUser> => typedApi.get('/users/current', { signal, onUnauthorized: 'silent' }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
  return { token, isLoggedIn: token !== null, user: token ? query.data : undefined, isLoading: token !== null && query.isPending };
}

/** Starts a session after a successful code login. */
export function startSession(token: string): void {
  setToken(token);
}

function clearBrowserStorage(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage blocked: nothing stored either
  }
  notifyTokenChanged();
}

/**
 * Logout (docs/spec/product-spec.md section 4): flush the session on the server, clear local and session storage,
 * go to the login page. The server call may fail (offline, token already expired); the local logout
 * happens regardless.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await typedApi.post('/auth/session-flush', { onUnauthorized: 'silent' }).catch(() => undefined);
    clearBrowserStorage();
    queryClient.clear();
    await navigate(LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);
}
