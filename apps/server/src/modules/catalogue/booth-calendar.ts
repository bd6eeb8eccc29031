import type { Calendar, CalendarQuery } from '@vm/contracts/catalogue-venue';
import { calendarDays, MAX_CALENDAR_RANGE_DAYS } from '@vm/domain/availability';
import { diffDays, eachDate, isValidDate, todayInShanghai } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import { invalid, notFound } from '../../platform/http/app-error';
import { heldUnits } from './held-units';
import { loadBooth, toSellingResourceRules } from './load-booths';
import { boothWeather } from '../weather/index';

/**
 * GET /api/selling_resources/{id}/calendar: price and availability of each date, computed by the domain
 * rules the order submission enforces, with the units already held, and for an outdoor booth the
 * weather of the days a forecast covers.
 */
export async function boothCalendar(deps: Pick<AppDeps, 'pool' | 'clock' | 'config' | 'db' | 'logger'>, id: number, query: CalendarQuery): Promise<Calendar> {
  if (!isValidDate(query.start)) throw invalid('start', '开始日期不正确');
  if (!isValidDate(query.end)) throw invalid('end', '结束日期不正确');
  const length = diffDays(query.start, query.end) + 1;
  if (length < 1) throw invalid('end', '结束日期不能早于开始日期');
  if (length > MAX_CALENDAR_RANGE_DAYS) throw invalid('end', `日历一次最多查询${MAX_CALENDAR_RANGE_DAYS}天`);
  const today = todayInShanghai(deps.clock.now());
  const booth = await loadBooth(deps.pool, id, today);
  if (!booth) throw notFound('场地规格');
  if (!booth.prices.some((price) => price.lease_term_type_id === query.lease_term_type_id)) {
    throw invalid('lease_term_type_id', '该规格不提供此订购周期');
  }
  const held = (await heldUnits(deps.pool, [id], eachDate(query.start, query.end))).get(id) ?? new Map<string, number>();
  const days = calendarDays(toSellingResourceRules(booth), query.lease_term_type_id, query.start, query.end, held, today);
  const weather = await boothWeather(deps, id, query.start, query.end);
  return {
    selling_resource_id: id,
    lease_term_type_id: query.lease_term_type_id,
    today,
    days: days.map((day) => ({
      date: day.date,
      price: day.price,
      subsidy: day.subsidy,
      deposit: day.deposit,
      available: day.available,
      remaining: day.remaining,
      reason: day.reason,
      ...(weather.has(day.date) ? { weather: weather.get(day.date)! } : {}),
    })),
  };
}
