import type { SellingResourceRules } from '@vm/domain/availability';
import { rulesAtQuote } from '@vm/domain/enquiry-quotes';
import type { Queryable } from '../../platform/db/with-transaction';
import { conflict } from '../../platform/http/app-error';
import { buyerQuote, useQuote } from './queries';

export const QUOTE_MESSAGES = {
  notFound: '询价记录不存在',
  notQuoted: '供应商尚未报价，请等待报价后再下单',
  expired: '报价已过期，请重新询价',
  used: '该报价已下单',
  otherDates: '请按报价的订购周期和日期下单',
} as const;

export type QuoteCheck =
  | { ok: true; quoteId: number | null; rules: SellingResourceRules; deposit: number | null }
  | { ok: false; kind: 'not_found' | 'conflict' | 'invalid'; message: string };

/**
 * An order line with `enquiry_id` (order_type enquiry): the buyer's own enquiry on that booth. On an
 * enquiry-only booth it is priced at the newest quote, which must still be valid and unused, for its
 * lease term and dates only. On a priced booth the enquiry is only a reference and prices stay as they are.
 */
export async function checkQuotedLine(
  db: Queryable,
  userId: number,
  line: { enquiryId: number; sellingResourceId: number; termId: number; starts: readonly string[] },
  rules: SellingResourceRules,
  now: Date,
): Promise<QuoteCheck> {
  const { found, quote } = await buyerQuote(db, userId, line.enquiryId, line.sellingResourceId);
  if (!found) return { ok: false, kind: 'not_found', message: QUOTE_MESSAGES.notFound };
  if (!rules.is_enquiry) return { ok: true, quoteId: null, rules, deposit: null };
  if (!quote) return { ok: false, kind: 'conflict', message: QUOTE_MESSAGES.notQuoted };
  if (quote.order_item_id !== null) return { ok: false, kind: 'conflict', message: QUOTE_MESSAGES.used };
  if (quote.expires_at <= now) return { ok: false, kind: 'conflict', message: QUOTE_MESSAGES.expired };
  if (quote.lease_term_type_id !== line.termId || line.starts.some((date) => !quote.dates.includes(date))) {
    return { ok: false, kind: 'invalid', message: QUOTE_MESSAGES.otherDates };
  }
  return { ok: true, quoteId: quote.id, rules: rulesAtQuote(rules, quote), deposit: quote.deposit };
}

/** In the order's transaction: the quote is used by this sub-order (a second order on it is a 409). */
export async function markQuoteUsed(db: Queryable, quoteId: number, orderItemId: number): Promise<void> {
  if (!(await useQuote(db, quoteId, orderItemId))) throw conflict(QUOTE_MESSAGES.used);
}
