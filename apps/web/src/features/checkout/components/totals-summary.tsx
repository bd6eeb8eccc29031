import type { OrderPreview } from '@vm/contracts/orders';
import { formatYuan } from '@vm/domain/money';
import styles from './checkout-summary.module.css';

/** A deduction: "-¥74.50", or "¥0.00" when nothing is deducted (not "-¥0.00"). */
const minus = (fen: number) => (fen > 0 ? `-${formatYuan(fen)}` : formatYuan(0));

/**
 * The order's figures exactly as the server's preview computed them (nothing is recomputed here):
 * goods amount, subsidy, deposit, coupon, points, and what the buyer pays.
 */
export function TotalsSummary({ preview }: { preview: OrderPreview }) {
  const rows: { label: string; value: string; testId: string }[] = [
    { label: '商品金额', value: formatYuan(preview.total_amount), testId: 'total-amount' },
    { label: '平台补贴', value: minus(preview.subsidy), testId: 'total-subsidy' },
    { label: '优惠券', value: minus(preview.coupon), testId: 'total-coupon' },
    { label: preview.points > 0 ? `积分抵扣（${preview.points}积分）` : '积分抵扣', value: minus(preview.integral), testId: 'total-integral' },
    { label: '押金', value: `+${formatYuan(preview.total_deposit)}`, testId: 'total-deposit' },
  ];
  return (
    <dl className={styles.totals} data-testid="totals-summary" data-keep-clear="">
      {rows.map((row) => (
        <div key={row.testId} className={styles.totalRow}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
        </div>
      ))}
      <div className={`${styles.totalRow} ${styles.payable}`}>
        <dt>应付金额</dt>
        <dd data-testid="total-actual-price">{formatYuan(preview.total_actual_price)}</dd>
      </div>
    </dl>
  );
}
