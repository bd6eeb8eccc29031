import type { SellingResource } from '@vm/contracts/catalogue-venue';
import type { OrderLine } from '@vm/contracts/order-payload';
import { unitPrice } from '@vm/domain/availability';
import { compareDates, type BusinessDate } from '@vm/domain/business-date';
import { periodEndDate } from '@vm/domain/lease-terms';
import { computeOrderTotals, type OrderTotals } from '@vm/domain/order-totals';

/**
 * The picked booth, lease term, dates and units as an order line (`ZOrderLine`, what the cart and the
 * checkout take), and what those dates cost by the domain's price and totals rules.
 */
export function buildOrderLine(resource: SellingResource, leaseTermId: number, dates: readonly BusinessDate[], units: number): OrderLine {
  const sorted = [...dates].sort(compareDates);
  return {
    id: resource.id,
    count: units,
    count_of_time_unit: sorted.length,
    size: resource.size,
    dates: sorted.map((date) => ({
      term_type_id: leaseTermId,
      date,
      endDate: periodEndDate(date, leaseTermId),
      custom_dimension: resource.custom_dimension,
    })),
  };
}

/** Totals of one line (amount, subsidy, deposit, price to pay), or null without dates. */
export function selectionTotals(resource: SellingResource, leaseTermId: number, dates: readonly BusinessDate[], units: number): OrderTotals | null {
  if (dates.length === 0) return null;
  const term = resource.selling_price.find((entry) => entry.lease_term_type_id === leaseTermId);
  return computeOrderTotals({
    lines: [
      {
        prices: dates.map((date) => unitPrice(resource, leaseTermId, date)),
        units,
        subsidy_rate: resource.subsidy_rate,
        min_after_subsidy: resource.min_after_subsidy,
        max_after_subsidy: resource.max_after_subsidy,
        deposit: term?.deposit ?? 0,
      },
    ],
    now: new Date(),
  });
}
