import type { OperatorInsights } from '@vm/contracts/insights';
import { conversionOf, type InsightsGroup } from '@vm/domain/insights';
import { formatYuan } from '@vm/domain/money';
import Segmented from 'antd/es/segmented';
import { useMemo, useState } from 'react';
import { LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { OperatorFrame, useIsOperator } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { useOperatorInsights } from '../api/insights-queries';
import { ChartPanel, Figures } from '../components/chart-panel';
import { PeriodPicker, usePeriod } from '../components/period-picker';
import { TopPanel } from '../components/top-panel';
import styles from '../components/insights.module.css';
import { fenToYuanCell } from '../csv';

const GROUPS: { value: InsightsGroup; label: string; column: string }[] = [
  { value: 'day', label: '按日', column: '日期' },
  { value: 'city', label: '按城市', column: '城市' },
  { value: 'category', label: '按品类', column: '品类' },
];

const percent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

function funnelRows(funnel: OperatorInsights['funnel']): [string, number][] {
  return [
    ['浏览', funnel.views],
    ['加入购物车', funnel.cart_adds],
    ['提交订单', funnel.orders],
    ['支付', funnel.paid],
  ];
}

function Insights() {
  const isOperator = useIsOperator();
  const [period, setPeriod] = usePeriod();
  const [groupBy, setGroupBy] = useState<InsightsGroup>('day');
  const insights = useOperatorInsights(period.from, period.to, groupBy, isOperator);
  const data = insights.data;
  const group = GROUPS.find((g) => g.value === groupBy)!;
  const labels = useMemo(() => data?.series.map((row) => (groupBy === 'day' ? row.key.slice(5) : row.name)) ?? [], [data, groupBy]);
  const moneySeries = useMemo(
    () => [
      { name: 'GMV', kind: 'bar' as const, unit: '元', data: data?.series.map((row) => row.gmv / 100) ?? [] },
      { name: '佣金', kind: 'bar' as const, unit: '元', data: data?.series.map((row) => row.commission / 100) ?? [] },
    ],
    [data],
  );
  const orderSeries = useMemo(
    () => [
      { name: '支付订单', kind: groupBy === 'day' ? ('line' as const) : ('bar' as const), unit: '单', data: data?.series.map((row) => row.paid_orders) ?? [] },
    ],
    [data, groupBy],
  );
  const funnel = data ? funnelRows(data.funnel) : [];
  const funnelLabels = useMemo(() => funnel.map(([label]) => label), [funnel.length]); // eslint-disable-line react-hooks/exhaustive-deps
  const funnelSeries = useMemo(() => [{ name: '人次', kind: 'bar' as const, unit: '次', data: funnel.map(([, value]) => value) }], [data]); // eslint-disable-line react-hooks/exhaustive-deps
  const rowName = (row: OperatorInsights['series'][number]) => (groupBy === 'day' ? row.key : row.name);
  return (
    <>
      <Panel title="统计期间">
        <div className={styles.picker}>
          <PeriodPicker value={period} onChange={setPeriod} />
          <Segmented<InsightsGroup>
            aria-label="分组方式"
            value={groupBy}
            options={GROUPS.map((g) => ({ value: g.value, label: g.label }))}
            onChange={setGroupBy}
          />
        </div>
      </Panel>
      {insights.isError ? (
        <LoadError error={insights.error} onRetry={() => void insights.refetch()} />
      ) : !data ? (
        <RowsSkeleton rows={4} />
      ) : (
        <>
          <Panel title="平台概况">
            <Figures
              items={[
                { label: 'GMV（租金）', value: formatYuan(data.totals.gmv) },
                { label: '支付订单', value: `${data.totals.paid_orders} 单` },
                { label: '佣金收入', value: formatYuan(data.totals.commission) },
                { label: '退款', value: formatYuan(data.totals.refunds) },
                { label: '下单买家', value: `${data.totals.buyers} 人` },
                { label: '审核中位时长', value: `${data.review.median_minutes} 分钟`, hint: `超时未审 ${data.review.overdue} 单` },
              ]}
            />
          </Panel>
          <ChartPanel
            title={`GMV与佣金（${group.label}）`}
            fileName={`GMV与佣金_${group.value}_${period.from}_${period.to}`}
            categories={labels}
            series={moneySeries}
            summary={`GMV ${formatYuan(data.totals.gmv)}，佣金 ${formatYuan(data.totals.commission)}`}
            table={{
              header: [group.column, 'GMV（元）', '佣金（元）'],
              rows: data.series.map((row) => [rowName(row), formatYuan(row.gmv), formatYuan(row.commission)]),
              csvRows: data.series.map((row) => [rowName(row), fenToYuanCell(row.gmv), fenToYuanCell(row.commission)]),
            }}
          />
          <ChartPanel
            title={`支付订单（${group.label}）`}
            fileName={`支付订单_${group.value}_${period.from}_${period.to}`}
            categories={labels}
            series={orderSeries}
            summary={`共 ${data.totals.paid_orders} 单`}
            table={{
              header: [group.column, '支付订单（单）'],
              rows: data.series.map((row) => [rowName(row), row.paid_orders]),
              csvRows: data.series.map((row) => [rowName(row), row.paid_orders]),
            }}
          />
          <ChartPanel
            title="转化漏斗"
            fileName={`转化漏斗_${period.from}_${period.to}`}
            valueLabels
            categories={funnelLabels}
            series={funnelSeries}
            summary={funnel.map(([label, value]) => `${label} ${value}`).join('，')}
            table={{
              header: ['环节', '数量', '占浏览'],
              rows: funnel.map(([label, value]) => [label, value, percent(conversionOf(value, data.funnel.views))]),
              csvRows: funnel.map(([label, value]) => [label, value, percent(conversionOf(value, data.funnel.views))]),
            }}
          />
          <TopPanel
            title="GMV前十场地"
            nameColumn="场地"
            detailColumns={['城市', '供应商']}
            fileName={`GMV前十场地_${period.from}_${period.to}`}
            testId="insights-top-venues"
            rows={data.top_venues.map((venue) => ({
              key: venue.physical_resource_id,
              name: venue.name,
              details: [venue.city, venue.supplier_name],
              gmv: venue.gmv,
              paid_orders: venue.paid_orders,
            }))}
          />
          <TopPanel
            title="GMV前十供应商"
            nameColumn="供应商"
            fileName={`GMV前十供应商_${period.from}_${period.to}`}
            testId="insights-top-suppliers"
            rows={data.top_suppliers.map((supplier) => ({
              key: supplier.supplier_id,
              name: supplier.name,
              gmv: supplier.gmv,
              paid_orders: supplier.paid_orders,
            }))}
          />
        </>
      )}
    </>
  );
}

/**
 * /admin/operator/insights (数据分析): GMV, paid orders, commission and refunds by day, city or category; the funnel;
 * review times; the top venues and suppliers by GMV.
 */
export function OperatorInsightsPage() {
  return (
    <OperatorFrame title="数据分析" testId="operator-insights-page">
      <Insights />
    </OperatorFrame>
  );
}
