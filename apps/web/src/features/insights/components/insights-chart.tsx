import { useEffect, useRef } from 'react';
import { echarts } from './echarts-setup';
import styles from './insights.module.css';

export interface ChartSeries {
  name: string;
  /** Values in display units (yuan for money). */
  data: number[];
  kind: 'bar' | 'line';
  unit: string;
  /** 0: the left axis, 1: the right axis. */
  axis?: 0 | 1;
}

const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1'];

/** A compact number for an axis label: 1.2万, 3,400. */
function axisNumber(value: number): string {
  return Math.abs(value) >= 10_000 ? `${(value / 10_000).toFixed(value % 10_000 === 0 ? 0 : 1)}万` : value.toLocaleString('zh-CN');
}

/**
 * A bar/line chart drawn by ECharts. The canvas is decoration for sighted readers: the figure carries an
 * aria-label and the page puts the same numbers in a table under it.
 */
export function InsightsChart({
  label,
  categories,
  series,
  height = 280,
  valueLabels = false,
}: {
  label: string;
  categories: string[];
  series: ChartSeries[];
  height?: number;
  /** Each bar's value written on it: for a few bars of very different sizes (the funnel), where a small bar is a sliver. */
  valueLabels?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const chart = echarts.init(element, undefined, { renderer: 'canvas' });
    const units = [...new Set(series.map((s) => s.unit))];
    const axisUnits = [series.find((s) => (s.axis ?? 0) === 0)?.unit ?? units[0] ?? '', series.find((s) => s.axis === 1)?.unit];
    chart.setOption({
      color: COLORS,
      grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
      legend: { top: 0, textStyle: { fontSize: 13 } },
      tooltip: {
        trigger: 'axis',
        valueFormatter: undefined,
        formatter: (params: { seriesIndex: number; axisValueLabel: string; marker: string; seriesName: string; value: number }[]) => {
          const lines = params.map((p) => {
            const unit = series[p.seriesIndex]?.unit ?? '';
            const value =
              unit === '元' ? `¥${Number(p.value).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : `${p.value}${unit}`;
            return `${p.marker}${p.seriesName}：${value}`;
          });
          return [params[0]?.axisValueLabel ?? '', ...lines].join('<br/>');
        },
      },
      // A few categories (the funnel's steps, cities): every label shown; a day axis thins its labels out.
      xAxis: { type: 'category', data: categories, axisLabel: { fontSize: 12, hideOverlap: true, interval: categories.length <= 8 ? 0 : 'auto' } },
      yAxis: axisUnits
        .filter((unit): unit is string => unit !== undefined)
        .map((unit, index) => ({
          type: 'value',
          name: `（${unit}）`,
          nameTextStyle: { fontSize: 12 },
          position: index === 0 ? 'left' : 'right',
          splitLine: { show: index === 0 },
          axisLabel: { fontSize: 12, formatter: axisNumber },
        })),
      series: series.map((s) => ({
        name: s.name,
        type: s.kind,
        data: s.data,
        yAxisIndex: s.axis === 1 && axisUnits[1] !== undefined ? 1 : 0,
        showSymbol: categories.length <= 31,
        barMaxWidth: 28,
        ...(valueLabels
          ? { label: { show: true, position: 'top', fontSize: 12, formatter: (p: { value: number }) => Number(p.value).toLocaleString('zh-CN') } }
          : {}),
      })),
    });
    const resize = () => chart.resize();
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(resize) : null;
    observer?.observe(element);
    window.addEventListener('resize', resize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [categories, series, valueLabels]);
  return <div ref={host} className={styles.chart} style={{ height }} role="img" aria-label={label} data-testid="insights-chart" />;
}
