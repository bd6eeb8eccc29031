import { Link, useNavigate, useParams } from 'react-router';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ProvideInfoForm } from '@/shared/order-info/provide-info-form';
import { useOrder } from '../api/use-orders';
import { paths } from '@/shared/paths';

/** /admin/orders/provide-info/{id}: the provide-info form of one order; back to its detail once saved. */
export function ProvideInfoPage() {
  usePageTitle('补充订单信息');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const orderId = Number.isSafeInteger(id) && id > 0 ? id : 0;
  // Only for the heading: which order this is (the form loads and reports its own errors).
  const order = useOrder(orderId);
  return (
    <AdminFrame title="补充信息" crumbs={[{ label: '我的订单', to: paths.orders() }]} testId="provide-info-page">
      <Panel
        title={order.data ? `补充订单信息 · 订单号 ${order.data.order_num}` : '补充订单信息'}
        extra={<Link to={paths.orderView(orderId)}>返回订单详情</Link>}
      >
        <ProvideInfoForm orderId={orderId} onSaved={() => void navigate(paths.orderView(orderId))} />
      </Panel>
    </AdminFrame>
  );
}
