import {
  AFTER_SALE_STATUS_NAMES,
  DEPOSIT_CLAIM_STATUS_NAMES,
  DEPOSIT_STATUS_NAMES,
  OPEN_AFTER_SALE_STATUSES,
  type AfterSaleStatus,
  type DepositClaimStatus,
} from '@vm/domain/after-sales';

const STATUS_COLORS: Record<AfterSaleStatus, string> = {
  awaiting_supplier: 'orange',
  countered: 'gold',
  refused: 'red',
  arbitration: 'purple',
  refunded: 'green',
  closed: 'default',
  cancelled: 'default',
};

export const statusName = (status: AfterSaleStatus) => AFTER_SALE_STATUS_NAMES[status];
export const statusColor = (status: AfterSaleStatus) => STATUS_COLORS[status];

/** Open cases: the buyer may not open another for the same sub-order. */
export const OPEN_STATUSES: readonly string[] = OPEN_AFTER_SALE_STATUSES;

/** `2026-11-28T09:30:00+08:00` → `2026-11-28 09:30`. */
export const when = (iso: string | null | undefined) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

const DEPOSIT_COLORS = { held: 'blue', claimed: 'orange', refunded: 'green' } as const;
export const depositState = (status: keyof typeof DEPOSIT_STATUS_NAMES) => ({ name: DEPOSIT_STATUS_NAMES[status], color: DEPOSIT_COLORS[status] });
export const claimStatusName = (status: DepositClaimStatus) => DEPOSIT_CLAIM_STATUS_NAMES[status];
