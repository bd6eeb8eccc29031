import type { ManagedCalendar } from '@vm/contracts/supplier-resources';
import { calendarDays, MAX_CALENDAR_RANGE_DAYS, priceBreakdown } from '@vm/domain/availability';
import { diffDays, eachDate, isValidDate, todayInShanghai } from '@vm/domain/business-date';
import { isLeaseTermId } from '@vm/domain/lease-terms';
import type { AppDeps } from '../../platform/deps';
import { invalid, notFound } from '../../platform/http/app-error';
import { namedSql } from '../../platform/db/typed';
import { BOOTH_ROW_COLUMNS, boothSelect, heldUnits, toSellingResourceRules, type BoothRow } from '../catalogue';

/** The owner's booth, on sale or not, as the buyer's calendar reads it (the catalogue's booth statement). */
const MANAGED_BOOTH = namedSql<[id: number, today: string, ownerId: number], BoothRow>(
  'managed-booth',
  `${boothSelect('$2')} where s.id = $1 and s.supplier_id = $3 and s.deleted_at is null`,
  BOOTH_ROW_COLUMNS,
);

/**
 * GET /api/managed_booths/{id}/calendar: the supplier's preview of one of their booths (on sale or not):
 * each date's price and availability by the same domain function the buyer's calendar and the order
 * use, with where the price comes from (raised, price rule, special, term) and the units held.
 */
export async function boothCalendarPreview(
  deps: AppDeps,
  ownerId: number,
  id: number,
  query: { start: string; end: string; lease_term_type_id: number },
): Promise<ManagedCalendar> {
  if (!isValidDate(query.start)) throw invalid('start', '开始日期不正确');
  if (!isValidDate(query.end)) throw invalid('end', '结束日期不正确');
  const length = diffDays(query.start, query.end) + 1;
  if (length < 1) throw invalid('end', '结束日期不能早于开始日期');
  if (length > MAX_CALENDAR_RANGE_DAYS) throw invalid('end', `日历一次最多查询${MAX_CALENDAR_RANGE_DAYS}天`);
  if (!isLeaseTermId(query.lease_term_type_id)) throw invalid('lease_term_type_id', '订购周期不正确');
  const today = todayInShanghai(deps.clock.now());
  const booth = (await MANAGED_BOOTH.run(deps.pool, [id, today, ownerId])).rows[0];
  if (!booth) throw notFound('摊位');
  if (!booth.prices.some((price) => price.lease_term_type_id === query.lease_term_type_id)) throw invalid('lease_term_type_id', '该摊位不提供此订购周期');
  const dates = eachDate(query.start, query.end);
  const held = (await heldUnits(deps.pool, [id], dates)).get(id) ?? new Map<string, number>();
  const rules = toSellingResourceRules(booth);
  const closed = new Set(booth.unavailable_dates);
  const days = calendarDays(rules, query.lease_term_type_id, query.start, query.end, held, today);
  return {
    selling_resource_id: id,
    lease_term_type_id: query.lease_term_type_id,
    today,
    days: days.map((day) => {
      const source = priceBreakdown(rules, query.lease_term_type_id, day.date);
      return {
        date: day.date,
        price: day.price,
        price_source: source.source,
        price_rule_id: source.rule_id,
        available: day.available,
        reason: day.reason,
        held: held.get(day.date) ?? 0,
        count: booth.count,
        unavailable: closed.has(day.date),
      };
    }),
  };
}
