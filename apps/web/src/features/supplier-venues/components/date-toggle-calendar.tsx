import { todayInShanghai } from '@vm/domain/business-date';
import Calendar from 'antd/es/calendar';
import Tag from 'antd/es/tag';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import styles from './date-toggle-calendar.module.css';

export interface DateToggleCalendarProps {
  /** Chosen dates, `YYYY-MM-DD` (works as an antd Form.Item child). */
  value?: string[];
  onChange?: (dates: string[]) => void;
  /** The calendar's accessible name, e.g. 不可售日期. */
  label: string;
}

/**
 * A month calendar where a click closes or reopens a date (the booth's unavailable dates). Past dates
 * cannot be changed; the chosen dates also show as tags below, each with a remove cross.
 */
export function DateToggleCalendar({ value = [], onChange, label }: DateToggleCalendarProps) {
  const today = todayInShanghai(new Date());
  const [month, setMonth] = useState<Dayjs>(() => dayjs(today));
  const chosen = new Set(value);
  const toggle = (date: string) => {
    if (date < today) return;
    onChange?.(chosen.has(date) ? value.filter((held) => held !== date) : [...value, date].sort());
  };
  const upcoming = value.filter((date) => date >= today);

  return (
    <div className={styles.box} role="group" aria-label={label}>
      <Calendar
        fullscreen={false}
        value={month}
        onPanelChange={(next) => setMonth(next)}
        onSelect={(next, info) => {
          setMonth(next);
          if (info.source === 'date') toggle(next.format('YYYY-MM-DD'));
        }}
        disabledDate={(day) => day.format('YYYY-MM-DD') < today}
        fullCellRender={(day, info) => {
          if (info.type !== 'date') return info.originNode;
          const date = day.format('YYYY-MM-DD');
          const closed = chosen.has(date);
          const outside = day.month() !== month.month();
          return (
            <div
              className={`${styles.cell} ${closed ? styles.closed : ''} ${outside ? styles.outside : ''}`}
              data-date={date}
              aria-label={`${date}${closed ? ' 不可售' : ''}`}
              aria-pressed={closed}
            >
              {day.date()}
            </div>
          );
        }}
      />
      <div className={styles.chosen} data-testid="closed-dates">
        {upcoming.length === 0 ? (
          <span className={styles.hint}>点击日期设为不可售，再次点击恢复</span>
        ) : (
          upcoming.map((date) => (
            <Tag key={date} closable onClose={() => toggle(date)} color="red">
              {date}
            </Tag>
          ))
        )}
      </div>
    </div>
  );
}
