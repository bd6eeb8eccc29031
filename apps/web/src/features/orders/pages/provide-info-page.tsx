import { useNavigate, useParams } from 'react-router';
import { AdminFrame } from '../../../shared/ui/admin-frame';
import { Panel } from '../../../shared/ui/page-frame';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { ProvideInfoForm } from '../../../shared/order-info/provide-info-form';

/** /admin/orders/provide-info/{id}: the provide-info form of one order; back to its detail once saved. */
export function ProvideInfoPage() {
  usePageTitle('补充订单信息');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const orderId = Number.isSafeInteger(id) && id > 0 ? id : 0;
  return (
    <AdminFrame title="补充信息" crumbs={[{ label: '我的订单', to: '/admin/orders/index' }]} testId="provide-info-page">
      <Panel title="补充订单信息">
        <ProvideInfoForm orderId={orderId} onSaved={() => void navigate(`/admin/orders/view/${orderId}`)} />
      </Panel>
    </AdminFrame>
  );
}
