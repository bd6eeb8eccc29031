import type { Category, CategoryAttribute, City, District, Label, Province, SubwayLine, SubwayStation, TradingArea } from '@vm/contracts/catalogue-regions';
import { DEFAULT_CITY_ID } from '@vm/contracts/catalogue-regions';
import type pg from 'pg';

type Db = pg.Pool;

export async function listCities(db: Db): Promise<City[]> {
  const result = await db.query<City>(
    `select id, province_id, name, en_name, domain_name, latitude, longitude, id = $1 as is_default from cities order by sort, id`,
    [DEFAULT_CITY_ID],
  );
  return result.rows;
}

export async function listProvinces(db: Db): Promise<Province[]> {
  return (await db.query<Province>('select id, name from provinces order by id')).rows;
}

export async function listCitiesOfProvince(db: Db, provinceId: number): Promise<City[]> {
  return (await listCities(db)).filter((city) => city.province_id === provinceId);
}

export async function listDistricts(db: Db, cityId: number): Promise<District[]> {
  return (await db.query<District>('select id, city_id, name from districts where city_id = $1 order by id', [cityId])).rows;
}

export async function listTradingAreas(db: Db, cityId: number): Promise<TradingArea[]> {
  return (await db.query<TradingArea>('select id, city_id, district_id, name from trading_areas where city_id = $1 order by id', [cityId])).rows;
}

export async function listSubwayLines(db: Db, cityId: number): Promise<SubwayLine[]> {
  const result = await db.query<SubwayLine>(
    `select l.id, l.city_id, l.name, l.color,
       coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by ls.position)
         from subway_line_stations ls join subway_stations s on s.id = ls.station_id where ls.line_id = l.id), '[]') as stations
     from subway_lines l where l.city_id = $1 order by l.sort, l.id`,
    [cityId],
  );
  return result.rows;
}

export async function listSubwayStations(db: Db, cityId: number): Promise<SubwayStation[]> {
  const result = await db.query<SubwayStation>(
    `select s.id, s.name, coalesce(array_agg(ls.line_id order by ls.line_id) filter (where ls.line_id is not null), '{}') as line_ids
     from subway_stations s left join subway_line_stations ls on ls.station_id = s.id where s.city_id = $1 group by s.id order by s.id`,
    [cityId],
  );
  return result.rows;
}

/** Labels of the given cities (labels without a city apply everywhere), optionally of one type. */
export async function listLabels(db: Db, cityIds: number[], type: number | undefined): Promise<Label[]> {
  const result = await db.query<Label>(
    `select id, name, type from labels
     where (cardinality($1::int[]) = 0 or city_id is null or city_id = any($1::int[])) and ($2::int is null or type = $2)
     order by sort, id`,
    [cityIds, type ?? null],
  );
  return result.rows;
}

export async function listNamed(db: Db, table: 'community_types' | 'location_types' | 'activity_case_types' | 'service_types'): Promise<{ id: number; name: string }[]> {
  return (await db.query<{ id: number; name: string }>(`select id, name from ${table} order by sort, id`)).rows;
}

export async function listCategories(db: Db): Promise<Category[]> {
  return (await db.query<Category>('select id, name, kind from categories order by sort, id')).rows;
}

/** Attributes with their options of the given categories (all when none given). */
export async function listCategoryAttributes(db: Db, categoryIds: number[]): Promise<CategoryAttribute[]> {
  const result = await db.query<CategoryAttribute>(
    `select a.id, a.category_id, a.name,
       coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.sort, o.id)
         from attribute_options o where o.attribute_id = a.id), '[]') as options
     from category_attributes a where cardinality($1::int[]) = 0 or a.category_id = any($1::int[])
     order by a.category_id, a.sort, a.id`,
    [categoryIds],
  );
  return result.rows;
}
