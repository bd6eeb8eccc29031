import type { ReactNode } from 'react';
import { couponYuan, thresholdText } from '@/shared/coupons/coupon-text';
import styles from './coupon-ticket.module.css';

export interface CouponTicketProps {
  amount: number;
  minGoodsAmount: number;
  title: string;
  /** 全场通用 / 限「…」使用 */
  scopeText: string;
  /** 2026-11-22 至 2026-12-21 or 领取后30天内有效 */
  validityText: string;
  /** A note under the validity, e.g. 需1000积分. */
  note?: ReactNode;
  /** The button or status on the right (below, when compact). */
  action?: ReactNode;
  /** Used or expired coupons are greyed, with a stamp. */
  stamp?: string;
  compact?: boolean;
  testId?: string;
}

/** A coupon drawn as a ticket: the value on the left, what it is for in the middle, the action at the end. */
export function CouponTicket(props: CouponTicketProps) {
  const classes = [styles.ticket, props.compact ? styles.compact : '', props.stamp ? styles.spent : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-testid={props.testId}>
      <div className={styles.value}>
        <span className={styles.amount}>{couponYuan(props.amount)}</span>
        <span className={styles.threshold}>{thresholdText(props.minGoodsAmount)}</span>
      </div>
      <div className={styles.body}>
        <strong className={styles.title} title={props.title}>
          {props.title}
        </strong>
        <span className={styles.line}>{props.scopeText}</span>
        <span className={styles.line}>{props.validityText}</span>
        {props.note && <span className={styles.note}>{props.note}</span>}
        {props.compact && props.action && <div className={styles.action}>{props.action}</div>}
      </div>
      {!props.compact && props.action && <div className={styles.action}>{props.action}</div>}
      {props.stamp && <span className={styles.stamp}>{props.stamp}</span>}
    </div>
  );
}
