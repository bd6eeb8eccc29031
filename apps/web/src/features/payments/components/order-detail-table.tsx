import type { PaymentOrder } from '@vm/contracts/orders';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import { ResponsiveTable, type ResponsiveColumn } from '@/shared/ui/responsive-table';
import { useState } from 'react';

type Line = PaymentOrder['resources'][number];

/** Sizes are stored as `3m*3m`; people read them as `3m x 3m` (docs/spec/product-spec.md "payment page"). */
export function sizeText(size: string): string {
  return size.replaceAll('*', 'x');
}

const COLUMNS: ResponsiveColumn<Line>[] = [
  { title: '场地名称', dataIndex: 'field_name', ellipsis: true, card: 'title' },
  { title: '尺寸', dataIndex: 'size', width: 140, render: (size: string) => sizeText(size) || '—' },
  { title: '租期类型', dataIndex: 'lease_term_type', width: 110 },
  { title: '自定义规格', dataIndex: 'custom_dimension', width: 160, render: (value: string) => value || '—' },
  { title: '开始时间', dataIndex: 'start', width: 130 },
];

/** The order's lines, folded away until asked for (payment and success pages). */
export function OrderDetailTable({ lines, initiallyOpen = false }: { lines: readonly Line[]; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div data-testid="order-detail">
      <Button type="link" style={{ paddingInline: 0 }} onClick={() => setOpen((value) => !value)} aria-expanded={open}>
        {open ? '收起订单详情' : '查看订单详情'} {open ? <UpOutlined /> : <DownOutlined />}
      </Button>
      {open && <ResponsiveTable<Line> size="small" rowKey="order_num" columns={COLUMNS} dataSource={[...lines]} pagination={false} style={{ marginTop: 8 }} />}
    </div>
  );
}
