import type { OrderView } from '@vm/contracts/orders';
import { OFFLINE_STATUS } from '@vm/contracts/payments';
import { formatYuan } from '@vm/domain/money';
import Tag from 'antd/es/tag';
import styles from './order-card.module.css';
import { OrderActions } from './order-actions';
import { OrderItemsTable } from './order-items-table';
import { orderStatusColor } from './order-status-color';

/** An order in the list: number, time, status and amount, its sub-orders, and the actions of its status. */
export function OrderCard({ order }: { order: OrderView }) {
  return (
    <article className={styles.card} data-testid="order-card" data-order-id={order.id}>
      <header className={styles.head}>
        <span>
          订单号：<strong>{order.order_num}</strong>
        </span>
        <span className={styles.muted}>下单时间：{order.created_at.slice(0, 16).replace('T', ' ')}</span>
        <Tag color={orderStatusColor(order.status)}>{order.status_name}</Tag>
        {order.type === 2 && <Tag color="purple">大订单 · 平台代下单</Tag>}
        {order.resources.some((item) => item.group_purchase_id !== null) && <Tag color="orange">拼团</Tag>}
        <span className={styles.amount}>
          实付 <strong>{formatYuan(order.actual_fee)}</strong>
        </span>
      </header>
      <OrderItemsTable items={order.resources} />
      <footer className={styles.foot}>
        <span className={styles.muted}>
          联系人：{order.contact} {order.mobile}
          {order.status === 'submitted' &&
            (order.offline_status === OFFLINE_STATUS.awaiting
              ? ' · 转账凭证已上传，等待平台确认收款'
              : order.offline_status === OFFLINE_STATUS.refused
                ? ' · 转账凭证未通过，请重新上传或更换支付方式'
                : ` · 请在 ${order.expires_at.slice(0, 16).replace('T', ' ')} 前支付，逾期自动取消`)}
        </span>
        <OrderActions order={order} />
      </footer>
    </article>
  );
}
