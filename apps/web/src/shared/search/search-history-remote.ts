import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';

/**
 * The logged-in user's search history on the server (GET/POST/DELETE /api/search_histories, newest
 * first, 5 kept there). Background calls: a 401 just means "visitor", never a login redirect.
 */
export const SEARCH_HISTORY_PATH = '/search_histories' as const;

export const searchHistoryKey = queryKeys.searchHistories;

function words(result: unknown): string[] {
  const list = Array.isArray(result) ? result : Array.isArray((result as { data?: unknown } | null)?.data) ? (result as { data: unknown[] }).data : [];
  const out: string[] = [];
  for (const item of list) {
    const name = typeof item === 'string' ? item : (item as { custom_name?: unknown } | null)?.custom_name;
    if (typeof name === 'string' && name.trim() && !out.includes(name.trim())) out.push(name.trim());
  }
  return out;
}

export async function fetchRemoteHistory(signal?: AbortSignal): Promise<string[]> {
  return words(await typedApi.get(SEARCH_HISTORY_PATH, { signal, onUnauthorized: 'silent' }));
}

export function postRemoteHistory(keyword: string): Promise<void> {
  return typedApi
    .post(SEARCH_HISTORY_PATH, { body: { custom_name: keyword }, onUnauthorized: 'silent' })
    .then(() => undefined)
    .catch(() => undefined);
}

export function deleteRemoteHistory(): Promise<void> {
  return typedApi
    .delete(SEARCH_HISTORY_PATH, { onUnauthorized: 'silent' })
    .then(() => undefined)
    .catch(() => undefined);
}
