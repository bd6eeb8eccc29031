import { compareDates, isValidDate, type BusinessDate } from './business-date';
import { orderedDateRange } from './demand-form';
import { tryYuanToFen, type Fen } from './money';
import { parseFilterNumber } from './validation';

/**
 * Demands (需求大厅, docs/spec/business-rules.md "Demands"): who may accept, how many, the follow-up states, the
 * city multi-select where 0 means every city, the masked mobile and the hall's filters. The form's
 * field checks are in demand-form.ts.
 */

/** A demand takes at most this many acceptances; then the hall shows it as 已满. */
export const MAX_DEMAND_ACCEPTANCES = 5;

/** Roles that may accept a demand: suppliers, agents and facilitators. Others are asked to apply. */
export const DEMAND_ACCEPTOR_ROLES = ['property', 'agent', 'facilitator'] as const;

export function mayAcceptDemands(roles: readonly string[]): boolean {
  return DEMAND_ACCEPTOR_ROLES.some((role) => roles.includes(role));
}

/** The operator's follow-up: open → contacted → closed (open may also be closed directly, e.g. spam). */
export const DEMAND_STATUSES = ['open', 'contacted', 'closed'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

export const DEMAND_STATUS_NAMES: Readonly<Record<DemandStatus, string>> = { open: '待跟进', contacted: '已联系', closed: '已关闭' };

/** The statuses an operator may move a demand to from `from`. */
export const DEMAND_FOLLOW_UP_NEXT: Readonly<Record<DemandStatus, readonly DemandStatus[]>> = {
  open: ['contacted', 'closed'],
  contacted: ['closed'],
  closed: [],
};

export function mayFollowUp(from: DemandStatus, to: DemandStatus): boolean {
  return DEMAND_FOLLOW_UP_NEXT[from].includes(to);
}

/** Longest follow-up note. */
export const FOLLOW_UP_NOTE_LIMIT = 200;

/** True while suppliers may see and accept it: not closed and not past its end date (a home demand has none). */
export function demandIsOpen(demand: { status: DemandStatus; end: BusinessDate | null }, today: BusinessDate): boolean {
  return demand.status !== 'closed' && (demand.end === null || compareDates(demand.end, today) >= 0);
}

/** Everyone but the owner and operators sees a demand's mobile masked (mobile-mask.ts). */
export { maskMobile } from './mobile-mask';

/** City id 0: every city. Exclusive in the city multi-select. */
export const ALL_CITIES_ID = 0;
export const ALL_CITIES_NAME = '全国';

/**
 * The city multi-select (docs/spec/product-spec.md section 4): choosing 0 (all cities) clears the others; choosing
 * another city removes 0. `next` is the selection as the control reports it after the change.
 */
export function toggleCityIds(previous: readonly number[], next: readonly number[]): number[] {
  const added = next.filter((id) => !previous.includes(id));
  if (added.includes(ALL_CITIES_ID)) return [ALL_CITIES_ID];
  if (added.length > 0) return next.filter((id) => id !== ALL_CITIES_ID);
  return [...next];
}

/** A submitted city list: 0 may not stand beside other cities. Null when fine. */
export function cityIdsError(ids: readonly number[]): string | null {
  return ids.includes(ALL_CITIES_ID) && ids.some((id) => id !== ALL_CITIES_ID) ? '全国不能与其他城市同时选择' : null;
}

export { homeDemandErrors, type HomeDemandField, type HomeDemandInput } from './home-demand';

/** A budget typed in yuan (`'3000'`, `3000.5`) → fen, or null when it is not an amount of at most two decimals. */
export function budgetYuanToFen(value: unknown): Fen | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const fen = tryYuanToFen(value);
  return fen !== null && fen >= 0 ? fen : null;
}

/** The hall's filters as they stand in the URL (docs/spec/product-spec.md section 2, /demand/hall). */
export interface DemandHallFilters {
  page_city_id?: number;
  community_type_id?: number;
  start?: BusinessDate;
  end?: BusinessDate;
  /** Yuan, as a person types them. */
  min_single_field_budget?: number;
  max_single_field_budget?: number;
  page?: number;
}

const positiveId = (value: unknown): number | undefined => {
  const number = parseFilterNumber(value);
  return number !== undefined && Number.isSafeInteger(number) ? number : undefined;
};

/**
 * The hall filters cleaned the way the filter bar does it (docs/spec/product-spec.md section 5): budgets must be
 * numbers (others are dropped) and a reversed range is swapped; a start in the past is dropped; an end
 * before the start is cleared.
 */
export function normalizeHallFilters(raw: Record<string, unknown>, today: BusinessDate): DemandHallFilters {
  const filters: DemandHallFilters = {};
  const city = positiveId(raw.page_city_id);
  if (city !== undefined) filters.page_city_id = city;
  const type = positiveId(raw.community_type_id);
  if (type !== undefined && type > 0) filters.community_type_id = type;
  let low = parseFilterNumber(raw.min_single_field_budget);
  let high = parseFilterNumber(raw.max_single_field_budget);
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  if (low !== undefined) filters.min_single_field_budget = low;
  if (high !== undefined) filters.max_single_field_budget = high;
  const start = isValidDate(raw.start) && compareDates(raw.start, today) >= 0 ? raw.start : undefined;
  const end = isValidDate(raw.end) && compareDates(raw.end, today) >= 0 ? raw.end : undefined;
  const dates = orderedDateRange(start, end);
  if (dates.start) filters.start = dates.start;
  if (dates.end) filters.end = dates.end;
  const page = positiveId(raw.page);
  if (page !== undefined && page > 1) filters.page = page;
  return filters;
}

/** The six needs of a demand, in the form's order, with their labels. */
export const DEMAND_NEEDS = [
  { key: 'power', label: '需要电源' },
  { key: 'carport', label: '需要车位' },
  { key: 'stay_overnight', label: '物料过夜' },
  { key: 'leaflet', label: '派发传单' },
  { key: 'establish', label: '需要搭建' },
  { key: 'part_time_job', label: '需要兼职' },
] as const;
export type DemandNeed = (typeof DEMAND_NEEDS)[number]['key'];
