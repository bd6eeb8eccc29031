import type { ManagedResource } from '@vm/contracts/supplier-resources';
import { todayInShanghai } from '@vm/domain/business-date';
import { formatYuan } from '@vm/domain/money';
import Calendar from 'antd/es/calendar';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useBoothCalendar } from '../api/use-price-rules';
import { boothOptions } from './price-rule-form';
import styles from './price-calendar-preview.module.css';

const SOURCE_NAMES: Record<string, string> = { raised: '涨价', rule: '规则', special: '特价', term: '周期价', none: '无价格' };

/**
 * 价格日历: a booth's price on each date of a month, as the buyer's calendar computes it (raised price >
 * rule > special price > term price), marked with where the price comes from.
 */
export function PriceCalendarPreview({ resources }: { resources: readonly ManagedResource[] }) {
  const booths = resources.flatMap((resource) => resource.booths);
  const [boothId, setBoothId] = useState<number | undefined>(booths[0]?.id);
  const booth = booths.find((candidate) => candidate.id === boothId);
  const [termId, setTermId] = useState<number | undefined>(booth?.lease_term_type_id);
  const [month, setMonth] = useState<Dayjs>(() => dayjs(todayInShanghai(new Date())));
  const start = month.startOf('month').format('YYYY-MM-DD');
  const end = month.endOf('month').format('YYYY-MM-DD');
  const term = booth?.prices.some((price) => price.lease_term_type_id === termId) ? termId : booth?.lease_term_type_id;
  const calendar = useBoothCalendar(boothId, term, start, end);
  const byDate = new Map((calendar.data?.days ?? []).map((day) => [day.date, day]));

  return (
    <div data-testid="price-calendar">
      <div className={styles.pickers}>
        <Select aria-label="预览摊位" placeholder="选择摊位" value={boothId} onChange={(id: number) => setBoothId(id)} options={boothOptions(resources)} style={{ width: 320 }} />
        <Select
          aria-label="预览订购周期"
          value={term}
          onChange={(id: number) => setTermId(id)}
          options={(booth?.prices ?? []).map((price) => ({ value: price.lease_term_type_id, label: price.lease_term_type }))}
          style={{ width: 140 }}
        />
        <span className={styles.legend}>
          <i className={styles.rule} />规则 <i className={styles.raised} />涨价 <i className={styles.special} />特价 <i className={styles.closed} />不可售
        </span>
      </div>
      {calendar.isError && <p className={styles.error}>{errorMessage(calendar.error)}</p>}
      <Calendar
        value={month}
        onPanelChange={(next) => setMonth(next)}
        onSelect={(next, info) => info.source !== 'date' && setMonth(next)}
        mode="month"
        fullCellRender={(date, info) => {
          if (info.type !== 'date') return info.originNode;
          const key = date.format('YYYY-MM-DD');
          const day = byDate.get(key);
          const outside = date.month() !== month.month();
          const kind = day?.unavailable ? styles.closed : day ? styles[day.price_source] : '';
          return (
            <div className={`${styles.cell} ${outside ? styles.outside : ''}`} data-date={key} aria-label={day ? `${key} ${SOURCE_NAMES[day.price_source]} ${formatYuan(day.price)}` : key}>
              <div className={styles.dayNumber}>{date.date()}</div>
              {day && !outside && (
                <div className={`${styles.price} ${kind ?? ''}`}>
                  {day.unavailable ? '不可售' : day.price > 0 ? formatYuan(day.price) : '—'}
                  {day.held > 0 && <span className={styles.held}>已订{day.held}/{day.count}</span>}
                </div>
              )}
            </div>
          );
        }}
      />
    </div>
  );
}
