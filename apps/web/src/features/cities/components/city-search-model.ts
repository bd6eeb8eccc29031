import type { City } from '@/shared/city/current-city';

/**
 * Cities matching what a person types: the Chinese name (contains), the pinyin name or the domain
 * prefix (starts with, case-insensitive), e.g. 上 / shang / Shanghai / sh all find 上海. An empty
 * keyword matches nothing: the page then shows the full list instead.
 */
export function searchCities(cities: readonly City[], keyword: string): City[] {
  const text = keyword.trim().toLowerCase().replace(/\s+/g, '');
  if (!text) return [];
  return cities.filter((city) => {
    const en = city.en_name.toLowerCase().replace(/\s+/g, '');
    return city.name.includes(text) || en.startsWith(text) || city.domain_name.toLowerCase().startsWith(text);
  });
}

/** Cities under the first letter of their pinyin name, letters in order, cities by pinyin within. */
export function groupByInitial(cities: readonly City[]): [string, City[]][] {
  const groups = new Map<string, City[]>();
  for (const city of cities) {
    const letter = (city.en_name.trim()[0] ?? '#').toUpperCase();
    const key = /[A-Z]/.test(letter) ? letter : '#';
    groups.set(key, [...(groups.get(key) ?? []), city]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, list]) => [letter, [...list].sort((a, b) => a.en_name.localeCompare(b.en_name))]);
}
