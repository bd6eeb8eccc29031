import type { OrderItemView } from '@vm/contracts/orders';
import { formatYuan } from '@vm/domain/money';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import styles from './order-items-table.module.css';
import { orderStatusColor } from './order-status-color';
import { paths } from '@/shared/paths';

/** "3*6" reads 3x6 (docs/spec/product-spec.md: size shown with x). */
const sizeText = (size: string) => size.replaceAll('*', 'x');

/** The sub-orders of an order: number, venue (its size and term under it), dates, money and status (with a rejection reason). */
export function OrderItemsTable({ items }: { items: OrderItemView[] }) {
  return (
    <ResponsiveTable<OrderItemView>
      rowKey="id"
      size="small"
      pagination={false}
      // Fixed layout: every order card in the list lines its columns up the same way.
      tableLayout="fixed"
      dataSource={items}
      columns={[
        { title: '子订单号', dataIndex: 'order_num', width: 170 },
        {
          // The size and the term under the venue's name (as the supplier's review list shows them): at 768 px
          // a fixed 规格 and 租期 column left the venue 0 px, its name drawn over theirs.
          title: '场地',
          dataIndex: 'field_name',
          className: styles.venue,
          card: 'title',
          render: (name: string, item) => (
            <>
              <Link to={paths.venue(item.top_physical_id)}>{name}</Link>
              <div className={styles.spec}>
                {sizeText(item.size)} · {item.lease_term_type}
              </div>
            </>
          ),
        },
        {
          title: '日期',
          dataIndex: 'datesStr',
          width: 130,
          // One date a line, never cut inside a date.
          render: (text: string) => (
            <span className={styles.dates}>
              {text.split('、').map((date, index, all) => (
                <span key={date} className={styles.date}>
                  {date}
                  {index < all.length - 1 ? '、' : ''}
                </span>
              ))}
            </span>
          ),
        },
        { title: '应付', dataIndex: 'payable', width: 110, card: 'amount', render: (fen: number) => formatYuan(fen) },
        {
          title: '状态',
          dataIndex: 'status_name',
          width: 120,
          card: 'status',
          render: (name: string, item) => (
            <>
              <Tag color={orderStatusColor(item.status)}>{name}</Tag>
              {item.reject_reason && (
                <div className={styles.note} style={{ color: '#f53f3f' }}>
                  拒绝原因：{item.reject_reason}
                </div>
              )}
              {item.status === 'finished' && (
                <div className={styles.note}>
                  <Link to={paths.commentEdit(item.id)}>评价</Link>
                </div>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
