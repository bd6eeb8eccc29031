import type { MyGroupOrder } from '@vm/contracts/group-buys';
import { GROUP_FLAG } from '@vm/domain/group-buys';
import { formatYuan } from '@vm/domain/money';
import { ORDER_STATUS_NAMES, isOrderStatus, type OrderStatus } from '@vm/domain/order-status';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { pageFromParam } from '@/shared/catalogue/paged';
import { SafeImage } from '@/shared/catalogue/safe-image';
import { GroupCountdown } from '@/shared/group-buys/group-countdown';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { PagedList } from '@/shared/ui/paged-list';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { MY_GROUPS_PAGE_SIZE, useMyGroupOrders } from '../api/group-queries';
import styles from './my-groups-page.module.css';

const TABS: readonly (OrderStatus | 'all')[] = ['all', 'submitted', 'paid', 'approved', 'executing', 'finished', 'cancelled'];

function GroupOrderRow({ entry }: { entry: MyGroupOrder }) {
  const { order, group } = entry;
  const open = group.flag === GROUP_FLAG.open;
  return (
    <article className={styles.row} data-testid="my-group-order" data-order-id={order.id}>
      <SafeImage src={group.pic_url} alt={group.field_name} className={styles.image} />
      <div className={styles.main}>
        <Link to={paths.groupView(group.id)} className={styles.name}>
          {group.community_name} · {group.field_name}
        </Link>
        <span className={styles.meta}>
          {group.size} · {group.lease_term_type} · {group.dates.join('、')}
        </span>
        <span className={styles.meta}>订单号 {order.order_num}</span>
        <div className={styles.progress}>
          <Progress percent={Math.round((group.number_of_group_purchase_now / group.max_members) * 100)} size="small" showInfo={false} />
          <span className={styles.meta}>
            已拼 {group.number_of_group_purchase_now}/{group.max_members} 人（{group.min_members} 人成团）
            {open && (
              <>
                {' '}
                · 剩余 <GroupCountdown deadline={group.deadline} />
              </>
            )}
          </span>
        </div>
      </div>
      <div className={styles.side}>
        <Tag color={group.status === 'succeeded' ? 'green' : group.status === 'failed' ? 'default' : 'orange'}>{group.status_name}</Tag>
        <span className={styles.meta}>订单{order.status_name}</span>
        <strong className={styles.amount}>{formatYuan(order.actual_fee)}</strong>
        {order.status === 'submitted' && open ? (
          <Link to={paths.payment(order.id)}>
            <Button type="primary" size="small">
              去支付
            </Button>
          </Link>
        ) : (
          <Link to={paths.orderView(order.id)}>
            <Button size="small">订单详情</Button>
          </Link>
        )}
      </div>
    </article>
  );
}

/** /admin/groups/index?status=: the buyer's group-buy orders, each with its group's progress. */
export function MyGroupsPage() {
  usePageTitle('我的拼团');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isOrderStatus(raw) ? raw : undefined;
  const page = pageFromParam(params.get('page'));
  const orders = useMyGroupOrders(status, page);

  const go = (next: { status?: OrderStatus; page?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <AdminFrame title="我的拼团" testId="my-groups-page">
      <Tabs
        activeKey={status ?? 'all'}
        onChange={(key) => go({ status: isOrderStatus(key) ? key : undefined })}
        items={TABS.map((key) => ({ key, label: key === 'all' ? '全部拼团' : ORDER_STATUS_NAMES[key] }))}
      />
      <PagedList
        query={orders}
        page={page}
        pageSize={MY_GROUPS_PAGE_SIZE}
        onPageChange={(next) => go({ status, page: next })}
        empty="暂无拼团订单"
        pagerOptions={{ style: { textAlign: 'right', marginTop: 8 } }}
      >
        {(rows) => (
          <div>
            {rows.map((entry) => (
              <GroupOrderRow key={entry.order.id} entry={entry} />
            ))}
          </div>
        )}
      </PagedList>
    </AdminFrame>
  );
}
