import Button from 'antd/es/button';
import type { PurchasedResource } from '@vm/contracts/purchased-resources';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { EmptyBlock } from '@/shared/ui/load-state';
import { ResponsiveQueryTable } from '@/shared/ui/query-table';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { usePurchasedResources } from '../api/use-purchased-resources';
import styles from './purchased-resources-page.module.css';

/** /admin/purchased/index (已购资源): venues the buyer has booked, each with 再次预订 (the venue page, same booth chosen). */
export function PurchasedResourcesPage() {
  usePageTitle('已购资源');
  const purchased = usePurchasedResources();
  return (
    <AdminFrame title="已购资源" testId="purchased-resources-page">
      <ResponsiveQueryTable<PurchasedResource>
        query={purchased}
        spinWhile="pending"
        rowKey="top_physical_id"
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 640 }}
        empty={
          <EmptyBlock text="还没有已购资源：订单审核通过后，预订过的场地会出现在这里">
            <Link to={paths.venueList()}>
              <Button type="primary">去找场地</Button>
            </Link>
          </EmptyBlock>
        }
        columns={[
          {
            title: '场地',
            key: 'venue',
            render: (_, row) => (
              <div className={styles.venue}>
                {row.pic_url ? <img src={row.pic_url} alt="" width={64} height={51} className={styles.picture} /> : null}
                <div>
                  <Link to={paths.venue(row.top_physical_id)} className={styles.name}>
                    {row.name}
                  </Link>
                  <div className={styles.muted}>
                    {row.community_name} · {row.size}
                  </div>
                </div>
              </div>
            ),
          },
          { title: '最近使用日期', dataIndex: 'last_date', width: 130 },
          { title: '预订次数', dataIndex: 'times', width: 100 },
          {
            title: '操作',
            key: 'again',
            width: 120,
            render: (_, row) => (
              <Link to={`${paths.venue(row.top_physical_id)}?selling_resource_id=${row.selling_resource_id}`}>
                <Button type="primary" size="small">
                  再次预订
                </Button>
              </Link>
            ),
          },
        ]}
      />
    </AdminFrame>
  );
}
