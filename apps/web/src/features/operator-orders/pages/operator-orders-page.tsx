import type { OperatorOrderRow } from '@vm/contracts/operator-console';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { formatYuan } from '@vm/domain/money';
import { ORDER_STATUS_NAMES, ORDER_STATUSES, type OrderStatus } from '@vm/domain/order-status';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCities } from '@/shared/city/current-city';
import { toast } from '@/shared/ui/feedback';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { QueryTable } from '@/shared/ui/query-table';
import { downloadOrdersCsv, ORDERS_PAGE_SIZE, useOperatorOrders, type OrderFilter } from '../api/operator-order-queries';

const STATUS_COLORS: Partial<Record<OrderStatus, string>> = {
  submitted: 'gold',
  paid: 'orange',
  approved: 'blue',
  executing: 'processing',
  finished: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** /admin/operator/orders: every sub-order, filtered by status, city, supplier, date, order number or buyer; CSV export. */
export function OperatorOrdersPage() {
  const cities = useCities();
  const [draft, setDraft] = useState<OrderFilter>({});
  const [filter, setFilter] = useState<OrderFilter>({});
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const orders = useOperatorOrders(filter, page);

  const apply = () => {
    setFilter(Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined && value !== '')) as OrderFilter);
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadOrdersCsv(filter);
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : '导出失败，请稍后再试');
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<OperatorOrderRow> = [
    {
      title: '子订单号',
      dataIndex: 'item_order_num',
      width: 170,
      render: (value: string, row) => (
        <>
          <div>{value}</div>
          <div style={{ fontSize: 12, color: 'var(--ink-3)' }}>{formatShanghaiTime(row.created_at)}</div>
        </>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (value: OrderStatus) => <Tag color={STATUS_COLORS[value]}>{ORDER_STATUS_NAMES[value] ?? value}</Tag>,
    },
    {
      title: '场地',
      key: 'venue',
      render: (_: unknown, row) => (
        <>
          <div>{row.field_name}</div>
          <div style={{ fontSize: 12, color: 'var(--ink-3)' }}>
            {row.city} · {row.community}
          </div>
        </>
      ),
    },
    {
      title: '档期',
      key: 'dates',
      width: 120,
      render: (_: unknown, row) => (row.first_date === row.last_date ? row.first_date : `${row.first_date} 至 ${row.last_date}`),
    },
    { title: '金额', dataIndex: 'payable', width: 100, align: 'right', render: (fen: number) => formatYuan(fen) },
    {
      title: '买家',
      key: 'buyer',
      width: 120,
      render: (_: unknown, row) => (
        <>
          {row.buyer.mobile}
          <div style={{ fontSize: 12, color: 'var(--ink-3)' }}>{row.buyer.name}</div>
        </>
      ),
    },
    {
      title: '供应商',
      key: 'supplier',
      width: 120,
      render: (_: unknown, row) => (
        <>
          {row.supplier.mobile}
          <div style={{ fontSize: 12, color: 'var(--ink-3)' }}>{row.supplier.name}</div>
        </>
      ),
    },
  ];

  const range = (values: [Dayjs | null, Dayjs | null] | null) =>
    setDraft((current) => ({ ...current, start: values?.[0]?.format('YYYY-MM-DD'), end: values?.[1]?.format('YYYY-MM-DD') }));

  return (
    <OperatorFrame title="订单总览" testId="operator-orders-page">
      <Panel
        title="订单总览"
        extra={
          <Button onClick={() => void exportCsv()} loading={exporting}>
            导出 CSV
          </Button>
        }
      >
        <Space wrap style={{ marginBottom: 16 }}>
          <Select<string>
            style={{ width: 120 }}
            aria-label="订单状态"
            value={draft.status ?? ''}
            options={[{ value: '', label: '全部状态' }, ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_NAMES[status] }))]}
            onChange={(value) => setDraft((current) => ({ ...current, status: value || undefined }))}
          />
          <Select<number | 0>
            style={{ width: 110 }}
            aria-label="城市"
            value={draft.city_id ?? 0}
            options={[{ value: 0, label: '全部城市' }, ...(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))]}
            onChange={(value) => setDraft((current) => ({ ...current, city_id: value || undefined }))}
          />
          <Input
            style={{ width: 170 }}
            placeholder="供应商手机号/名称"
            maxLength={24}
            value={draft.supplier ?? ''}
            onChange={(event) => setDraft((current) => ({ ...current, supplier: event.target.value.trim() }))}
          />
          <Input
            style={{ width: 190 }}
            placeholder="订单号/买家手机号"
            maxLength={28}
            value={draft.keyword ?? ''}
            onChange={(event) => setDraft((current) => ({ ...current, keyword: event.target.value.trim() }))}
          />
          <DatePicker.RangePicker placeholder={['下单开始日期', '结束日期']} onChange={(values) => range(values as [Dayjs | null, Dayjs | null] | null)} />
          <Button type="primary" onClick={apply}>
            查询
          </Button>
        </Space>
        <QueryTable<OperatorOrderRow>
          query={orders}
          rowKey="order_item_id"
          size="middle"
          columns={columns}
          empty="没有符合条件的订单"
          page={page}
          pageSize={ORDERS_PAGE_SIZE}
          onPageChange={setPage}
          pagerOptions={{ showTotal: (total) => `共 ${total} 条` }}
        />
      </Panel>
    </OperatorFrame>
  );
}
