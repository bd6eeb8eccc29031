import type { SellingResourceRules } from './availability';
import type { BusinessDate } from './business-date';
import { isPeriodTerm } from './lease-terms';
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
    selling_price: [{ lease_term_type_id: quote.lease_term_type_id, price: isPeriodTerm(quote.lease_term_type_id) ? quote.price : 0, subsidy: 0, deposit: quote.deposit }],
    special_price: quote.dates.map((date) => ({ date, price: quote.price })),
    raise_price: [],
    price_rules: [],
  };
}
