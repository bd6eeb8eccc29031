import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';
import { useToken } from './token-store';

export const UNREAD_COUNT_KEY = ['users', 'current', 'badge_info'] as const;

/** Unread messages of the logged-in user (GET users/current/badge_info); 0 for visitors or on failure. */
export function useUnreadCount(): number {
  const token = useToken();
  const query = useQuery({
    queryKey: [...UNREAD_COUNT_KEY, token],
    queryFn: ({ signal }) => api.get<{ unread_count: number }>('/users/current/badge_info', { signal, onUnauthorized: 'silent' }),
    enabled: token !== null,
    retry: false,
    refetchInterval: 5 * 60_000,
  });
  const count = token ? query.data?.unread_count : 0;
  return typeof count === 'number' && count > 0 ? count : 0;
}
