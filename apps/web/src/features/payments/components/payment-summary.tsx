import type { PaymentOrder } from '@vm/contracts/orders';
import { OFFLINE_STATUS } from '@vm/contracts/payments';
import { formatYuan } from '@vm/domain/money';
import { CheckCircleFilled } from '@ant-design/icons';
import Button from 'antd/es/button';
import { useState } from 'react';
import { DeadlineCountdown } from './deadline-countdown';
import { OrderDetailTable } from './order-detail-table';
import styles from './payment-summary.module.css';

/** The head of the payment page: the submitted notice with the time left, amount and the order's facts. */
export function PaymentSummary({ order }: { order: PaymentOrder }) {
  const [showSubOrders, setShowSubOrders] = useState(false);
  return (
    <section className={styles.summary} data-testid="payment-summary">
      <div className={styles.head}>
        <CheckCircleFilled className={styles.icon} />
        <div className={styles.headText}>
          {order.offline_status === OFFLINE_STATUS.awaiting ? (
            <>
              {/* The proof is in: the order waits for the platform, not for the buyer, and is not auto-cancelled. */}
              <h1 className={styles.title}>转账凭证已上传，等待平台确认收款</h1>
              <p className={styles.deadline}>平台确认收款后订单将提交供应商审核，本页会自动刷新</p>
            </>
          ) : (
            <>
              <h1 className={styles.title}>订单提交成功，请尽快付款！</h1>
              <p className={styles.deadline}>
                请在 <DeadlineCountdown deadline={order.expires_at} /> 内完成支付，超时订单将被自动取消
              </p>
            </>
          )}
        </div>
        <div className={styles.amount}>
          应付金额 <strong data-testid="payment-amount">{formatYuan(order.actual_fee)}</strong>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>订单号：</dt>
          <dd>
            <span data-testid="payment-order-num">{order.order_num}</span>
            {order.resources.length > 0 && (
              <Button type="link" size="small" onClick={() => setShowSubOrders((value) => !value)} aria-expanded={showSubOrders}>
                {showSubOrders ? '收起子订单' : `展开子订单（${order.resources.length}）`}
              </Button>
            )}
            {showSubOrders && (
              <ul className={styles.subOrders} data-testid="sub-orders">
                {order.resources.map((line) => (
                  <li key={line.order_num}>
                    子订单号：{line.order_num}
                    {'  '}
                    {line.field_name}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>联系人：</dt>
          <dd>{order.contact}</dd>
        </div>
        <div>
          <dt>手机号：</dt>
          <dd>{order.mobile}</dd>
        </div>
        <div>
          <dt>地址：</dt>
          <dd>{order.address || '—'}</dd>
        </div>
      </dl>
      <OrderDetailTable lines={order.resources} />
    </section>
  );
}
