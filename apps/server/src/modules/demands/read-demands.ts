import type { DemandDetail, DemandHallQuery, DemandPage, MyDemandPage, OperatorDemandPage, OperatorDemandsQuery } from '@vm/contracts/demands';
import type { BusinessDate } from '@vm/domain/business-date';
import { ALL_CITIES_ID, demandIsOpen, normalizeHallFilters } from '@vm/domain/demands';
import { tryYuanToFen } from '@vm/domain/money';
import type { Queryable } from '../../platform/db/with-transaction';
import { notFound } from '../../platform/http/app-error';
import { page } from '../../platform/http/envelope';
import { DEMAND_SELECT, demandRowById, followUpsOf, receiversOf, toCard, toDetail, type DemandRow, type Viewer } from './queries';

/** A demand the hall lists: a full form, not closed, not past its end date (`$today`). */
const IN_HALL = `not d.is_home and d.status <> 'closed' and d.end_date >= $2::date`;

/** The count of a list query whose `$1` (the viewer) only the select uses. */
const countOf = (where: string) => `select count(*)::int as count from demands d where ($1::bigint is null or true) and ${where}`;

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
  const where = `${IN_HALL}
    and ($3::int is null or d.city_ids && array[$3::int, 0])
    and ($4::int is null or $4::int = any(d.community_type_ids) or cardinality(d.community_type_ids) = 0)
    and ($5::date is null or d.end_date >= $5::date)
    and ($6::date is null or d.start_date <= $6::date)
    and ($7::bigint is null or d.single_field_budget >= $7::bigint)
    and ($8::bigint is null or d.single_field_budget <= $8::bigint)`;
  const params = [
    viewer.userId,
    today,
    city,
    filters.community_type_id ?? null,
    filters.start ?? null,
    filters.end ?? null,
    boundFen(filters.min_single_field_budget),
    boundFen(filters.max_single_field_budget),
  ];
  const total = await db.query<{ count: number }>(countOf(where), params);
  const rows = await db.query<DemandRow>(`${DEMAND_SELECT} where ${where} order by d.created_at desc, d.id desc limit $9 offset $10`, [
    ...params,
    query.page_size,
    (query.page - 1) * query.page_size,
  ]);
  return page(
    rows.rows.map((row) => toCard(row, viewer)),
    total.rows[0]?.count ?? 0,
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
  const total = await db.query<{ count: number }>('select count(*)::int as count from demands where user_id = $1', [userId]);
  const rows = await db.query<DemandRow>(`${DEMAND_SELECT} where d.user_id = $1 order by d.created_at desc, d.id desc limit $2 offset $3`, [
    userId,
    pageSize,
    (pageNumber - 1) * pageSize,
  ]);
  const receivers = await receiversOf(
    db,
    rows.rows.map((row) => row.id),
  );
  const viewer = { userId, isOperator: false };
  return page(
    rows.rows.map((row) => toDetail(row, viewer, receivers.get(row.id) ?? [])),
    total.rows[0]?.count ?? 0,
    pageNumber,
    pageSize,
  );
}

/** GET /api/operator/appeals: every demand (home ones too), newest first, with acceptors and follow-ups. */
export async function listOperatorDemands(db: Queryable, operatorId: number, query: OperatorDemandsQuery): Promise<OperatorDemandPage> {
  const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const city = query.city_id && query.city_id !== ALL_CITIES_ID ? query.city_id : null;
  const where = `($2::text is null or d.status = $2)
    and ($3::int is null or d.city_ids && array[$3::int, 0])
    and ($4::text is null or d.name ilike $4 or d.mobile like $4 or d.product ilike $4)`;
  const params = [operatorId, query.status ?? null, city, keyword];
  const total = await db.query<{ count: number }>(countOf(where), params);
  const rows = await db.query<DemandRow>(`${DEMAND_SELECT} where ${where} order by d.created_at desc, d.id desc limit $5 offset $6`, [
    ...params,
    query.page_size,
    (query.page - 1) * query.page_size,
  ]);
  const ids = rows.rows.map((row) => row.id);
  const receivers = await receiversOf(db, ids);
  const followUps = await followUpsOf(db, ids);
  const viewer = { userId: operatorId, isOperator: true };
  return page(
    rows.rows.map((row) => ({
      ...toDetail(row, viewer, receivers.get(row.id) ?? []),
      owner: { id: row.user_id, mobile: row.owner_mobile, name: row.owner_name },
      follow_ups: followUps.get(row.id) ?? [],
    })),
    total.rows[0]?.count ?? 0,
    query.page,
    query.page_size,
  );
}
