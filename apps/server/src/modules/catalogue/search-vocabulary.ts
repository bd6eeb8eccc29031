import { and, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  categories,
  communityTypes,
  districts,
  hotWords,
  labels,
  locationTypes,
  searchSynonyms,
  subwayLines,
  subwayStations,
  tradingAreas,
  venueSearchText,
} from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { cachedSearch } from './search-cache';
import { queryWords } from './search-words';
import { buildVocabulary, normalizeKeyword, understandKeyword, type UnderstoodKeyword, type Vocabulary, type VocabularyTerm } from './search-understanding';

/** Words for every field type of a kind (categories.kind): 广告位 finds 灯箱, LED屏, 电梯框架 … */
const CATEGORY_KIND_WORDS: Record<string, readonly string[]> = { ad: ['广告位', '广告', '广告牌', '媒体位'] };

/**
 * The vocabulary a query is read against (search-understanding.ts): the names of the catalogue's
 * reference data, the hot words and the operator's synonym groups. Cached per process like keyword
 * answers (search-cache.ts): every write to these tables fires the catalogue-changed trigger, so the
 * next search of every process reloads it (a synonym the operator adds works at once, without restart).
 */
async function loadVocabulary(pool: pg.Pool): Promise<Vocabulary> {
  const db = typed(pool);
  const named = (kind: VocabularyTerm['kind']) => (rows: { id: number; name: string; cityId?: number | null }[]) =>
    rows.map((row): VocabularyTerm => ({ name: row.name, kind, id: row.id, cityId: row.cityId ?? null }));
  const [types, fieldTypes, districtRows, areaRows, stationRows, lineRows, labelRows, locationRows, hotWordRows, groups] = await Promise.all([
    db.select({ id: communityTypes.id, name: communityTypes.name }).from(communityTypes).then(named('community_type')),
    db
      .select({ id: categories.id, name: categories.name, kind: categories.kind })
      .from(categories)
      .then((rows) => [
        ...named('category')(rows),
        // The words buyers use for a kind of field type (广告位: every advertising field type).
        ...rows.flatMap((row) =>
          (CATEGORY_KIND_WORDS[row.kind] ?? []).map((word): VocabularyTerm => ({ name: word, kind: 'category', id: row.id, cityId: null, means: row.name })),
        ),
      ]),
    db.select({ id: districts.id, name: districts.name, cityId: districts.cityId }).from(districts).then(named('district')),
    db.select({ id: tradingAreas.id, name: tradingAreas.name, cityId: tradingAreas.cityId }).from(tradingAreas).then(named('trading_area')),
    db.select({ id: subwayStations.id, name: subwayStations.name, cityId: subwayStations.cityId }).from(subwayStations).then(named('station')),
    db.select({ id: subwayLines.id, name: subwayLines.name, cityId: subwayLines.cityId }).from(subwayLines).then(named('line')),
    db.select({ id: labels.id, name: labels.name }).from(labels).then(named('label')),
    db.select({ id: locationTypes.id, name: locationTypes.name }).from(locationTypes).then(named('location_type')),
    db.select({ id: hotWords.id, name: hotWords.name }).from(hotWords).then(named('word')),
    db.select({ words: searchSynonyms.words }).from(searchSynonyms),
  ]);
  return buildVocabulary(
    [...types, ...fieldTypes, ...districtRows, ...areaRows, ...stationRows, ...lineRows, ...labelRows, ...locationRows, ...hotWordRows],
    groups.map((group) => group.words),
  );
}

/** The current vocabulary of `pool`'s catalogue (reloaded after any change to it). */
export function searchVocabulary(pool: pg.Pool): Promise<Vocabulary> {
  return cachedSearch(pool, '\u0000search-vocabulary', () => loadVocabulary(pool));
}

/**
 * `keyword` as a search of `cityIds` reads it: corrected (typos, homophones) only when the text as
 * typed, each run as a phrase, is found in no venue there (one indexed probe), so a real name one
 * character away from a term (大悦城 / 大学城) is never replaced while 购物中新 becomes 购物中心.
 */
export async function understandSearchKeyword(pool: pg.Pool, keyword: string, cityIds: readonly number[]): Promise<UnderstoodKeyword> {
  const vocabulary = await searchVocabulary(pool);
  const corrected = understandKeyword(keyword, vocabulary, true);
  if (!corrected.corrected) return corrected;
  const asTyped = understandKeyword(keyword, vocabulary, false);
  if (asTyped.tsquery === null) return corrected;
  // The text as typed, each run of it as a phrase (its words next to each other in a venue's words).
  const phrases = normalizeKeyword(keyword)
    .split(' ')
    .map((piece) => queryWords(piece))
    .filter((words) => words.length > 0)
    .map((words) => `(${words.map((word, i) => `'${word}'${i === words.length - 1 ? ':*' : ''}`).join(' <-> ')})`);
  if (phrases.length === 0) return corrected;
  const t = venueSearchText;
  const found = await typed(pool)
    .select({ one: sql<number>`1` })
    .from(t)
    .where(and(cityIds.length > 0 ? inArray(t.cityId, [...cityIds]) : undefined, sql`${t.searchTsv} @@ to_tsquery('simple', ${phrases.join(' & ')})`))
    .limit(1);
  return found.length > 0 ? asTyped : corrected;
}
