import type { ManagedResource } from '@vm/contracts/supplier-resources';
import { todayInShanghai } from '@vm/domain/business-date';
import { formatYuan } from '@vm/domain/money';
import { ruleCovers, type PriceRuleEntry } from '@vm/domain/price-rules';
import type { ManagedCalendar } from '@vm/contracts/supplier-resources';
import Calendar from 'antd/es/calendar';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useBoothCalendar } from '../api/use-price-rules';
import { boothOptions } from './price-rule-form';
import styles from './price-calendar-preview.module.css';

const SOURCE_NAMES: Record<string, string> = { raised: '涨价', rule: '规则', special: '特价', term: '周期价', none: '无价格' };

/** A rule change to show before it is made: the rule (null for a new one) and what it becomes. */
export interface RuleChange {
  ruleId: number | null;
  next: PriceRuleEntry;
  boothIds: readonly number[];
  /** Only dates after this one change (ending a rule leaves today as it is). */
  from?: string;
}

/** What the change does to one date of the calendar: its new price, or the booth's own price back; null when nothing changes. */
export function changeOnDay(day: ManagedCalendar['days'][number], termId: number, change: RuleChange): string | null {
  if (day.unavailable || day.price_source === 'raised' || (change.from && day.date <= change.from)) return null;
  const wasThisRule = change.ruleId !== null && day.price_source === 'rule' && day.price_rule_id === change.ruleId;
  if (ruleCovers(change.next, termId, day.date)) {
    if (change.next.price !== null) return wasThisRule && day.price === change.next.price ? null : `→ ${formatYuan(change.next.price)}`;
    return `→ 上涨${change.next.raise_percent ?? 0}%`;
  }
  return wasThisRule ? '→ 恢复摊位价' : null;
}

/**
 * 价格日历: a booth's price on each date of a month, as the buyer's calendar computes it (raised price >
 * rule > special price > term price), marked with where the price comes from.
 */
export function PriceCalendarPreview({ resources, change }: { resources: readonly ManagedResource[]; change?: RuleChange }) {
  const booths = resources.flatMap((resource) => resource.booths);
  const [boothId, setBoothId] = useState<number | undefined>(change?.boothIds[0] ?? booths[0]?.id);
  const booth = booths.find((candidate) => candidate.id === boothId);
  const [termId, setTermId] = useState<number | undefined>(change?.next.lease_term_type_id ?? booth?.lease_term_type_id);
  const [month, setMonth] = useState<Dayjs>(() => {
    const today = todayInShanghai(new Date());
    return dayjs(change && change.next.start > today && !change.from ? change.next.start : today);
  });
  const start = month.startOf('month').format('YYYY-MM-DD');
  const end = month.endOf('month').format('YYYY-MM-DD');
  const term = booth?.prices.some((price) => price.lease_term_type_id === termId) ? termId : booth?.lease_term_type_id;
  const calendar = useBoothCalendar(boothId, term, start, end);
  const byDate = new Map((calendar.data?.days ?? []).map((day) => [day.date, day]));

  return (
    <div data-testid="price-calendar">
      <div className={styles.pickers}>
        <Select
          aria-label="预览摊位"
          placeholder="选择摊位"
          value={boothId}
          onChange={(id: number) => setBoothId(id)}
          options={boothOptions(resources)}
          style={{ width: 320 }}
        />
        <Select
          aria-label="预览订购周期"
          value={term}
          onChange={(id: number) => setTermId(id)}
          options={(booth?.prices ?? []).map((price) => ({ value: price.lease_term_type_id, label: price.lease_term_type }))}
          style={{ width: 140 }}
        />
        <span className={styles.legend}>
          <i className={styles.rule} />
          规则 <i className={styles.raised} />
          涨价 <i className={styles.special} />
          特价 <i className={styles.closed} />
          不可售
          {change && (
            <>
              <i className={styles.changed} />
              变更后
            </>
          )}
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
          const effect = day && change && term !== undefined && change.boothIds.includes(boothId ?? -1) ? changeOnDay(day, term, change) : null;
          return (
            <div
              className={`${styles.cell} ${outside ? styles.outside : ''}`}
              data-date={key}
              aria-label={day ? `${key} ${SOURCE_NAMES[day.price_source]} ${formatYuan(day.price)}${effect ? ` ${effect}` : ''}` : key}
            >
              <div className={styles.dayNumber}>{date.date()}</div>
              {day && !outside && (
                <div className={`${styles.price} ${kind ?? ''}`}>
                  {day.unavailable ? '不可售' : day.price > 0 ? formatYuan(day.price) : '—'}
                  {day.held > 0 && (
                    <span className={styles.held}>
                      已订{day.held}/{day.count}
                    </span>
                  )}
                </div>
              )}
              {effect && !outside && (
                <div className={`${styles.price} ${styles.changed}`} data-testid="price-change">
                  {effect}
                </div>
              )}
            </div>
          );
        }}
      />
    </div>
  );
}
