import type { OrderPreviewBody } from '@vm/contracts/order-payload';
import { unitPrice } from '@vm/domain/availability';
import { todayInShanghai, type BusinessDate } from '@vm/domain/business-date';
import type { Coupon } from '@vm/domain/coupons';
import { validateSelection } from '@vm/domain/date-selection';
import { datesCovered } from '@vm/domain/lease-terms';
import type { Fen } from '@vm/domain/money';
import { computeOrderTotals, type OrderTotals, type TotalsLine } from '@vm/domain/order-totals';
import type { Queryable } from '../../platform/db/with-transaction';
import { AppError } from '../../platform/http/app-error';
import { toSellingResourceRules } from '../catalogue';
import { checkGroupLine } from '../group-buys';
import { checkQuotedLine } from '../supplier-enquiries';
import { loadOrderBoothsWithHeld, type OrderBooth } from './order-booths';
import { isProblem, normalizeLine, type NormalizedLine } from './order-lines';
import { problem, selectionProblemKind, type Problem } from './order-problems';

/**
 * Every figure of an order, from the server's own data and the packages/domain rules (the same the
 * checkout page and the calendar use): the booths and their prices now, the units held now, the
 * buyer's coupon and points. Used by the preview and, inside the order's transaction, the submission.
 */

export interface PricedLine extends NormalizedLine {
  booth: OrderBooth;
  /** Unit price of each start date (a whole period for ids 3–8). */
  prices: Fen[];
  deposit: Fen;
  /** Every date the line occupies. */
  covered: BusinessDate[];
  /** The supplier's quote the line is priced at (order_type enquiry), or null. */
  quoteId: number | null;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Null when no line could be priced. */
  totals: OrderTotals | null;
  couponId: number | null;
  problems: Problem[];
}

export interface PriceOptions {
  userId: number;
  now: Date;
  /** The buyer's points (a statement still running when the submission sent it behind its lock). */
  pointsBalance: number | Promise<number>;
  /** Loads the buyer's chosen coupon (locked, in the submission); throws AppError when it cannot be used. */
  loadCoupon(couponId: number): Promise<Coupon>;
}

type HeldMap = Map<BusinessDate, number>;

function addUnits(target: HeldMap, dates: readonly BusinessDate[], units: number): void {
  for (const date of dates) target.set(date, (target.get(date) ?? 0) + units);
}

function toTotalsLine(line: PricedLine): TotalsLine {
  const { booth } = line;
  return {
    prices: line.prices,
    units: line.units,
    subsidy_rate: booth.subsidy_rate,
    min_after_subsidy: booth.min_after_subsidy,
    max_after_subsidy: booth.max_after_subsidy,
    deposit: line.deposit,
    community_id: booth.community_id,
    field_type_id: booth.category_id,
    selling_resource_id: booth.id,
  };
}

/** Prices each line and checks its dates against the calendar rules with the units already held. */
async function priceLines(db: Queryable, normalized: readonly NormalizedLine[], options: PriceOptions, problems: Problem[]): Promise<PricedLine[]> {
  const today = todayInShanghai(options.now);
  const coveredByLine = normalized.map((line) => line.starts.flatMap((start) => datesCovered(start, line.termId)));
  const { booths, held } = await loadOrderBoothsWithHeld(
    db,
    normalized.map((line) => line.sellingResourceId),
    [...new Set(coveredByLine.flat())],
    today,
  );
  // Units earlier lines of this order ask on the same booth count as held for the later ones.
  const claimed = new Map<number, HeldMap>();
  const priced: PricedLine[] = [];
  for (const [i, line] of normalized.entries()) {
    const field = `resources.${line.index}`;
    const booth = booths.get(line.sellingResourceId);
    if (!booth) {
      problems.push(problem('not_found', `${field}.id`, '场地规格不存在或已下线', { index: line.index }));
      continue;
    }
    const termPrice = booth.prices.find((price) => price.lease_term_type_id === line.termId);
    if (!termPrice) {
      problems.push(problem('invalid', `${field}.dates`, '该规格不提供此订购周期', { index: line.index }));
      continue;
    }
    let rules = toSellingResourceRules(booth);
    let deposit = termPrice.deposit;
    let quoteId: number | null = null;
    if (line.enquiryId !== null) {
      const quoted = await checkQuotedLine(db, options.userId, { ...line, enquiryId: line.enquiryId }, rules, options.now);
      if (!quoted.ok) problems.push(problem(quoted.kind, `${field}.enquiry_id`, quoted.message, { index: line.index }));
      else {
        rules = quoted.rules;
        quoteId = quoted.quoteId;
        if (quoted.deposit !== null) deposit = quoted.deposit;
      }
    }
    // A group-buy line: the group's booth, term and dates, one unit, at the group price (no subsidy).
    let groupBooth = booth;
    if (line.groupPurchaseId !== null) {
      const grouped = await checkGroupLine(db, { ...line, groupPurchaseId: line.groupPurchaseId, alone: normalized.length === 1 }, rules, options.now);
      if (!grouped.ok) problems.push(problem(grouped.kind, `${field}.group_purchase_id`, grouped.message, { index: line.index, errorCode: grouped.errorCode }));
      else {
        rules = grouped.rules;
        groupBooth = { ...booth, subsidy_rate: 0 };
      }
    }
    const mine = claimed.get(booth.id) ?? new Map<BusinessDate, number>();
    const holds: HeldMap = new Map(held.get(booth.id) ?? []);
    for (const [date, units] of mine) holds.set(date, (holds.get(date) ?? 0) + units);
    const selection = validateSelection(rules, line.termId, line.starts, holds, today, line.units);
    if (selection) {
      const kind = selectionProblemKind(selection.code);
      problems.push(
        problem(kind, `${field}.dates`, selection.message, {
          index: line.index,
          date: selection.date ?? null,
          errorCode: kind === 'conflict' ? 'DATE_TAKEN' : undefined,
        }),
      );
    }
    const covered = coveredByLine[i] ?? [];
    addUnits(mine, covered, line.units);
    claimed.set(booth.id, mine);
    const prices = line.starts.map((start) => unitPrice(rules, line.termId, start));
    priced.push({ ...line, booth: groupBooth, prices, deposit, covered, quoteId });
  }
  return priced;
}

/** The one coupon of the order: top-level or on a line; two different ones are refused. */
function chosenCoupon(body: OrderPreviewBody, problems: Problem[]): number | null {
  const ids = new Set<number>();
  if (body.coupon_id) ids.add(body.coupon_id);
  for (const line of body.resources) if (line.coupon_id) ids.add(line.coupon_id);
  if (ids.size > 1) problems.push(problem('invalid', 'coupon_id', '每个订单只能使用一张优惠券'));
  return ids.size === 1 ? [...ids][0]! : null;
}

async function loadCoupon(couponId: number | null, options: PriceOptions, problems: Problem[]): Promise<Coupon | null> {
  if (couponId === null) return null;
  try {
    return await options.loadCoupon(couponId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    problems.push(problem(error.status === 404 ? 'not_found' : 'conflict', 'coupon_id', error.userMessage, { errorCode: 'COUPON_UNUSABLE' }));
    return null;
  }
}

export async function priceOrder(db: Queryable, body: OrderPreviewBody, options: PriceOptions): Promise<PricedOrder> {
  const problems: Problem[] = [];
  const normalized: NormalizedLine[] = [];
  body.resources.forEach((line, index) => {
    const result = normalizeLine(line, index);
    if (isProblem(result)) problems.push(result);
    else normalized.push(result);
  });
  const lines = await priceLines(db, normalized, options, problems);
  const couponId = chosenCoupon(body, problems);
  const coupon = await loadCoupon(couponId, options, problems);
  if (lines.length === 0) return { lines, totals: null, couponId, problems };
  const totals = computeOrderTotals({
    lines: lines.map(toTotalsLine),
    coupon,
    points: body.point,
    pointsBalance: await options.pointsBalance,
    now: options.now,
  });
  if (totals.coupon_problem) problems.push(problem('invalid', 'coupon_id', totals.coupon_problem));
  if (totals.points_problem) problems.push(problem('invalid', 'point', totals.points_problem));
  return { lines, totals, couponId, problems };
}
