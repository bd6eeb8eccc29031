import type { SupplierOrderItem } from '@vm/contracts/order-items';
import { formatYuan } from '@vm/domain/money';
import { supplierAmountOf } from '@vm/domain/settlement';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import styles from './supplier-items-table.module.css';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/** The supplier's sub-orders; reviewable ones (待审核: domain isReviewable, decided by the server) carry approve and deny buttons. */
export function SupplierItemsTable({
  items,
  extra,
  busyId,
  onApprove,
  onDeny,
}: {
  items: SupplierOrderItem[];
  /** One more column, given by the page's composition (the sub-order's lease contract). */
  extra?: { title: string; width?: number; render: (item: SupplierOrderItem) => ReactNode };
  busyId: number | null;
  onApprove: (item: SupplierOrderItem) => void;
  onDeny: (item: SupplierOrderItem) => void;
}) {
  return (
    <ResponsiveTable<SupplierOrderItem>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={items}
      data-testid="supplier-items"
      columns={[
        { title: '子订单号', dataIndex: 'order_num', width: 160 },
        {
          title: '场地',
          dataIndex: 'field_name',
          card: 'title',
          render: (name: string, item) => (
            <>
              <div>{name}</div>
              <div style={{ color: '#68707c', fontSize: 12, fontWeight: 400 }}>
                {item.size.replaceAll('*', 'x')} · {item.lease_term_type} · {item.count}个
              </div>
            </>
          ),
        },
        {
          title: '日期',
          dataIndex: 'datesStr',
          width: 130,
          className: styles.dates,
          // One date a line, never cut inside a date (a row of four dates was 322 px wide at 768 px).
          render: (text: string) =>
            text.split('、').map((date, index, all) => (
              <span key={date} className={styles.date}>
                {date}
                {index < all.length - 1 ? '、' : ''}
              </span>
            )),
        },
        { title: '买家', key: 'buyer', width: 120, render: (_, item) => `${item.order.contact} ${item.order.mobile}` },
        { title: '金额', key: 'amount', width: 100, card: 'amount', className: styles.amount, render: (_, item) => formatYuan(supplierAmountOf(item)) },
        {
          title: '状态',
          dataIndex: 'status_name',
          width: 130,
          card: 'status',
          render: (name: string, item) => (
            <>
              <Tag color={item.status === 'paid' ? 'blue' : item.status === 'rejected' ? 'red' : 'default'}>{name}</Tag>
              {item.status === 'paid' && item.review_deadline && <div style={{ color: '#fa8c16', fontSize: 12 }}>请于 {when(item.review_deadline)} 前审核</div>}
              {item.reject_reason && <div style={{ color: '#f53f3f', fontSize: 12 }}>原因：{item.reject_reason}</div>}
            </>
          ),
        },
        ...(extra
          ? [{ title: extra.title, key: 'extra', width: extra.width ?? 100, render: (_: unknown, item: SupplierOrderItem) => extra.render(item) }]
          : []),
        {
          title: '操作',
          key: 'actions',
          width: 130,
          className: styles.actions,
          render: (_, item) =>
            item.reviewable ? (
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button type="primary" size="small" loading={busyId === item.id} onClick={() => onApprove(item)}>
                  通过
                </Button>
                <Button danger size="small" disabled={busyId === item.id} onClick={() => onDeny(item)}>
                  拒绝
                </Button>
              </div>
            ) : null,
        },
      ]}
    />
  );
}
