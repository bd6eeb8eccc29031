import type { UnreadCount, UserMessagePage } from '@vm/contracts/user-messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

export const MESSAGES_PAGE_SIZE = 10;

/** GET user_messages?page=&unread=: the caller's messages, newest first, with the unread count. */
export function useMessages(page: number, unreadOnly: boolean) {
  return useQuery({
    queryKey: queryKeys.userMessages.page(page, unreadOnly),
    queryFn: ({ signal }): Promise<UserMessagePage> =>
      typedApi.get('/user_messages', { signal, query: { page, page_size: MESSAGES_PAGE_SIZE, unread: unreadOnly ? '1' : undefined } }),
  });
}

/** Read, read all and delete change the list and the header badge: both are fetched again. */
function useMessageChange<V>(run: (value: V) => Promise<UnreadCount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.userMessages.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.badgeInfo }),
      ]);
    },
  });
}

/** PUT user_messages/{id}/read */
export const useReadMessage = () => useMessageChange((id: number) => typedApi.put('/user_messages/{id}/read', { params: { id } }));

/** PUT user_messages/read_all */
export const useReadAllMessages = () => useMessageChange(() => typedApi.put('/user_messages/read_all'));

/** DELETE user_messages/{id} */
export const useDeleteMessage = () => useMessageChange((id: number) => typedApi.delete('/user_messages/{id}', { params: { id } }));
