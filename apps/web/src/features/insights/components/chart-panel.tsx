import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { Panel } from '@/shared/ui/page-frame';
import { downloadCsv, toCsv } from '../csv';
import { InsightsChart, type ChartSeries } from './insights-chart';
import styles from './insights.module.css';

export interface ChartTable {
  header: string[];
  /** Shown in the table (yuan with its sign and unit). */
  rows: ReactNode[][];
  /** The same numbers for the CSV (yuan as plain numbers). */
  csvRows: (string | number)[][];
}

/** A chart, its numbers as a table under it (the text alternative) and its CSV export. */
export function ChartPanel({
  title,
  fileName,
  categories,
  series,
  table,
  summary,
  valueLabels,
}: {
  title: string;
  fileName: string;
  categories: string[];
  series: ChartSeries[];
  table: ChartTable;
  summary: string;
  /** Values written on the bars (see InsightsChart). */
  valueLabels?: boolean;
}) {
  return (
    <Panel
      title={title}
      extra={
        <Button size="middle" className={styles.csv} onClick={() => downloadCsv(`${fileName}.csv`, toCsv(table.header, table.csvRows))}>
          导出CSV
        </Button>
      }
    >
      {categories.length === 0 ? (
        <p className={styles.empty}>所选期间暂无数据</p>
      ) : (
        <InsightsChart label={`${title}：${summary}`} categories={categories} series={series} valueLabels={valueLabels} />
      )}
      <details className={styles.tableBox}>
        <summary>查看数据表</summary>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.srOnly}>{title}</caption>
            <thead>
              <tr>
                {table.header.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((value, column) =>
                    column === 0 ? (
                      <th key={column} scope="row">
                        {value}
                      </th>
                    ) : (
                      <td key={column}>{value}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Panel>
  );
}

/** A row of headline figures. */
export function Figures({ items }: { items: { label: string; value: string; hint?: string }[] }) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
          {item.hint ? <dd className={styles.hint}>{item.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
