import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Category, CategoryAttribute, City, District, Label, Province, SubwayLine, SubwayStation, TradingArea } from '@vm/contracts/catalogue-regions';
import { DEFAULT_CITY_ID } from '@vm/contracts/catalogue-regions';
import type pg from 'pg';
import {
  activityCaseTypes,
  attributeOptions,
  categories,
  categoryAttributes,
  cities,
  communityTypes,
  districts,
  labels,
  locationTypes,
  provinces,
  serviceTypes,
  subwayLines,
  subwayLineStations,
  subwayStations,
  tradingAreas,
} from '../../db/schema/index';
import { typed } from '../../platform/db/typed';

type Db = pg.Pool;

export async function listCities(db: Db): Promise<City[]> {
  return typed(db)
    .select({
      id: cities.id,
      province_id: cities.provinceId,
      name: cities.name,
      en_name: cities.enName,
      domain_name: cities.domainName,
      latitude: cities.latitude,
      longitude: cities.longitude,
      is_default: sql<boolean>`${cities.id} = ${DEFAULT_CITY_ID}`,
    })
    .from(cities)
    .orderBy(cities.sort, cities.id);
}

export async function listProvinces(db: Db): Promise<Province[]> {
  return typed(db).select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(provinces.id);
}

export async function listCitiesOfProvince(db: Db, provinceId: number): Promise<City[]> {
  return (await listCities(db)).filter((city) => city.province_id === provinceId);
}

export async function listDistricts(db: Db, cityId: number): Promise<District[]> {
  return typed(db)
    .select({ id: districts.id, city_id: districts.cityId, name: districts.name })
    .from(districts)
    .where(eq(districts.cityId, cityId))
    .orderBy(districts.id);
}

export async function listTradingAreas(db: Db, cityId: number): Promise<TradingArea[]> {
  const t = tradingAreas;
  return typed(db).select({ id: t.id, city_id: t.cityId, district_id: t.districtId, name: t.name }).from(t).where(eq(t.cityId, cityId)).orderBy(t.id);
}

export async function listSubwayLines(db: Db, cityId: number): Promise<SubwayLine[]> {
  const l = subwayLines;
  const ls = subwayLineStations;
  const s = subwayStations;
  const typedDb = typed(db);
  // One table outside: Drizzle writes its columns unqualified, so the stations are a builder subquery (correlated in its where).
  const stations = typedDb
    .select({ stations: sql`json_agg(json_build_object('id', ${s.id}, 'name', ${s.name}) order by ${ls.position})` })
    .from(ls)
    .innerJoin(s, eq(s.id, ls.stationId))
    .where(eq(ls.lineId, l.id));
  return typedDb
    .select({ id: l.id, city_id: l.cityId, name: l.name, color: l.color, stations: sql<SubwayLine['stations']>`coalesce(${stations}, '[]')` })
    .from(l)
    .where(eq(l.cityId, cityId))
    .orderBy(l.sort, l.id);
}

export async function listSubwayStations(db: Db, cityId: number): Promise<SubwayStation[]> {
  const s = subwayStations;
  const ls = subwayLineStations;
  return typed(db)
    .select({
      id: s.id,
      name: s.name,
      line_ids: sql<number[]>`coalesce(array_agg(${ls.lineId} order by ${ls.lineId}) filter (where ${ls.lineId} is not null), '{}')`,
    })
    .from(s)
    .leftJoin(ls, eq(ls.stationId, s.id))
    .where(eq(s.cityId, cityId))
    .groupBy(s.id)
    .orderBy(s.id);
}

/** Labels of the given cities (labels without a city apply everywhere), optionally of one type. */
export async function listLabels(db: Db, cityIds: number[], type: number | undefined): Promise<Label[]> {
  return typed(db)
    .select({ id: labels.id, name: labels.name, type: labels.type })
    .from(labels)
    .where(
      and(
        cityIds.length === 0 ? undefined : or(isNull(labels.cityId), inArray(labels.cityId, cityIds)),
        type === undefined ? undefined : eq(labels.type, type),
      ),
    )
    .orderBy(labels.sort, labels.id);
}

const NAMED = { community_types: communityTypes, location_types: locationTypes, activity_case_types: activityCaseTypes, service_types: serviceTypes };

export async function listNamed(db: Db, table: keyof typeof NAMED): Promise<{ id: number; name: string }[]> {
  const named = NAMED[table];
  return typed(db).select({ id: named.id, name: named.name }).from(named).orderBy(named.sort, named.id);
}

export async function listCategories(db: Db): Promise<Category[]> {
  return typed(db)
    .select({ id: categories.id, name: categories.name, kind: sql<Category['kind']>`${categories.kind}` })
    .from(categories)
    .orderBy(categories.sort, categories.id);
}

/** Attributes with their options of the given categories (all when none given). */
export async function listCategoryAttributes(db: Db, categoryIds: number[]): Promise<CategoryAttribute[]> {
  const a = categoryAttributes;
  const o = attributeOptions;
  const typedDb = typed(db);
  // One table outside: the options are a builder subquery (see listSubwayLines).
  const options = typedDb
    .select({ options: sql`json_agg(json_build_object('id', ${o.id}, 'name', ${o.name}) order by ${o.sort}, ${o.id})` })
    .from(o)
    .where(eq(o.attributeId, a.id));
  return typedDb
    .select({ id: a.id, category_id: a.categoryId, name: a.name, options: sql<CategoryAttribute['options']>`coalesce(${options}, '[]')` })
    .from(a)
    .where(categoryIds.length === 0 ? undefined : inArray(a.categoryId, categoryIds))
    .orderBy(a.categoryId, a.sort, a.id);
}
