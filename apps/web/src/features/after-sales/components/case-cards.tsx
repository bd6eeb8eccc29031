import { formatYuan } from '@vm/domain/money';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AfterSalesRow } from '../api/after-sales-types';
import { statusColor, statusName, when } from './after-sales-text';
import { Countdown } from './countdown';
import styles from './after-sales.module.css';

/**
 * After-sales cases as cards (a phone and a desk alike): sub-order, status, the asked amount in view,
 * the deadline's countdown while someone must act, and the card's actions.
 */
export function CaseCards({
  rows,
  linkTo,
  deadline,
  actions,
}: {
  rows: readonly AfterSalesRow[];
  linkTo: (row: AfterSalesRow) => string;
  /** The deadline to count down for a row (the supplier's respond_by, the platform's decide_by), or null. */
  deadline?: (row: AfterSalesRow) => string | null | undefined;
  actions?: (row: AfterSalesRow) => ReactNode;
}) {
  return (
    <div className={styles.cards} data-testid="after-sales-cards">
      {rows.map((row) => {
        const due = deadline?.(row);
        return (
          <article key={row.id} className={styles.card} data-testid="after-sales-card">
            <div className={styles.cardTitle}>
              <Link to={linkTo(row)}>售后 #{row.id}</Link> <Tag color={statusColor(row.status)}>{statusName(row.status)}</Tag>
            </div>
            <div className={styles.cardAmount}>{formatYuan(row.amount)}</div>
            <div className={styles.cardMeta}>
              {row.field_name} · {row.reason}
            </div>
            <div className={styles.cardMeta} style={{ textAlign: 'right' }}>
              {row.agreed_amount !== null && row.agreed_amount !== row.amount
                ? `${row.status === 'refunded' ? '已退' : row.status === 'countered' ? '还价' : '裁决'} ${formatYuan(row.agreed_amount)}`
                : ''}
            </div>
            <div className={styles.cardMeta} style={{ gridColumn: '1 / -1' }}>
              子订单 {row.order_num} · 申请于 {when(row.created_at)}
              {due ? (
                <>
                  {' · '}
                  <Countdown deadline={due} />
                </>
              ) : null}
            </div>
            <div className={styles.cardActions}>
              {actions?.(row) ?? (
                <Link to={linkTo(row)} className={styles.moreLink}>
                  查看详情
                </Link>
              )}
            </div>
          </article>
        );
      })}
    </div>
  );
}
