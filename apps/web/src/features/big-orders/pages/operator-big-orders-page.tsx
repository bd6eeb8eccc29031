import type { BigOrder } from '@vm/contracts/big-orders';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { formatYuan } from '@vm/domain/money';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { OperatorFrame, useIsOperator } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { BIG_ORDERS_PAGE_SIZE, useBigOrders } from '../api/big-order-queries';
import { BigOrderForm } from '../components/big-order-form';

const COLUMNS: ColumnsType<BigOrder> = [
  { title: '订单号', dataIndex: 'order_num', width: 150 },
  { title: '客户', key: 'buyer', width: 130, render: (_: unknown, row) => row.buyer.name || row.buyer.mobile },
  {
    title: '场地',
    key: 'lines',
    render: (_: unknown, row) => (
      <>
        {row.resources.map((item) => (
          <div key={item.id}>
            {item.field_name} · {item.size} · {item.datesStr}
            {item.count > 1 ? ` ×${item.count}` : ''} <Tag>{item.status_name}</Tag>
          </div>
        ))}
      </>
    ),
  },
  { title: '应付', dataIndex: 'actual_fee', width: 110, align: 'right', render: (fen: number) => <strong>{formatYuan(fen)}</strong> },
  { title: '状态', dataIndex: 'status_name', width: 80 },
  { title: '下单时间', dataIndex: 'created_at', width: 140, render: (value: string) => formatShanghaiTime(value) },
];

/** /admin/operator/big-orders: operator staff place a big order (大订单) for a key-account buyer and follow the ones placed. */
export function OperatorBigOrdersPage() {
  const isOperator = useIsOperator();
  const [page, setPage] = useState(1);
  const orders = useBigOrders(page, isOperator);

  return (
    <OperatorFrame title="大订单代下单" testId="operator-big-orders-page">
      <Panel title="代客户下大订单">
        <BigOrderForm onPlaced={() => setPage(1)} />
      </Panel>
      <Panel title="已下大订单">
        <QueryTable<BigOrder>
          query={orders}
          rowKey="id"
          size="middle"
          columns={COLUMNS}
          empty="暂无大订单"
          page={page}
          pageSize={BIG_ORDERS_PAGE_SIZE}
          onPageChange={setPage}
        />
      </Panel>
    </OperatorFrame>
  );
}
