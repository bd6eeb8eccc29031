import type { SellingResourceRules } from './availability';
import type { BusinessDate } from './business-date';
import { isPeriodTerm, periodEndDate, periodStarts } from './lease-terms';
import type { Fen } from './money';

/** A supplier's quote answers an enquiry for this many hours. */
export const QUOTE_VALID_HOURS = 72;

export interface QuoteTerms {
  lease_term_type_id: number;
  dates: readonly BusinessDate[];
  /** Unit price of each date (or period), fen. */
  price: Fen;
  deposit: Fen;
}

/** When a quote given at `quotedAt` stops being valid. */
export function quoteExpiry(quotedAt: Date): Date {
  return new Date(quotedAt.getTime() + QUOTE_VALID_HOURS * 3_600_000);
}

/**
 * The booth's rules as they stand for an order at the quoted price: its availability rules unchanged
 * (closed dates, units held, advance days), priced at the quote on the quoted dates only — every other
 * date has no price, so the calendar rules refuse it. A period term (ids 3–8) is one price per period:
 * the quote prices the term, and the caller keeps the order to the quoted start dates.
 */
export function rulesAtQuote(rules: SellingResourceRules, quote: QuoteTerms): SellingResourceRules {
  return {
    ...rules,
    is_enquiry: false,
    selling_price: [
      { lease_term_type_id: quote.lease_term_type_id, price: isPeriodTerm(quote.lease_term_type_id) ? quote.price : 0, subsidy: 0, deposit: quote.deposit },
    ],
    special_price: quote.dates.map((date) => ({ date, price: quote.price })),
    raise_price: [],
    price_rules: [],
  };
}

export type QuoteStatus = 'valid' | 'expired' | 'ordered';

export const QUOTE_STATUS_NAMES: Record<QuoteStatus, string> = { valid: '有效', expired: '已过期', ordered: '已下单' };

/** The status as of `nowMs`: a quote the server called valid has expired once its 72 hours are over. */
export function quoteStatusAt(quote: { status: QuoteStatus; expires_at: string }, nowMs: number): QuoteStatus {
  if (quote.status !== 'valid') return quote.status;
  const end = Date.parse(quote.expires_at);
  return Number.isFinite(end) && end > nowMs ? 'valid' : 'expired';
}

/**
 * What a quote comes to: unit price × units, a unit being each date for day-based terms and each period
 * the dates need for ids 3–8 ({@link periodStarts}: two adjacent dates under 半月租 are one period).
 */
export function quoteAmount(unitPrice: number, dates: readonly BusinessDate[], leaseTermId: number): number {
  return unitPrice * periodStarts(dates, leaseTermId).length;
}

/**
 * The dates of the order line that buys a quote: every quoted date with its lease term; a period
 * lease, the start of each period the dates need ({@link periodStarts}), with its end date (start +
 * length − 1).
 */
export function quoteOrderDates(dates: readonly BusinessDate[], leaseTermId: number): { term_type_id: number; date: BusinessDate; endDate?: BusinessDate }[] {
  return periodStarts(dates, leaseTermId).map((date) =>
    isPeriodTerm(leaseTermId) ? { term_type_id: leaseTermId, date, endDate: periodEndDate(date, leaseTermId) } : { term_type_id: leaseTermId, date },
  );
}
