import type { ManagedBooth } from '@vm/contracts/supplier-resources';
import { formatYuan } from '@vm/domain/money';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import Tag from 'antd/es/tag';

/** The booths of one venue, as the expanded row of the venue list shows them. */
export function BoothsTable({ booths }: { booths: ManagedBooth[] }) {
  return (
    <ResponsiveTable<ManagedBooth>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={booths}
      data-testid="booths-table"
      columns={[
        {
          title: '摊位',
          key: 'size',
          render: (_, booth) => (
            <span>
              {booth.size}
              {booth.custom_dimension && <span style={{ color: 'var(--ink-3)' }}>（{booth.custom_dimension}）</span>}
              {booth.is_enquiry && (
                <Tag color="purple" style={{ marginLeft: 6 }}>
                  询价
                </Tag>
              )}
            </span>
          ),
        },
        { title: '数量', dataIndex: 'count', width: 70 },
        {
          title: '周期价格',
          key: 'prices',
          card: 'amount',
          render: (_, booth) =>
            booth.prices.map((price) => (
              <div key={price.lease_term_type_id}>
                {price.lease_term_type} {formatYuan(price.price)}
                {price.deposit > 0 && <span style={{ color: 'var(--ink-3)' }}>（押金{formatYuan(price.deposit)}）</span>}
              </div>
            )),
        },
        { title: '起订/提前', key: 'limits', width: 150, render: (_, booth) => `${booth.minimum_booking_days}天起订 / 提前${booth.days_in_advance}天` },
        {
          title: '不可售日期',
          key: 'closed',
          width: 100,
          render: (_, booth) => (booth.unavailable_dates.length ? `${booth.unavailable_dates.length} 天` : '无'),
        },
        { title: '进行中订单', dataIndex: 'live_order_count', width: 100 },
        { title: '状态', key: 'state', width: 80, card: 'status', render: (_, booth) => (booth.is_online ? <Tag color="green">在售</Tag> : <Tag>已下架</Tag>) },
      ]}
    />
  );
}
