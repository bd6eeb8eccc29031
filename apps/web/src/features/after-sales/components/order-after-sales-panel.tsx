import type { OrderItemView, OrderView } from '@vm/contracts/orders';
import { afterSaleWindowOpen } from '@vm/domain/after-sales';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { Panel } from '@/shared/ui/page-frame';
import { useOrderAfterSales } from '../api/after-sales-queries';
import type { AfterSalesRow } from '../api/after-sales-types';
import { OPEN_STATUSES, statusColor, statusName } from './after-sales-text';
import { BuyerCaseActions } from './buyer-case-actions';
import { Countdown } from './countdown';
import { DeliveryProofs } from './delivery-proofs';
import { DepositPanel } from './deposit-panel';
import { OpenCaseDialog } from './open-case-dialog';
import styles from './after-sales.module.css';

/** Whether 申请售后 is offered: from the start of execution until 7 days after the sub-order finished (the server decides again). */
export function canOpenCase(item: Pick<OrderItemView, 'status' | 'start' | 'end'>, now: Date): boolean {
  return afterSaleWindowOpen({ status: item.status, firstDate: item.start.slice(0, 10), lastDate: item.end.slice(0, 10) }, now);
}

/** What is still refundable of a line's rent: what was paid for it less what its cases refunded. */
function refundableOf(item: OrderItemView, cases: readonly AfterSalesRow[]): number {
  const refunded = cases.filter((row) => row.status === 'refunded').reduce((sum, row) => sum + (row.agreed_amount ?? row.amount), 0);
  return Math.max(0, item.payable - refunded);
}

function ItemSection({ item, cases }: { item: OrderItemView; cases: AfterSalesRow[] }) {
  const [opening, setOpening] = useState(false);
  const current = cases.find((row) => OPEN_STATUSES.includes(row.status)) ?? cases[0];
  const refundable = refundableOf(item, cases);
  const openable = canOpenCase(item, new Date()) && !cases.some((row) => OPEN_STATUSES.includes(row.status)) && refundable > 0;
  return (
    <section className={styles.item} data-testid={`after-sales-item-${item.id}`}>
      <div className={styles.itemHead}>
        <span>
          {item.field_name} <span className={styles.muted}>{item.order_num}</span>
        </span>
        <Tag>{item.status_name}</Tag>
      </div>
      <div className={styles.section}>
        <div className={styles.sectionTitle}>履约照片</div>
        <DeliveryProofs orderItemId={item.id} />
      </div>
      <div className={styles.section}>
        <div className={styles.sectionTitle}>售后</div>
        {current ? (
          <div data-testid="buyer-case">
            <div>
              <Tag color={statusColor(current.status)}>{statusName(current.status)}</Tag> 申请退款{' '}
              <span className={styles.money}>{formatYuan(current.amount)}</span>
              {current.agreed_amount !== null && current.status !== 'awaiting_supplier' && (
                <span>
                  {' '}
                  · {current.status === 'countered' ? '供应商还价' : current.status === 'refunded' ? '已退款' : '金额'}{' '}
                  <span className={styles.money}>{formatYuan(current.agreed_amount)}</span>
                </span>
              )}
            </div>
            {current.status === 'awaiting_supplier' && (
              <div className={styles.muted}>
                供应商处理期限 <Countdown deadline={current.respond_by} />
              </div>
            )}
            {(current.status === 'countered' || current.status === 'refused') && (
              <div className={styles.muted}>
                请在期限内处理，逾期将转平台介入 <Countdown deadline={current.respond_by} />
              </div>
            )}
            <BuyerCaseActions row={current} />
            <Link to={paths.afterSalesView(current.id)} className={styles.moreLink}>
              查看售后详情与进度
            </Link>
          </div>
        ) : (
          <div className={styles.muted}>{openable ? '场地与预订不符？可在执行开始至结束后7天内申请售后。' : '暂无售后'}</div>
        )}
        {openable && (
          <div className={styles.actions}>
            <Button type="primary" ghost onClick={() => setOpening(true)}>
              申请售后
            </Button>
          </div>
        )}
      </div>
      {item.deposit > 0 && (
        <div className={styles.section}>
          <div className={styles.sectionTitle}>押金</div>
          <DepositPanel orderItemId={item.id} />
        </div>
      )}
      {opening && <OpenCaseDialog item={item} refundable={refundable} open onClose={() => setOpening(false)} />}
    </section>
  );
}

/**
 * 售后与履约 on the buyer's order page: for each sub-order that has started, the supplier's delivery
 * photos, the after-sales case (or 申请售后) and the deposit.
 */
export function OrderAfterSalesPanel({ order }: { order: OrderView }) {
  const started = order.resources.filter((item) => item.status === 'executing' || item.status === 'finished');
  const list = useOrderAfterSales(order.id);
  if (started.length === 0) return null;
  const rows = list.data?.data ?? [];
  return (
    <Panel title="售后与履约">
      <div data-testid="order-after-sales">
        {started.map((item) => (
          <ItemSection key={item.id} item={item} cases={rows.filter((row) => row.order_item_id === item.id)} />
        ))}
      </div>
    </Panel>
  );
}
