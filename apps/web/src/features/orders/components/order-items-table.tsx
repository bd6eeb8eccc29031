import type { OrderItemView } from '@vm/contracts/orders';
import { formatYuan } from '@vm/domain/money';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { orderStatusColor } from './order-status-color';

/** "3*6" reads 3x6 (product-spec: size shown with x). */
const sizeText = (size: string) => size.replaceAll('*', 'x');

/** The sub-orders of an order: number, venue, size, term, dates, money and status (with a rejection reason). */
export function OrderItemsTable({ items }: { items: OrderItemView[] }) {
  return (
    <Table<OrderItemView>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      columns={[
        { title: '子订单号', dataIndex: 'order_num', width: 190 },
        { title: '场地', dataIndex: 'field_name' },
        { title: '规格', dataIndex: 'size', width: 80, render: (size: string) => sizeText(size) },
        { title: '租期', dataIndex: 'lease_term_type', width: 80 },
        { title: '日期', dataIndex: 'datesStr', render: (text: string) => <span style={{ fontSize: 13 }}>{text}</span> },
        { title: '应付', dataIndex: 'payable', width: 110, render: (fen: number) => formatYuan(fen) },
        {
          title: '状态',
          dataIndex: 'status_name',
          width: 150,
          render: (name: string, item) => (
            <>
              <Tag color={orderStatusColor(item.status)}>{name}</Tag>
              {item.reject_reason && <div style={{ color: '#f53f3f', fontSize: 12 }}>拒绝原因：{item.reject_reason}</div>}
            </>
          ),
        },
      ]}
    />
  );
}
