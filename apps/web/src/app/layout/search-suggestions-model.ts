import { keywordSearchUrl } from '@/shared/search/search-history';
import { paths } from '@/shared/paths';

/**
 * One line of the search dropdown. GET fast/search (v3) answers `additional_types` (a district, trading
 * area, category… that matches: type, value, name) and `data` (venues: name, top_physical_id); hot_words
 * answers words.
 * Both are parsed defensively: the header must not break when their shapes move.
 */
export interface SearchSuggestion {
  key: string;
  label: string;
  /** Shown before the label, e.g. 区域 */
  hint?: string;
  url: string;
  /** The keyword to remember in the history, if choosing this runs a keyword search. */
  keyword?: string;
}

const TYPE_HINTS: Record<string, string> = {
  city_ids: '城市',
  district_ids: '区域',
  trading_area_ids: '商圈',
  subway_station_ids: '地铁站',
  subway_line_id: '地铁线',
  label_ids: '标签',
  location_type_ids: '位置',
  community_type_ids: '类型',
};

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

function nameOf(item: unknown): string | undefined {
  const direct = text(item);
  if (direct) return direct;
  const record = asRecord(item);
  return record ? (text(record.name) ?? text(record.word) ?? text(record.keyword) ?? text(record.title)) : undefined;
}

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const record = asRecord(value);
  return record && Array.isArray(record.data) ? record.data : [];
}

export function parseFastSearch(result: unknown, limit = 10): SearchSuggestion[] {
  const record = asRecord(result);
  const suggestions: SearchSuggestion[] = [];
  const additional = record && Array.isArray(record.additional_types) ? record.additional_types : [];
  for (const item of additional) {
    const entry = asRecord(item);
    const type = entry ? text(entry.type) : undefined;
    const value = entry ? text(entry.value) : undefined;
    const name = entry ? text(entry.name) : undefined;
    if (!type || !value || !name || !/^[a-z_]+$/.test(type)) continue;
    suggestions.push({
      key: `type:${type}:${value}`,
      label: name,
      hint: TYPE_HINTS[type] ?? '分类',
      url: paths.venueList(`navigation=1&${type}=${encodeURIComponent(value)}`),
    });
  }
  const seen = new Set<string>();
  for (const item of listOf(record ? record.data : result)) {
    const name = nameOf(item);
    if (!name || seen.has(name)) continue;
    seen.add(name);
    // A venue goes straight to its page; a bare name runs a keyword search.
    const venueId = asRecord(item)?.top_physical_id;
    if (typeof venueId === 'number' && Number.isInteger(venueId) && venueId > 0) {
      suggestions.push({ key: `venue:${venueId}`, label: name, hint: '场地', url: paths.venue(venueId), keyword: name });
    } else {
      suggestions.push({ key: `name:${name}`, label: name, url: keywordSearchUrl(name), keyword: name });
    }
  }
  return suggestions.slice(0, limit);
}

export function parseHotWords(result: unknown, limit = 10): string[] {
  const words: string[] = [];
  for (const item of listOf(result)) {
    const name = nameOf(item);
    if (name && !words.includes(name)) words.push(name);
  }
  return words.slice(0, limit);
}
