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
} from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { cachedSearch } from './search-cache';
import { buildVocabulary, type Vocabulary, type VocabularyTerm } from './search-understanding';

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
    db.select({ id: categories.id, name: categories.name }).from(categories).then(named('category')),
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
