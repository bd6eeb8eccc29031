import type pg from 'pg';
import { DEMO_CITIES } from './demo-geography-data';
import { ACTIVITY_CASE_TYPES, CATEGORIES, COMMUNITY_TYPES, HOT_WORDS, LABELS, LOCATION_TYPES, SEARCH_SYNONYMS, SERVICE_TYPES } from './demo-taxonomy-data';
import { Prng } from './prng';
import { resetSequences, TableWriter } from './row-writer';

export interface Named {
  id: number;
  name: string;
}
export interface DistrictRef extends Named {
  latitude: number;
  longitude: number;
  areas: Named[];
  stations: (Named & { latitude: number; longitude: number })[];
}
export interface CityRef extends Named {
  weight: number;
  districts: DistrictRef[];
}
export interface CategoryRef extends Named {
  kind: 'venue' | 'ad';
  attributes: { id: number; optionIds: number[] }[];
}
export interface ReferenceData {
  cities: CityRef[];
  communityTypes: Named[];
  locationTypes: Named[];
  labels: Named[];
  categories: CategoryRef[];
  caseTypes: Named[];
  serviceTypes: Named[];
}

const named = (names: readonly string[]): Named[] => names.map((name, index) => ({ id: index + 1, name }));

async function insertNamed(client: pg.PoolClient, table: string, items: Named[], extra: Record<string, unknown> = {}): Promise<void> {
  const writer = new TableWriter(table, [['id', 'int4'], ['name', 'text'], ['sort', 'int2'], ...Object.keys(extra).map((key) => [key, 'int2'] as const)]);
  for (const item of items) writer.push([item.id, item.name, item.id, ...Object.values(extra)]);
  await writer.flush(client);
}

/** Cities, districts, trading areas, subway, and the taxonomy lists, with ids in a fixed order. */
export async function seedReferenceData(client: pg.PoolClient): Promise<ReferenceData> {
  const rng = new Prng(20261122);
  const provinces = new TableWriter('provinces', [
    ['id', 'int4'],
    ['name', 'text'],
  ]);
  const cities = new TableWriter('cities', [
    ['id', 'int4'],
    ['province_id', 'int4'],
    ['name', 'text'],
    ['en_name', 'text'],
    ['domain_name', 'text'],
    ['latitude', 'float8'],
    ['longitude', 'float8'],
    ['sort', 'int2'],
  ]);
  const districts = new TableWriter('districts', [
    ['id', 'int4'],
    ['city_id', 'int4'],
    ['name', 'text'],
  ]);
  const areas = new TableWriter('trading_areas', [
    ['id', 'int4'],
    ['city_id', 'int4'],
    ['district_id', 'int4'],
    ['name', 'text'],
  ]);
  const lines = new TableWriter('subway_lines', [
    ['id', 'int4'],
    ['city_id', 'int4'],
    ['name', 'text'],
    ['color', 'text'],
    ['sort', 'int2'],
  ]);
  const stations = new TableWriter('subway_stations', [
    ['id', 'int4'],
    ['city_id', 'int4'],
    ['name', 'text'],
    ['latitude', 'float8'],
    ['longitude', 'float8'],
  ]);
  const lineStations = new TableWriter('subway_line_stations', [
    ['line_id', 'int4'],
    ['station_id', 'int4'],
    ['position', 'int2'],
  ]);
  const seenProvinces = new Set<number>();
  const refs: CityRef[] = [];
  let districtId = 0;
  let areaId = 0;
  let lineId = 0;
  let stationId = 0;
  for (const [cityIndex, city] of DEMO_CITIES.entries()) {
    if (!seenProvinces.has(city.provinceId)) {
      seenProvinces.add(city.provinceId);
      provinces.push([city.provinceId, city.province]);
    }
    cities.push([city.id, city.provinceId, city.name, city.en, city.domain, city.latitude, city.longitude, cityIndex]);
    const cityRef: CityRef = { id: city.id, name: city.name, weight: city.weight, districts: [] };
    const byName = new Map<string, DistrictRef>();
    for (const entry of city.districts.split('|')) {
      const [name, lat, lng] = entry.trim().split(' ');
      districtId += 1;
      const district: DistrictRef = { id: districtId, name: name!, latitude: Number(lat), longitude: Number(lng), areas: [], stations: [] };
      districts.push([district.id, city.id, district.name]);
      byName.set(district.name, district);
      cityRef.districts.push(district);
    }
    for (const entry of city.areas.split('|')) {
      const [districtName, names] = entry.split(':');
      const district = byName.get(districtName!)!;
      for (const name of names!.split(',')) {
        areaId += 1;
        areas.push([areaId, city.id, district.id, name]);
        district.areas.push({ id: areaId, name });
      }
    }
    const stationIds = new Map<string, number>();
    for (const [lineIndex, entry] of city.lines.split('|').entries()) {
      const [head, list] = entry.split(':');
      const [lineName, color] = head!.split('#');
      lineId += 1;
      lines.push([lineId, city.id, lineName, `#${color}`, lineIndex]);
      for (const [position, item] of list!.split(',').entries()) {
        const [stationName, districtName] = item.split('@');
        let id = stationIds.get(stationName!);
        if (id === undefined) {
          stationId += 1;
          id = stationId;
          stationIds.set(stationName!, id);
          const district = byName.get(districtName!)!;
          const station = {
            id,
            name: stationName!,
            latitude: district.latitude + (rng.next() - 0.5) * 0.03,
            longitude: district.longitude + (rng.next() - 0.5) * 0.03,
          };
          stations.push([id, city.id, station.name, station.latitude, station.longitude]);
          district.stations.push(station);
        }
        lineStations.push([lineId, id, position]);
      }
    }
    refs.push(cityRef);
  }
  for (const writer of [provinces, cities, districts, areas, lines, stations, lineStations]) await writer.flush(client);

  const communityTypes = named(COMMUNITY_TYPES);
  const locationTypes = named(LOCATION_TYPES);
  const labels = named(LABELS);
  const caseTypes = named(ACTIVITY_CASE_TYPES);
  const serviceTypes = named(SERVICE_TYPES);
  await insertNamed(client, 'community_types', communityTypes);
  await insertNamed(client, 'location_types', locationTypes);
  await insertNamed(client, 'labels', labels, { type: 1 });
  await insertNamed(client, 'activity_case_types', caseTypes);
  await insertNamed(client, 'service_types', serviceTypes);
  const hotWords = new TableWriter('hot_words', [
    ['id', 'int4'],
    ['name', 'text'],
    ['sort', 'int2'],
  ]);
  HOT_WORDS.forEach((word, index) => hotWords.push([index + 1, word, index]));
  await hotWords.flush(client);
  const synonyms = new TableWriter('search_synonyms', [
    ['id', 'int4'],
    ['words', 'text[]'],
  ]);
  SEARCH_SYNONYMS.forEach((words, index) => synonyms.push([index + 1, words]));
  await synonyms.flush(client);

  const categoryRows = new TableWriter('categories', [
    ['id', 'int4'],
    ['name', 'text'],
    ['kind', 'text'],
    ['sort', 'int2'],
  ]);
  const attributeRows = new TableWriter('category_attributes', [
    ['id', 'int4'],
    ['category_id', 'int4'],
    ['name', 'text'],
    ['sort', 'int2'],
  ]);
  const optionRows = new TableWriter('attribute_options', [
    ['id', 'int4'],
    ['attribute_id', 'int4'],
    ['name', 'text'],
    ['sort', 'int2'],
  ]);
  const categories: CategoryRef[] = [];
  let attributeId = 0;
  let optionId = 0;
  for (const [index, category] of CATEGORIES.entries()) {
    const ref: CategoryRef = { id: index + 1, name: category.name, kind: category.kind, attributes: [] };
    categoryRows.push([ref.id, ref.name, ref.kind, index]);
    for (const [attributeIndex, [attributeName, options]] of category.attributes.entries()) {
      attributeId += 1;
      attributeRows.push([attributeId, ref.id, attributeName, attributeIndex]);
      const optionIds = options.map((option, optionIndex) => {
        optionId += 1;
        optionRows.push([optionId, attributeId, option, optionIndex]);
        return optionId;
      });
      ref.attributes.push({ id: attributeId, optionIds });
    }
    categories.push(ref);
  }
  for (const writer of [categoryRows, attributeRows, optionRows]) await writer.flush(client);
  await resetSequences(client, [
    'districts',
    'trading_areas',
    'subway_lines',
    'subway_stations',
    'community_types',
    'location_types',
    'labels',
    'activity_case_types',
    'service_types',
    'hot_words',
    'search_synonyms',
    'categories',
    'category_attributes',
    'attribute_options',
  ]);
  return { cities: refs, communityTypes, locationTypes, labels, categories, caseTypes, serviceTypes };
}
