import type { OrderCounts } from '@vm/contracts/orders';
import { ORDER_STATUS_NAMES, isOrderStatus, type OrderStatus } from '@vm/domain/order-status';
import Button from 'antd/es/button';
import Tabs from 'antd/es/tabs';
import { Link, useSearchParams } from 'react-router';
import { pageFromParam } from '@/shared/catalogue/paged';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { EmptyBlock } from '@/shared/ui/load-state';
import { PagedList } from '@/shared/ui/paged-list';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ORDERS_PAGE_SIZE, useOrderCounts, useOrders } from '../api/use-orders';
import { OrderCard } from '../components/order-card';
import { paths } from '@/shared/paths';

/** The tabs in the order of the life cycle (docs/spec/api.md statuses), after 全部. */
const TAB_STATUSES: readonly OrderStatus[] = ['submitted', 'paid', 'approved', 'executing', 'finished', 'cancelled', 'rejected'];

function tabLabel(key: OrderStatus | 'all', counts: OrderCounts | undefined): string {
  const name = key === 'all' ? '全部订单' : ORDER_STATUS_NAMES[key];
  const count = counts ? (key === 'all' ? counts.count : counts[key]) : undefined;
  return count ? `${name}（${count}）` : name;
}

/** /admin/orders/index?status=&page=: the buyer's orders by status, with their sub-orders and actions. */
export function OrdersPage() {
  usePageTitle('我的订单');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isOrderStatus(raw) ? raw : undefined;
  const page = pageFromParam(params.get('page'));
  const orders = useOrders(status, page);
  const counts = useOrderCounts();

  const go = (next: { status?: OrderStatus; page?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <AdminFrame title="我的订单" testId="orders-page">
      <Tabs
        activeKey={status ?? 'all'}
        onChange={(key) => go({ status: isOrderStatus(key) ? key : undefined })}
        items={(['all', ...TAB_STATUSES] as const).map((key) => ({ key, label: tabLabel(key, counts.data) }))}
      />
      <PagedList
        query={orders}
        page={page}
        pageSize={ORDERS_PAGE_SIZE}
        onPageChange={(next) => go({ status, page: next })}
        pagerOptions={{ style: { textAlign: 'right', marginTop: 8 } }}
        empty={
          <EmptyBlock text="暂无订单">
            <Link to={paths.venueList()}>
              <Button type="primary">去挑选场地</Button>
            </Link>
          </EmptyBlock>
        }
      >
        {(rows) => (
          <div>
            {rows.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </div>
        )}
      </PagedList>
    </AdminFrame>
  );
}
