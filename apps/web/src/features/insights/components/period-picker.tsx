import { addDays, diffDays, todayInShanghai } from '@vm/domain/business-date';
import { INSIGHTS_MAX_DAYS } from '@vm/domain/insights';
import DatePicker from 'antd/es/date-picker';
import Segmented from 'antd/es/segmented';
import dayjs from 'dayjs';
import { useState } from 'react';
import styles from './insights.module.css';

export interface Period {
  from: string;
  to: string;
}

const PRESETS = [
  { value: 7, label: '近7天' },
  { value: 30, label: '近30天' },
  { value: 90, label: '近90天' },
  { value: 365, label: '近一年' },
] as const;

/** The last `days` Shanghai days, today included. */
export function lastDays(days: number, now = new Date()): Period {
  const to = todayInShanghai(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** The period state of an insights page: 近30天 at first. */
export function usePeriod(): [Period, (period: Period) => void] {
  const [period, setPeriod] = useState<Period>(() => lastDays(30));
  return [period, setPeriod];
}

/** Presets and a date range (both ends included, at most 366 days). */
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const today = todayInShanghai(new Date());
  const preset = PRESETS.find((p) => value.to === today && diffDays(value.from, value.to) + 1 === p.value)?.value ?? 0;
  return (
    <div className={styles.picker}>
      <Segmented<number>
        aria-label="统计期间"
        value={preset}
        options={[...PRESETS.map((p) => ({ value: p.value, label: p.label })), ...(preset === 0 ? [{ value: 0, label: '自定义' }] : [])]}
        onChange={(days) => {
          if (days > 0) onChange(lastDays(days));
        }}
      />
      <DatePicker.RangePicker
        aria-label="自定义期间"
        allowClear={false}
        value={[dayjs(value.from), dayjs(value.to)]}
        disabledDate={(day) => day.format('YYYY-MM-DD') > today}
        inputReadOnly
        onChange={(range) => {
          const [start, end] = range ?? [];
          if (!start || !end) return;
          let from = start.format('YYYY-MM-DD');
          const to = end.format('YYYY-MM-DD');
          if (diffDays(from, to) + 1 > INSIGHTS_MAX_DAYS) from = addDays(to, -(INSIGHTS_MAX_DAYS - 1));
          onChange({ from, to });
        }}
      />
    </div>
  );
}
