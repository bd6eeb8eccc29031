import type { SellingResource } from '@vm/contracts/catalogue-venue';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import Tag from 'antd/es/tag';
import { priceLabel } from '@/shared/catalogue/price-label';
import { activityWindow } from './activity-window';

/** The activity booths of a venue: size, activity type, window, price per lease term and status. */
export function ActivityBooths({ booths }: { booths: SellingResource[] }) {
  return (
    <ResponsiveTable<SellingResource>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={booths}
      locale={{ emptyText: '该场地暂无活动摊位' }}
      columns={[
        {
          title: '摊位规格',
          key: 'size',
          render: (_, booth) => (
            <span>
              {booth.custom_name || booth.physical_resource_name}
              <br />
              <small style={{ color: 'var(--ink-3)' }}>{[booth.size, booth.custom_dimension].filter(Boolean).join(' / ') || '标准摊位'}</small>
            </span>
          ),
        },
        { title: '活动类型', key: 'type', render: (_, booth) => booth.activity_type?.display_name ?? '活动' },
        { title: '活动时间', key: 'window', render: (_, booth) => activityWindow(booth.activity_start_date, booth.deadline) },
        {
          title: '价格',
          key: 'price',
          card: 'amount',
          render: (_, booth) =>
            booth.is_enquiry || booth.selling_price.length === 0 ? (
              <span style={{ color: '#e4393c' }}>面议</span>
            ) : (
              booth.selling_price.map((price) => (
                <div key={price.lease_term_type_id}>
                  <span style={{ color: '#e4393c', fontWeight: 600 }}>{priceLabel(price.price)}</span>
                  <small style={{ color: 'var(--ink-3)' }}> / {price.lease_term_type}</small>
                </div>
              ))
            ),
        },
        { title: '数量', dataIndex: 'count', render: (count: number) => `${count} 个` },
        {
          title: '状态',
          key: 'status',
          card: 'status',
          render: (_, booth) => (booth.expired ? <Tag>已截止</Tag> : <Tag color="green">报名中</Tag>),
        },
      ]}
    />
  );
}
