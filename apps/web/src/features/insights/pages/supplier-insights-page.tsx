import type { SupplierInsights } from '@vm/contracts/insights';
import { conversionOf } from '@vm/domain/insights';
import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import { useMemo } from 'react';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { ResponsiveTable, type ResponsiveColumn } from '@/shared/ui/responsive-table';
import { useSupplierInsights } from '../api/insights-queries';
import { ChartPanel, Figures } from '../components/chart-panel';
import { PeriodPicker, usePeriod } from '../components/period-picker';
import styles from '../components/insights.module.css';
import { downloadCsv, fenToYuanCell, toCsv } from '../csv';

type VenueRow = SupplierInsights['by_venue'][number];

export const percent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;
const shortDay = (day: string): string => day.slice(5);

const venueColumns: ResponsiveColumn<VenueRow>[] = [
  { title: '场地', dataIndex: 'name', card: 'title' },
  { title: '成交额', dataIndex: 'gross', align: 'right', card: 'amount', render: (fen: number) => formatYuan(fen) },
  { title: '浏览（次）', dataIndex: 'views', align: 'right' },
  { title: '询价（条）', dataIndex: 'enquiries', align: 'right' },
  { title: '支付订单（单）', dataIndex: 'paid_orders', align: 'right' },
  { title: '转化率', key: 'conversion', align: 'right', render: (_: unknown, row: VenueRow) => percent(conversionOf(row.paid_orders, row.views)) },
  { title: '占用率', dataIndex: 'occupancy', align: 'right', render: (value: number) => percent(value) },
];

function Insights() {
  const [period, setPeriod] = usePeriod();
  const insights = useSupplierInsights(period.from, period.to);
  const data = insights.data;
  const days = useMemo(() => data?.series.map((row) => shortDay(row.key)) ?? [], [data]);
  const grossSeries = useMemo(() => [{ name: '成交额', kind: 'bar' as const, unit: '元', data: data?.series.map((row) => row.gross / 100) ?? [] }], [data]);
  const trafficSeries = useMemo(
    () => [
      { name: '浏览', kind: 'line' as const, unit: '次', data: data?.series.map((row) => row.views) ?? [] },
      { name: '支付订单', kind: 'line' as const, unit: '单', axis: 1 as const, data: data?.series.map((row) => row.paid_orders) ?? [] },
    ],
    [data],
  );
  return (
    <>
      <Panel title="统计期间">
        <PeriodPicker value={period} onChange={setPeriod} />
      </Panel>
      {insights.isError ? (
        <LoadError error={insights.error} onRetry={() => void insights.refetch()} />
      ) : !data ? (
        <RowsSkeleton rows={4} />
      ) : (
        <>
          <Panel title="经营概况">
            <Figures
              items={[
                { label: '浏览量', value: `${data.totals.views.toLocaleString('zh-CN')} 次` },
                { label: '询价', value: `${data.totals.enquiries} 条` },
                {
                  label: '支付订单',
                  value: `${data.totals.paid_orders} 单`,
                  hint: `转化率 ${percent(conversionOf(data.totals.paid_orders, data.totals.views))}`,
                },
                { label: '成交额（租金）', value: formatYuan(data.totals.gross) },
                { label: '净收入（扣佣金）', value: formatYuan(data.totals.net) },
              ]}
            />
          </Panel>
          <ChartPanel
            title="每日成交额"
            fileName={`每日成交额_${period.from}_${period.to}`}
            categories={days}
            series={grossSeries}
            summary={`共 ${formatYuan(data.totals.gross)}`}
            table={{
              header: ['日期', '成交额（元）'],
              rows: data.series.map((row) => [row.key, formatYuan(row.gross)]),
              csvRows: data.series.map((row) => [row.key, fenToYuanCell(row.gross)]),
            }}
          />
          <ChartPanel
            title="每日浏览与支付订单"
            fileName={`每日浏览与订单_${period.from}_${period.to}`}
            categories={days}
            series={trafficSeries}
            summary={`浏览 ${data.totals.views} 次，支付订单 ${data.totals.paid_orders} 单`}
            table={{
              header: ['日期', '浏览（次）', '支付订单（单）'],
              rows: data.series.map((row) => [row.key, row.views, row.paid_orders]),
              csvRows: data.series.map((row) => [row.key, row.views, row.paid_orders]),
            }}
          />
          <Panel
            title="各场地表现"
            extra={
              <Button
                className={styles.csv}
                onClick={() =>
                  downloadCsv(
                    `场地表现_${period.from}_${period.to}.csv`,
                    toCsv(
                      ['场地', '浏览（次）', '询价（条）', '支付订单（单）', '成交额（元）', '转化率', '占用率'],
                      data.by_venue.map((row) => [
                        row.name,
                        row.views,
                        row.enquiries,
                        row.paid_orders,
                        fenToYuanCell(row.gross),
                        percent(conversionOf(row.paid_orders, row.views)),
                        percent(row.occupancy),
                      ]),
                    ),
                  )
                }
              >
                导出CSV
              </Button>
            }
          >
            <ResponsiveTable<VenueRow>
              rowKey="physical_resource_id"
              size="small"
              columns={venueColumns}
              dataSource={[...data.by_venue].sort((a, b) => b.gross - a.gross || b.views - a.views)}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{ emptyText: '还没有场地' }}
              data-testid="insights-venues"
            />
          </Panel>
        </>
      )}
    </>
  );
}

/** /admin/supplier/insights (经营分析): views, enquiries, paid orders, gross and net by day, and per venue. */
export function SupplierInsightsPage() {
  return (
    <AdminFrame title="经营分析" testId="supplier-insights-page">
      <SupplierGate what="查看经营分析" permission="orders">
        <Insights />
      </SupplierGate>
    </AdminFrame>
  );
}
