/**
 * Enquiry quotes (business-rules "Supplier back office"): a supplier answers an enquiry on an
 * enquiry-only booth with a unit price for the asked dates, valid 72 hours; the buyer orders exactly
 * those dates at that price. The server decides; these rules let the pages say the same.
 */
import { periodEndDate, isPeriodTerm } from './lease-terms';
import type { BusinessDate } from './business-date';

export const QUOTE_VALID_HOURS = 72;

export type QuoteStatus = 'valid' | 'expired' | 'ordered';

export const QUOTE_STATUS_NAMES: Record<QuoteStatus, string> = { valid: '有效', expired: '已过期', ordered: '已下单' };

/** The status as of `nowMs`: a quote the server called valid has expired once its 72 hours are over. */
export function quoteStatusAt(quote: { status: QuoteStatus; expires_at: string }, nowMs: number): QuoteStatus {
  if (quote.status !== 'valid') return quote.status;
  const end = Date.parse(quote.expires_at);
  return Number.isFinite(end) && end > nowMs ? 'valid' : 'expired';
}

/** What a quote comes to: unit price × dates (each date, or each period start for ids 3–8). */
export function quoteAmount(unitPrice: number, dates: readonly BusinessDate[]): number {
  return unitPrice * dates.length;
}

/**
 * The dates of the order line that buys a quote: every quoted date with its lease term, a period
 * lease also with its end date (start + length − 1).
 */
export function quoteOrderDates(dates: readonly BusinessDate[], leaseTermId: number): { term_type_id: number; date: BusinessDate; endDate?: BusinessDate }[] {
  return [...dates]
    .sort()
    .map((date) => (isPeriodTerm(leaseTermId) ? { term_type_id: leaseTermId, date, endDate: periodEndDate(date, leaseTermId) } : { term_type_id: leaseTermId, date }));
}
