import type { DemandDetail, DemandHallQuery, DemandPage, MyDemandPage, OperatorDemandPage, OperatorDemandsQuery } from '@vm/contracts/demands';
import type { BusinessDate } from '@vm/domain/business-date';
import { ALL_CITIES_ID, demandIsOpen, normalizeHallFilters } from '@vm/domain/demands';
import { tryYuanToFen } from '@vm/domain/money';
import { and, arrayOverlaps, count, desc, eq, gte, ilike, like, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { demands } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { notFound } from '../../platform/http/app-error';
import { page } from '../../platform/http/envelope';
import { demandRowById, demandRows, followUpsOf, receiversOf, toCard, toDetail, type Viewer } from './queries';

/** A demand the hall lists: a full form, not closed, not past its end date (`today`). */
const inHall = (today: BusinessDate) => and(not(demands.isHome), ne(demands.status, 'closed'), gte(demands.endDate, today));

/** Demands for `city` or for every city (0). */
const forCity = (city: number) => arrayOverlaps(demands.cityIds, [city, ALL_CITIES_ID]);

/** The page of demands matching `where`, newest first, and their count. */
async function demandPage(db: Queryable, viewerId: number | null, where: SQL | undefined, pageNumber: number, pageSize: number) {
  const [counted] = await typed(db).select({ count: count() }).from(demands).where(where);
  const rows = await demandRows(db, viewerId)
    .where(where)
    .orderBy(desc(demands.createdAt), desc(demands.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return { rows, total: counted?.count ?? 0 };
}

/** A filter bound in yuan → fen (two decimals at most; more are rounded for the comparison). */
const boundFen = (yuan: number | undefined): number | null => (yuan === undefined ? null : tryYuanToFen(yuan.toFixed(2)));

/**
 * GET /api/appeal: the hall, newest first. City: demands for that city or for every city (0); community
 * type: demands asking for it or for any type; dates: demands whose period overlaps; budget: yuan bounds.
 * Filters are cleaned as the hall's filter bar does (normalizeHallFilters).
 */
export async function listHall(db: Queryable, query: DemandHallQuery, viewer: Viewer, today: BusinessDate): Promise<DemandPage> {
  const filters = normalizeHallFilters({ ...query, page: undefined }, today);
  const city = filters.page_city_id && filters.page_city_id !== ALL_CITIES_ID ? filters.page_city_id : null;
  const communityType = filters.community_type_id ?? null;
  const minFen = boundFen(filters.min_single_field_budget);
  const maxFen = boundFen(filters.max_single_field_budget);
  const where = and(
    inHall(today),
    city === null ? undefined : forCity(city),
    communityType === null ? undefined : or(sql`${communityType}::int = any(${demands.communityTypeIds})`, sql`cardinality(${demands.communityTypeIds}) = 0`),
    filters.start ? gte(demands.endDate, filters.start) : undefined,
    filters.end ? lte(demands.startDate, filters.end) : undefined,
    minFen === null ? undefined : gte(demands.singleFieldBudget, minFen),
    maxFen === null ? undefined : lte(demands.singleFieldBudget, maxFen),
  );
  const { rows, total } = await demandPage(db, viewer.userId, where, query.page, query.page_size);
  return page(
    rows.map((row) => toCard(row, viewer)),
    total,
    query.page,
    query.page_size,
  );
}

/**
 * GET /api/appeal/{id}: a demand of the hall for anyone; any demand of one's own (with its acceptors);
 * any demand for operators. Otherwise 404.
 */
export async function readDemand(db: Queryable, id: number, viewer: Viewer, today: BusinessDate): Promise<DemandDetail> {
  const row = await demandRowById(db, id, viewer.userId);
  const visible = row && (viewer.isOperator || row.is_mine || (!row.is_home && demandIsOpen({ status: row.status, end: row.end_date }, today)));
  if (!row || !visible) throw notFound('需求');
  const receivers = viewer.isOperator || row.is_mine ? (await receiversOf(db, [row.id])).get(row.id) : undefined;
  return toDetail(row, viewer, receivers);
}

/** GET /api/appeal/mine: the caller's demands, newest first, each with its acceptors. */
export async function listMyDemands(db: Queryable, userId: number, pageNumber: number, pageSize: number): Promise<MyDemandPage> {
  const { rows, total } = await demandPage(db, userId, eq(demands.userId, userId), pageNumber, pageSize);
  const receivers = await receiversOf(
    db,
    rows.map((row) => row.id),
  );
  const viewer = { userId, isOperator: false };
  return page(
    rows.map((row) => toDetail(row, viewer, receivers.get(row.id) ?? [])),
    total,
    pageNumber,
    pageSize,
  );
}

/** GET /api/operator/appeals: every demand (home ones too), newest first, with acceptors and follow-ups. */
export async function listOperatorDemands(db: Queryable, operatorId: number, query: OperatorDemandsQuery): Promise<OperatorDemandPage> {
  const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const city = query.city_id && query.city_id !== ALL_CITIES_ID ? query.city_id : null;
  const where = and(
    query.status ? eq(demands.status, query.status) : undefined,
    city === null ? undefined : forCity(city),
    keyword === null ? undefined : or(ilike(demands.name, keyword), like(demands.mobile, keyword), ilike(demands.product, keyword)),
  );
  const { rows, total } = await demandPage(db, operatorId, where, query.page, query.page_size);
  const ids = rows.map((row) => row.id);
  const receivers = await receiversOf(db, ids);
  const followUps = await followUpsOf(db, ids);
  const viewer = { userId: operatorId, isOperator: true };
  return page(
    rows.map((row) => ({
      ...toDetail(row, viewer, receivers.get(row.id) ?? []),
      owner: { id: row.user_id, mobile: row.owner_mobile, name: row.owner_name },
      follow_ups: followUps.get(row.id) ?? [],
    })),
    total,
    query.page,
    query.page_size,
  );
}
