import { ZCartLines } from '@vm/contracts/cart';
import type { OrderLine } from '@vm/contracts/order-payload';
import { todayInShanghai } from '@vm/domain/business-date';
import { validateSelection } from '@vm/domain/date-selection';
import { count, eq } from 'drizzle-orm';
import { cartItems, users } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withTransaction } from '../../platform/db/with-transaction';
import { conflict, invalid } from '../../platform/http/app-error';
import { toSellingResourceRules } from '../catalogue';
import { loadOrderBooths, isProblem, normalizeLine, selectionProblemKind, throwFirstProblem, problem, type Problem } from '../orders';

export const MAX_CART_ITEMS = 50;
const BAD_FORMAT = '购物车数据格式不正确';

/** `resources` as order lines: JSON of one line or an array of lines, each checked like an order's. */
function parseLines(resources: string): OrderLine[] {
  let raw: unknown;
  try {
    raw = JSON.parse(resources);
  } catch {
    throw invalid('resources', BAD_FORMAT);
  }
  const parsed = ZCartLines.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : BAD_FORMAT;
    throw invalid('resources', message);
  }
  return parsed.data;
}

/**
 * POST /api/cart_items: adds the lines (a visitor's saved selection after login, or the picker's).
 * A cart holds nothing, so only what can never become orderable is refused — an unknown booth or
 * lease term, malformed or repeated dates, fewer days than the minimum, an enquiry-only booth; a date
 * taken meanwhile is shown on the cart line instead.
 */
export async function addToCart(deps: AppDeps, userId: number, resources: string): Promise<{ ids: number[]; count: number }> {
  const lines = parseLines(resources);
  const now = deps.clock.now();
  const today = todayInShanghai(now);
  const booths = await loadOrderBooths(
    deps.pool,
    lines.map((line) => line.id),
    today,
  );
  const problems: Problem[] = [];
  for (const [index, line] of lines.entries()) {
    const normalized = normalizeLine(line, index);
    if (isProblem(normalized)) {
      problems.push(normalized);
      continue;
    }
    const booth = booths.get(line.id);
    if (!booth) {
      problems.push(problem('not_found', `resources.${index}.id`, '场地规格不存在或已下线', { index }));
      continue;
    }
    if (!booth.prices.some((price) => price.lease_term_type_id === normalized.termId)) {
      problems.push(problem('invalid', `resources.${index}.dates`, '该规格不提供此订购周期', { index }));
      continue;
    }
    const selection = validateSelection(toSellingResourceRules(booth), normalized.termId, normalized.starts, new Map(), today, normalized.units);
    if (selection && (selection.code === 'enquiry' || selectionProblemKind(selection.code) === 'invalid')) {
      problems.push(problem('invalid', `resources.${index}.dates`, selection.message, { index, date: selection.date ?? null }));
    }
  }
  throwFirstProblem(problems);
  return withTransaction(deps.pool, async (client) => {
    const db = typed(client);
    // The buyer's row locked: two adds at once count the cart one after the other.
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [existing] = await db.select({ count: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    const total = (existing?.count ?? 0) + lines.length;
    if (total > MAX_CART_ITEMS) throw conflict(`购物车最多可放${MAX_CART_ITEMS}个场地，请先清理购物车`);
    const ids: number[] = [];
    for (const line of lines) {
      const [row] = await db.insert(cartItems).values({ userId, sellingResourceId: line.id, line, createdAt: now }).returning({ id: cartItems.id });
      ids.push(row!.id);
    }
    return { ids, count: total };
  });
}
