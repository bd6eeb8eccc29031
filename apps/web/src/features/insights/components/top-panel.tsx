import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import { Panel } from '@/shared/ui/page-frame';
import { ResponsiveTable, type ResponsiveColumn } from '@/shared/ui/responsive-table';
import { downloadCsv, fenToYuanCell, toCsv } from '../csv';
import styles from './insights.module.css';

/** One ranked row: a venue or a supplier with its GMV and paid orders of the period. */
export interface TopRow {
  key: number;
  name: string;
  /** The values of the panel's `detailColumns` (a venue's city and supplier), in their order. */
  details?: string[];
  gmv: number;
  paid_orders: number;
}

type Ranked = TopRow & { rank: number };

/**
 * A top list (top venues or suppliers by GMV) as a table that turns into cards on a phone, with the GMV
 * never hidden, and its CSV export (rank, name, detail, GMV in yuan, paid orders).
 */
export function TopPanel({
  title,
  nameColumn,
  detailColumns = [],
  fileName,
  rows,
  testId,
}: {
  title: string;
  nameColumn: string;
  detailColumns?: string[];
  fileName: string;
  rows: TopRow[];
  testId: string;
}) {
  const ranked: Ranked[] = rows.map((row, index) => ({ ...row, rank: index + 1 }));
  const columns: ResponsiveColumn<Ranked>[] = [
    // The rank leads the name (a card's heading on a phone).
    { title: nameColumn, dataIndex: 'name', card: 'title', render: (name: string, row) => `${row.rank}. ${name}` },
    ...detailColumns.map((title, index): ResponsiveColumn<Ranked> => ({
      title,
      key: `detail-${index}`,
      render: (_: unknown, row: Ranked) => row.details?.[index] || '—',
    })),
    { title: 'GMV', dataIndex: 'gmv', align: 'right', card: 'amount', render: (fen: number) => formatYuan(fen) },
    { title: '支付订单', dataIndex: 'paid_orders', align: 'right', render: (count: number) => `${count} 单` },
  ];
  const header = ['排名', nameColumn, ...detailColumns, 'GMV（元）', '支付订单（单）'];
  const csvRows = ranked.map((row) => [
    row.rank,
    row.name,
    ...detailColumns.map((_, index) => row.details?.[index] ?? ''),
    fenToYuanCell(row.gmv),
    row.paid_orders,
  ]);
  return (
    <Panel
      title={title}
      extra={
        <Button className={styles.csv} onClick={() => downloadCsv(`${fileName}.csv`, toCsv(header, csvRows))}>
          导出CSV
        </Button>
      }
    >
      <ResponsiveTable<Ranked>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={ranked}
        pagination={false}
        locale={{ emptyText: '所选期间暂无成交' }}
        data-testid={testId}
      />
    </Panel>
  );
}
