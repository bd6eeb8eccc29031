import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToken } from '../auth/token-store';
import { addSearchHistory, clearSearchHistory, readSearchHistory, SEARCH_HISTORY_LIMIT } from './search-history';
import { fetchRemoteHistory, searchHistoryKey } from './search-history-remote';

/**
 * The search history the header shows: the server's for a logged-in user, localStorage for a visitor
 * (and as the fallback while the server's cannot be read). `add` and `clear` write through
 * search-history.ts, which also tells the server when someone is logged in.
 */
export function useSearchHistory() {
  const token = useToken();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<string[]>(readSearchHistory);
  const remote = useQuery({
    queryKey: searchHistoryKey(token),
    queryFn: ({ signal }) => fetchRemoteHistory(signal),
    enabled: token !== null,
    staleTime: 0,
    retry: false,
  });
  const useRemote = token !== null && remote.isSuccess;
  const words = (useRemote ? remote.data : local).slice(0, SEARCH_HISTORY_LIMIT);

  return {
    words,
    /** Re-read (when the search box gets focus): another tab or page may have searched. */
    refresh() {
      setLocal(readSearchHistory());
      if (token !== null) void remote.refetch();
    },
    add(keyword: string) {
      const word = keyword.trim();
      if (!word) return;
      setLocal(addSearchHistory(word));
      if (token !== null) {
        queryClient.setQueryData<string[]>(searchHistoryKey(token), (previous = []) =>
          [word, ...previous.filter((item) => item !== word)].slice(0, SEARCH_HISTORY_LIMIT),
        );
      }
    },
    clear() {
      clearSearchHistory();
      setLocal([]);
      if (token !== null) queryClient.setQueryData<string[]>(searchHistoryKey(token), []);
    },
  };
}
