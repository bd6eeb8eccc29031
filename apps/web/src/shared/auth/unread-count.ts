import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';
import { useToken } from './token-store';

/** Unread messages of the logged-in user (GET users/current/badge_info); 0 for visitors or on failure. */
export function useUnreadCount(): number {
  const token = useToken();
  const query = useQuery({
    queryKey: queryKeys.users.badgeInfoOf(token),
    queryFn: ({ signal }) => typedApi.get('/users/current/badge_info', { signal, onUnauthorized: 'silent' }),
    enabled: token !== null,
    retry: false,
    refetchInterval: 5 * 60_000,
  });
  const count = token ? query.data?.unread_count : 0;
  return typeof count === 'number' && count > 0 ? count : 0;
}
