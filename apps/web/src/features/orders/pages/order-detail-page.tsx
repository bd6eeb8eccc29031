import type { OrderView } from '@vm/contracts/orders';
import { formatYuan } from '@vm/domain/money';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useOrder } from '../api/use-orders';
import { OrderActions } from '../components/order-actions';
import { OrderItemsTable } from '../components/order-items-table';
import { orderStatusColor } from '../components/order-status-color';
import { paths } from '@/shared/paths';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');
/** A deduction: "-¥74.50", or "¥0.00" when nothing was deducted (not "-¥0.00"). */
const minus = (fen: number) => (fen > 0 ? `-${formatYuan(fen)}` : formatYuan(0));

/**
 * /admin/orders/view/{id}: one order with its figures, contact, sub-orders and the actions of its
 * status. `contracts` (composed by app/): the order's lease contracts, below the sub-orders; `afterSales`
 * (composed by app/): delivery photos, after-sales cases and deposits of the sub-orders.
 */
export function OrderDetailPage({ contracts, afterSales }: { contracts?: (orderId: number) => ReactNode; afterSales?: (order: OrderView) => ReactNode } = {}) {
  usePageTitle('订单详情');
  const id = Number(useParams().id);
  const order = useOrder(Number.isSafeInteger(id) ? id : 0);

  return (
    <AdminFrame title="订单详情" crumbs={[{ label: '我的订单', to: paths.orders() }]} testId="order-detail-page">
      <QueryState query={order} loading={<RowsSkeleton rows={2} />}>
        {(data) => (
          <>
            <Panel title={`订单号 ${data.order_num}`} extra={<Tag color={orderStatusColor(data.status)}>{data.status_name}</Tag>}>
              <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
                <Descriptions.Item label="下单时间">{when(data.created_at)}</Descriptions.Item>
                <Descriptions.Item label="支付时间">{when(data.paid_at)}</Descriptions.Item>
                <Descriptions.Item label="支付截止">{data.status === 'submitted' ? when(data.expires_at) : '—'}</Descriptions.Item>
                <Descriptions.Item label="联系人">{data.contact}</Descriptions.Item>
                <Descriptions.Item label="联系电话">{data.mobile}</Descriptions.Item>
                <Descriptions.Item label="地址">{data.address || '—'}</Descriptions.Item>
                <Descriptions.Item label="商品金额">{formatYuan(data.total_amount)}</Descriptions.Item>
                <Descriptions.Item label="平台补贴">{minus(data.subsidy)}</Descriptions.Item>
                <Descriptions.Item label="押金">{formatYuan(data.total_deposit)}</Descriptions.Item>
                <Descriptions.Item label="优惠券">{minus(data.coupon)}</Descriptions.Item>
                <Descriptions.Item label="积分抵扣">{minus(data.integral)}</Descriptions.Item>
                <Descriptions.Item label="实付金额">
                  <strong style={{ color: '#f53f3f' }}>{formatYuan(data.actual_fee)}</strong>
                </Descriptions.Item>
              </Descriptions>
              <div style={{ marginTop: 16, paddingTop: 12, borderTop: '1px solid #f0f0f0' }}>
                <OrderActions order={data} showDetail={false} />
              </div>
            </Panel>
            <Panel title="子订单">
              <OrderItemsTable items={data.resources} />
            </Panel>
            {afterSales?.(data)}
            {contracts?.(data.id)}
          </>
        )}
      </QueryState>
    </AdminFrame>
  );
}
