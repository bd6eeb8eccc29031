import type { BoothInput, ManagedBooth, ManagedResource, ManagedResourceBody } from '@vm/contracts/supplier-resources';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { leaseTermName } from '@vm/domain/lease-terms';
import type { Queryable } from '../../platform/db/with-transaction';
import { removeBoothFromPriceRules } from '../price-rules';

/** Sub-order statuses that still hold or will hold units: a booth with such items cannot be deleted. */
export const LIVE_ITEM_STATUSES = ['submitted', 'paid', 'approved', 'executing'] as const;

interface ResourceRow {
  id: number;
  community_id: number;
  community_name: string;
  city_id: number;
  name: string;
  field_type_id: number;
  field_type: string;
  area: number;
  indoor: boolean;
  person_flow: number;
  description: string;
  images: string[];
  case_images: string[];
  panorama: string | null;
  attributes: number[];
  created_at: Date;
}

const RESOURCE_SELECT = `
select p.id, p.community_id, c.name as community_name, c.city_id, p.name, p.category_id as field_type_id, cat.name as field_type,
  p.area::float8 as area, p.indoor, p.person_flow, p.description, p.panorama_url as panorama, p.created_at,
  coalesce((select array_agg(i.url order by i.position, i.id) from physical_resource_images i where i.physical_resource_id = p.id and i.kind = 'photo'), '{}') as images,
  coalesce((select array_agg(i.url order by i.position, i.id) from physical_resource_images i where i.physical_resource_id = p.id and i.kind = 'case'), '{}') as case_images,
  coalesce((select array_agg(o.option_id order by o.option_id) from physical_resource_attribute_options o where o.physical_resource_id = p.id), '{}') as attributes
from physical_resources p
join communities c on c.id = p.community_id
join categories cat on cat.id = p.category_id`;

const BOOTH_SELECT = `
select s.id, s.top_physical_id, s.size, s.custom_dimension, s.custom_name, s.count, s.minimum_booking_days, s.days_in_advance, s.is_enquiry,
  s.lease_term_type_id, s.res_type_id, s.activity_type_name, s.activity_start_date, s.deadline, s.has_chair, s.has_power, s.has_tent,
  s.leaflet, s.overnight_material, s.special_requirements, s.tag, s.is_online,
  coalesce((select json_agg(json_build_object('lease_term_type_id', sp.lease_term_type_id, 'price', sp.price, 'deposit', sp.deposit, 'subsidy', sp.subsidy)
    order by sp.lease_term_type_id) from selling_resource_prices sp where sp.selling_resource_id = s.id), '[]') as prices,
  coalesce((select json_agg(ud.date order by ud.date) from selling_resource_unavailable_dates ud where ud.selling_resource_id = s.id), '[]') as unavailable_dates,
  coalesce((select json_agg(json_build_object('date', dp.date, 'price', dp.price) order by dp.date) from selling_resource_dated_prices dp
    where dp.selling_resource_id = s.id and dp.kind = 'special'), '[]') as special_prices,
  coalesce((select json_agg(json_build_object('date', dp.date, 'price', dp.price) order by dp.date) from selling_resource_dated_prices dp
    where dp.selling_resource_id = s.id and dp.kind = 'raised'), '[]') as raised_prices,
  (select count(*)::int from order_items oi where oi.selling_resource_id = s.id and oi.status in ('submitted', 'paid', 'approved', 'executing')) as live_order_count
from selling_resources s`;

type BoothRow = Omit<ManagedBooth, 'lease_term_type' | 'prices'> & {
  top_physical_id: number;
  prices: { lease_term_type_id: number; price: number; deposit: number; subsidy: number }[];
};

function toBooth(row: BoothRow): ManagedBooth {
  const { top_physical_id: _top, ...rest } = row;
  return {
    ...rest,
    lease_term_type: leaseTermName(row.lease_term_type_id),
    prices: row.prices.map((price) => ({ ...price, lease_term_type: leaseTermName(price.lease_term_type_id) })),
  };
}

async function boothsOf(db: Queryable, topIds: readonly number[]): Promise<Map<number, ManagedBooth[]>> {
  const rows = await db.query<BoothRow>(`${BOOTH_SELECT} where s.top_physical_id = any($1::int[]) and s.deleted_at is null order by s.id`, [topIds]);
  const byTop = new Map<number, ManagedBooth[]>(topIds.map((id) => [id, []]));
  for (const row of rows.rows) byTop.get(row.top_physical_id)?.push(toBooth(row));
  return byTop;
}

function toResource(row: ResourceRow, booths: ManagedBooth[]): ManagedResource {
  return {
    ...row,
    top_physical_id: row.id,
    is_online: booths.some((booth) => booth.is_online),
    booths,
    created_at: toShanghaiIsoString(row.created_at),
  };
}

/** The owner's top physical resource with its booths, or undefined (someone else's reads as missing). */
export async function ownResource(db: Queryable, ownerId: number, id: number): Promise<ManagedResource | undefined> {
  const row = (await db.query<ResourceRow>(`${RESOURCE_SELECT} where p.id = $1 and c.owner_id = $2 and p.parent_id is null`, [id, ownerId])).rows[0];
  if (!row) return undefined;
  return toResource(row, (await boothsOf(db, [row.id])).get(row.id) ?? []);
}

export async function listOwnResources(
  db: Queryable,
  ownerId: number,
  filters: { community_id?: number; keyword?: string; is_online?: '0' | '1'; page: number; page_size: number },
): Promise<{ rows: ManagedResource[]; total: number }> {
  const pattern = filters.keyword ? `%${filters.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const online = filters.is_online === undefined ? null : filters.is_online === '1';
  const where = `where c.owner_id = $1 and p.parent_id is null and ($2::int is null or p.community_id = $2) and ($3::text is null or p.name ilike $3 or c.name ilike $3)
    and ($4::boolean is null or exists (select 1 from selling_resources s where s.top_physical_id = p.id and s.is_online) = $4)`;
  const params = [ownerId, filters.community_id ?? null, pattern, online];
  const total = await db.query<{ count: number }>(`select count(*)::int as count from physical_resources p join communities c on c.id = p.community_id ${where}`, params);
  const rows = await db.query<ResourceRow>(`${RESOURCE_SELECT} ${where} order by p.created_at desc, p.id desc limit $5 offset $6`, [
    ...params,
    filters.page_size,
    (filters.page - 1) * filters.page_size,
  ]);
  const booths = await boothsOf(db, rows.rows.map((row) => row.id));
  return { rows: rows.rows.map((row) => toResource(row, booths.get(row.id) ?? [])), total: total.rows[0]?.count ?? 0 };
}

/** Field-level problems of the body's references: the community must be the owner's, the attributes of the field type. */
export async function resourceReferenceErrors(db: Queryable, ownerId: number, body: ManagedResourceBody): Promise<{ community: boolean; errors: Record<string, string> }> {
  const row = (await db.query<{ community: boolean; category: boolean; options: boolean }>(
    `select exists (select 1 from communities where id = $1 and owner_id = $2) as community,
            exists (select 1 from categories where id = $3) as category,
            (select count(*) from attribute_options o join category_attributes a on a.id = o.attribute_id
              where o.id = any($4::int[]) and a.category_id = $3) = cardinality($4::int[]) as options`,
    [body.community_id, ownerId, body.field_type_id, [...new Set(body.attributes)]],
  )).rows[0]!;
  const errors: Record<string, string> = {};
  if (!row.category) errors.field_type_id = '场地类型不存在';
  else if (!row.options) errors.attributes = '场地属性不属于所选场地类型';
  return { community: row.community, errors };
}

/** Locks the owner's top physical resource; undefined when it is not theirs. */
export async function lockOwnResource(db: Queryable, ownerId: number, id: number): Promise<{ id: number; community_id: number; urls: string[] } | undefined> {
  const row = await db.query<{ id: number; community_id: number; urls: string[] }>(
    `select p.id, p.community_id,
       coalesce((select array_agg(url) from physical_resource_images where physical_resource_id = p.id), '{}') || coalesce(array[p.panorama_url], '{}') as urls
     from physical_resources p join communities c on c.id = p.community_id
     where p.id = $1 and c.owner_id = $2 and p.parent_id is null for update of p`,
    [id, ownerId],
  );
  return row.rows[0];
}

/** The resource's current booths, locked in id order (a buyer's hold takes a share lock on them too). */
export async function lockBooths(db: Queryable, topId: number): Promise<{ id: number; count: number; is_online: boolean; unavailable: string[] }[]> {
  const rows = await db.query<{ id: number; count: number; is_online: boolean; unavailable: string[] }>(
    `select s.id, s.count, s.is_online,
       coalesce((select array_agg(ud.date::text) from selling_resource_unavailable_dates ud where ud.selling_resource_id = s.id), '{}') as unavailable
     from selling_resources s where s.top_physical_id = $1 and s.deleted_at is null order by s.id for update of s`,
    [topId],
  );
  return rows.rows;
}



export async function replacePhysicalExtras(db: Queryable, id: number, body: ManagedResourceBody): Promise<void> {
  await db.query('delete from physical_resource_images where physical_resource_id = $1', [id]);
  await db.query(
    `insert into physical_resource_images (physical_resource_id, kind, url, position)
     select $1::int, 'photo', url, (ord - 1)::smallint from unnest($2::text[]) with ordinality as u(url, ord)
     union all select $1::int, 'case', url, (ord - 1)::smallint from unnest($3::text[]) with ordinality as u(url, ord)`,
    [id, body.images, body.case_images],
  );
  await db.query('delete from physical_resource_attribute_options where physical_resource_id = $1', [id]);
  await db.query('insert into physical_resource_attribute_options (physical_resource_id, option_id) select $1, unnest($2::int[])', [id, [...new Set(body.attributes)]]);
}

function boothValues(booth: BoothInput, mainTerm: number): unknown[] {
  return [
    booth.size,
    booth.custom_dimension,
    booth.custom_name,
    mainTerm,
    booth.count,
    booth.is_enquiry,
    booth.minimum_booking_days,
    booth.days_in_advance,
    booth.res_type_id,
    booth.activity_type_name ?? null,
    booth.activity_start_date ?? null,
    booth.deadline ?? null,
    booth.has_chair,
    booth.has_power,
    booth.has_tent,
    booth.leaflet,
    booth.overnight_material,
    booth.special_requirements,
    booth.tag,
  ];
}

const BOOTH_COLUMNS = [
  'size',
  'custom_dimension',
  'custom_name',
  'lease_term_type_id',
  'count',
  'is_enquiry',
  'minimum_booking_days',
  'days_in_advance',
  'res_type_id',
  'activity_type_name',
  'activity_start_date',
  'deadline',
  'has_chair',
  'has_power',
  'has_tent',
  'leaflet',
  'overnight_material',
  'special_requirements',
  'tag',
];

export async function insertBooth(db: Queryable, values: { topId: number; supplierId: number; booth: BoothInput; mainTerm: number; online: boolean; now: Date }): Promise<number> {
  const params = [...boothValues(values.booth, values.mainTerm), values.topId, values.supplierId, values.online, values.now];
  const placeholders = params.map((_, i) => `$${i + 1}`).join(', ');
  const row = await db.query<{ id: number }>(
    `insert into selling_resources (${BOOTH_COLUMNS.join(', ')}, physical_resource_id, supplier_id, is_online, created_at, top_physical_id)
     values (${placeholders}, $${params.length - 3}) returning id`,
    params,
  );
  return row.rows[0]!.id;
}

export async function updateBooth(db: Queryable, id: number, booth: BoothInput, mainTerm: number): Promise<void> {
  const sets = BOOTH_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ');
  await db.query(`update selling_resources set ${sets} where id = $1`, [id, ...boothValues(booth, mainTerm)]);
}

/** Prices, special and raised prices, unavailable dates: replaced by the body's. */
export async function replaceBoothRules(db: Queryable, id: number, booth: BoothInput): Promise<void> {
  await db.query('delete from selling_resource_prices where selling_resource_id = $1', [id]);
  await db.query(
    `insert into selling_resource_prices (selling_resource_id, lease_term_type_id, price, subsidy, deposit)
     select $1, t, p, s, d from unnest($2::smallint[], $3::bigint[], $4::bigint[], $5::bigint[]) as u(t, p, s, d)`,
    [id, booth.prices.map((p) => p.lease_term_type_id), booth.prices.map((p) => p.price), booth.prices.map((p) => p.subsidy), booth.prices.map((p) => p.deposit)],
  );
  await db.query('delete from selling_resource_dated_prices where selling_resource_id = $1', [id]);
  const dated = [...booth.special_prices.map((p) => ({ ...p, kind: 'special' })), ...booth.raised_prices.map((p) => ({ ...p, kind: 'raised' }))];
  await db.query(
    `insert into selling_resource_dated_prices (selling_resource_id, kind, date, price) select $1, k, d, p from unnest($2::text[], $3::date[], $4::bigint[]) as u(k, d, p)`,
    [id, dated.map((p) => p.kind), dated.map((p) => p.date), dated.map((p) => p.price)],
  );
  await db.query('delete from selling_resource_unavailable_dates where selling_resource_id = $1', [id]);
  await db.query('insert into selling_resource_unavailable_dates (selling_resource_id, date) select $1, unnest($2::date[])', [id, [...new Set(booth.unavailable_dates)]]);
}

/** The first date from `from` on where more units are held than `count`, with the units held. */
export async function firstDateHeldAbove(db: Queryable, boothId: number, count: number, from: string): Promise<{ date: string; held: number } | undefined> {
  const row = await db.query<{ date: string; held: number }>(
    'select date, held from booked_units where selling_resource_id = $1 and date >= $2 and held > $3 order by date limit 1',
    [boothId, from, count],
  );
  return row.rows[0];
}

/** The first of `dates` on which units are held. */
export async function firstHeldDate(db: Queryable, boothId: number, dates: readonly string[]): Promise<{ date: string; held: number } | undefined> {
  if (dates.length === 0) return undefined;
  const row = await db.query<{ date: string; held: number }>(
    'select date, held from booked_units where selling_resource_id = $1 and date = any($2::date[]) and held > 0 order by date limit 1',
    [boothId, dates],
  );
  return row.rows[0];
}

/** A live sub-order of the booth (its number), if any. */
export async function liveOrderOf(db: Queryable, boothId: number): Promise<string | undefined> {
  const row = await db.query<{ order_num: string }>(
    `select order_num from order_items where selling_resource_id = $1 and status in ('submitted', 'paid', 'approved', 'executing') order by id limit 1`,
    [boothId],
  );
  return row.rows[0]?.order_num;
}

/** Deletes a booth; one that past orders still reference is kept off sale as deleted. */
export async function removeBooth(db: Queryable, boothId: number, now: Date): Promise<void> {
  const referenced = await db.query(
    'select 1 where exists (select 1 from order_items where selling_resource_id = $1) or exists (select 1 from coupon_templates where selling_resource_id = $1)',
    [boothId],
  );
  if (referenced.rowCount) {
    await db.query('update selling_resources set is_online = false, deleted_at = $2 where id = $1', [boothId, now]);
    await removeBoothFromPriceRules(db, boothId);
  } else {
    await db.query('delete from selling_resources where id = $1', [boothId]);
  }
}

export async function setResourceOnline(db: Queryable, topId: number, online: boolean): Promise<void> {
  await db.query('update selling_resources set is_online = $2 where top_physical_id = $1 and deleted_at is null', [topId, online]);
}
