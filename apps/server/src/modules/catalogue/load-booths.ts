import type { SellingResource } from '@vm/contracts/catalogue-venue';
import type { SellingResourceRules } from '@vm/domain/availability';
import type { PriceRuleEntry } from '@vm/domain/price-rules';
import type { BusinessDate } from '@vm/domain/business-date';
import { leaseTermName } from '@vm/domain/lease-terms';
import { namedSql } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

export interface BoothRow {
  id: number;
  physical_resource_id: number;
  physical_resource_name: string;
  top_physical_id: number;
  supplier_id: number;
  supplier_name: string;
  /** The supplier's company page (/company/view/{id}), when it entered its company. */
  supplier_company_id: number | null;
  size: string;
  custom_dimension: string;
  custom_name: string;
  field_type: string;
  lease_term_type_id: number;
  count: number;
  is_enquiry: boolean;
  minimum_booking_days: number;
  days_in_advance: number;
  res_type_id: number;
  activity_type_name: string | null;
  activity_start_date: string | null;
  deadline: string | null;
  has_chair: boolean;
  has_power: boolean;
  has_tent: boolean;
  leaflet: boolean;
  overnight_material: boolean;
  subsidy_rate: number;
  min_after_subsidy: number;
  max_after_subsidy: number;
  special_requirements: string[];
  tag: string;
  pic_url: string | null;
  prices: { lease_term_type_id: number; price: number; subsidy: number; deposit: number }[];
  special_prices: { date: string; price: number }[];
  raised_prices: { date: string; price: number }[];
  unavailable_dates: string[];
  price_rules: (Omit<PriceRuleEntry, 'weekdays'> & { weekdays: number[] })[];
}

/** The booth columns, with dated rules from the date at placeholder `today` on (shared with the venue page's statement). */
export const boothSelect = (today: string) => `
select s.id, s.physical_resource_id, p.name as physical_resource_name, s.top_physical_id, s.supplier_id, u.name as supplier_name,
  (select co.id from companies co where co.user_id = s.supplier_id) as supplier_company_id,
  s.size, s.custom_dimension, s.custom_name, cat.name as field_type, s.lease_term_type_id, s.count, s.is_enquiry,
  s.minimum_booking_days, s.days_in_advance, s.res_type_id, s.activity_type_name, s.activity_start_date, s.deadline,
  s.has_chair, s.has_power, s.has_tent, s.leaflet, s.overnight_material, s.subsidy_rate::float8 as subsidy_rate,
  s.min_after_subsidy, s.max_after_subsidy, s.special_requirements, s.tag,
  (select i.url from physical_resource_images i where i.physical_resource_id = s.physical_resource_id and i.kind = 'photo'
    order by i.position, i.id limit 1) as pic_url,
  coalesce((select json_agg(json_build_object('lease_term_type_id', sp.lease_term_type_id, 'price', sp.price, 'subsidy', sp.subsidy,
    'deposit', sp.deposit) order by sp.lease_term_type_id) from selling_resource_prices sp where sp.selling_resource_id = s.id), '[]') as prices,
  coalesce((select json_agg(json_build_object('date', dp.date, 'price', dp.price) order by dp.date)
    from selling_resource_dated_prices dp where dp.selling_resource_id = s.id and dp.kind = 'special' and dp.date >= ${today}::date), '[]') as special_prices,
  coalesce((select json_agg(json_build_object('date', dp.date, 'price', dp.price) order by dp.date)
    from selling_resource_dated_prices dp where dp.selling_resource_id = s.id and dp.kind = 'raised' and dp.date >= ${today}::date), '[]') as raised_prices,
  coalesce((select json_agg(ud.date order by ud.date) from selling_resource_unavailable_dates ud
    where ud.selling_resource_id = s.id and ud.date >= ${today}::date), '[]') as unavailable_dates,
  coalesce((select json_agg(json_build_object('id', r.id, 'lease_term_type_id', r.lease_term_type_id, 'start', r.start_date, 'end', r.end_date,
    'weekdays', r.weekdays, 'price', r.price, 'raise_percent', r.raise_percent) order by r.id)
    from price_rule_booths rb join price_rules r on r.id = rb.rule_id where rb.selling_resource_id = s.id and r.end_date >= ${today}::date), '[]') as price_rules
from selling_resources s
join physical_resources p on p.id = s.physical_resource_id
join categories cat on cat.id = p.category_id
join users u on u.id = s.supplier_id`;

/** The columns of {@link boothSelect}, in order (for the named statements that read booths with it). */
export const BOOTH_ROW_COLUMNS = [
  'id',
  'physical_resource_id',
  'physical_resource_name',
  'top_physical_id',
  'supplier_id',
  'supplier_name',
  'supplier_company_id',
  'size',
  'custom_dimension',
  'custom_name',
  'field_type',
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
  'subsidy_rate',
  'min_after_subsidy',
  'max_after_subsidy',
  'special_requirements',
  'tag',
  'pic_url',
  'prices',
  'special_prices',
  'raised_prices',
  'unavailable_dates',
  'price_rules',
] as const satisfies readonly (keyof BoothRow)[];

// The booth statement is one text shared with the order path and the venue page (many correlated
// aggregates): named SQL, checked by named-sql.test.ts.
const LOAD_BOOTH = namedSql<[id: number, today: BusinessDate], BoothRow>(
  'load-booth',
  `${boothSelect('$2')} where s.id = $1 and s.is_online`,
  BOOTH_ROW_COLUMNS,
);
const LOAD_BOOTHS = namedSql<[ids: number[], today: BusinessDate], BoothRow>(
  'load-booths-by-ids',
  `${boothSelect('$2')} where s.id = any($1::int[]) and s.is_online order by s.id`,
  BOOTH_ROW_COLUMNS,
);

/** One online booth, or undefined. */
export async function loadBooth(db: Queryable, id: number, today: BusinessDate): Promise<BoothRow | undefined> {
  return (await LOAD_BOOTH.run(db, [id, today])).rows[0];
}

/** The online booths among `ids` (missing or offline ones are left out), in id order. */
export async function loadBoothsByIds(db: Queryable, ids: readonly number[], today: BusinessDate): Promise<BoothRow[]> {
  if (ids.length === 0) return [];
  return (await LOAD_BOOTHS.run(db, [[...ids], today])).rows;
}

/** The booth as the domain's availability rules read it. */
export function toSellingResourceRules(row: BoothRow): SellingResourceRules {
  return {
    count: row.count,
    minimum_booking_days: row.minimum_booking_days,
    days_in_advance: row.days_in_advance,
    unavailable_dates: row.unavailable_dates,
    special_price: row.special_prices,
    raise_price: row.raised_prices,
    selling_price: row.prices,
    activity_start_date: row.activity_start_date,
    deadline: row.deadline,
    is_enquiry: row.is_enquiry,
    res_type_id: row.res_type_id,
    price_rules: row.price_rules,
  };
}

export function toSellingResource(row: BoothRow, today: BusinessDate): SellingResource {
  return {
    id: row.id,
    physical_resource_id: row.physical_resource_id,
    physical_resource_name: row.physical_resource_name,
    size: row.size,
    custom_dimension: row.custom_dimension,
    custom_name: row.custom_name,
    field_type: row.field_type,
    lease_term_type_id: row.lease_term_type_id,
    lease_term_type: leaseTermName(row.lease_term_type_id),
    count: row.count,
    is_enquiry: row.is_enquiry,
    minimum_booking_days: row.minimum_booking_days,
    days_in_advance: row.days_in_advance,
    selling_price: row.prices.map((price) => ({ ...price, lease_term_type: leaseTermName(price.lease_term_type_id) })),
    special_price: row.special_prices,
    raise_price: row.raised_prices,
    unavailable_dates: row.unavailable_dates,
    calendars: { exp_date: row.unavailable_dates },
    res_type_id: row.res_type_id,
    activity_type: row.activity_type_name ? { display_name: row.activity_type_name } : null,
    activity_start_date: row.activity_start_date,
    deadline: row.deadline,
    expired: row.res_type_id === 3 && row.deadline !== null && row.deadline < today,
    has_chair: row.has_chair,
    has_power: row.has_power,
    has_tent: row.has_tent,
    leaflet: row.leaflet,
    overnight_material: row.overnight_material,
    subsidy_rate: row.subsidy_rate,
    min_after_subsidy: row.min_after_subsidy,
    max_after_subsidy: row.max_after_subsidy,
    special_requirements: row.special_requirements,
    tag: row.tag,
    pic_url: row.pic_url ?? '',
    user: { id: row.supplier_id, name: row.supplier_name, company_id: row.supplier_company_id },
    price_rules: row.price_rules,
  };
}
