import { getToken } from '../auth/token-store';
import { deleteRemoteHistory, postRemoteHistory } from './search-history-remote';
import { paths } from '@/shared/paths';

/**
 * Search history keeps 5 entries (docs/spec/product-spec.md section 9), newest first. localStorage always holds
 * them; when someone is logged in, adding and clearing are also sent to the server (which is what
 * shared/search/use-search-history shows them).
 */
export const SEARCH_HISTORY_LIMIT = 5;
export const SEARCH_HISTORY_KEY = 'vm.search_history';

export function readSearchHistory(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function addSearchHistory(keyword: string): string[] {
  const trimmed = keyword.trim();
  if (!trimmed) return readSearchHistory();
  const next = [trimmed, ...readSearchHistory().filter((item) => item !== trimmed)].slice(0, SEARCH_HISTORY_LIMIT);
  try {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // storage blocked: no history
  }
  if (getToken()) void postRemoteHistory(trimmed);
  return next;
}

export function clearSearchHistory(): void {
  try {
    window.localStorage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // nothing stored either
  }
  if (getToken()) void deleteRemoteHistory();
}

/** The venue list URL for a keyword search. */
export function keywordSearchUrl(keyword: string): string {
  const trimmed = keyword.trim();
  return trimmed ? paths.venueList(`keyword=${encodeURIComponent(trimmed)}`) : paths.venueList();
}
