import type { DemandOption } from '@vm/contracts/demands';
import { orderedDateRange } from '@vm/domain/demand-form';
import type { DemandHallFilters } from '@vm/domain/demands';
import { swapIfReversed } from '@vm/domain/validation';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import styles from './hall-filter-bar.module.css';

interface HallFilterBarProps {
  filters: DemandHallFilters;
  cities: readonly DemandOption[];
  communityTypes: readonly DemandOption[];
  today: string;
  /** New filters (page back to 1). */
  onChange: (next: DemandHallFilters) => void;
}

const budgetText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The hall's filters (docs/spec/product-spec.md sections 2 and 5): city, community type, dates (past days disabled;
 * a start after the end clears the end) and the budget range (numbers only — anything else is cleared —
 * and a minimum above the maximum is swapped), applied on blur or Enter.
 */
export function HallFilterBar({ filters, cities, communityTypes, today, onChange }: HallFilterBarProps) {
  const [budget, setBudget] = useState({ min: budgetText(filters.min_single_field_budget), max: budgetText(filters.max_single_field_budget) });
  // The budget in the URL; when it changes from elsewhere (the back button) the boxes show it. A change
  // this bar pushed itself leaves them alone: the person may already be typing the other box.
  const urlBudget = `${budgetText(filters.min_single_field_budget)}|${budgetText(filters.max_single_field_budget)}`;
  const [seenBudget, setSeenBudget] = useState(urlBudget);
  const pushedBudget = useRef(urlBudget);
  if (seenBudget !== urlBudget) {
    setSeenBudget(urlBudget);
    if (pushedBudget.current !== urlBudget) setBudget({ min: budgetText(filters.min_single_field_budget), max: budgetText(filters.max_single_field_budget) });
  }
  const change = (patch: Partial<DemandHallFilters>) => {
    const next: DemandHallFilters = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof DemandHallFilters)[]) if (next[key] === undefined) delete next[key];
    delete next.page;
    onChange(next);
  };

  /** Not a number: cleared; a reversed range: swapped (docs/spec/product-spec.md section 5 "Filters"). */
  const applyBudget = () => {
    const range = swapIfReversed(budget.min, budget.max);
    setBudget({ min: budgetText(range.min), max: budgetText(range.max) });
    pushedBudget.current = `${budgetText(range.min)}|${budgetText(range.max)}`;
    if (range.min !== filters.min_single_field_budget || range.max !== filters.max_single_field_budget) {
      change({ min_single_field_budget: range.min, max_single_field_budget: range.max });
    }
  };

  const setDate = (which: 'start' | 'end') => (value: Dayjs | null) => {
    const date = value ? value.format('YYYY-MM-DD') : undefined;
    const dates = orderedDateRange(which === 'start' ? date : filters.start, which === 'end' ? date : filters.end);
    change({ start: dates.start, end: dates.end });
  };

  const pastDay = (day: Dayjs) => day.format('YYYY-MM-DD') < today;
  return (
    <div className={styles.bar} data-testid="hall-filters">
      <Select
        aria-label="城市"
        className={styles.select}
        value={filters.page_city_id ?? 0}
        options={[{ value: 0, label: '全部城市' }, ...cities.map((city) => ({ value: city.id, label: city.name }))]}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(value: number) => change({ page_city_id: value || undefined })}
      />
      <Select
        aria-label="社区类型"
        className={styles.select}
        value={filters.community_type_id ?? 0}
        options={[{ value: 0, label: '全部社区类型' }, ...communityTypes.map((type) => ({ value: type.id, label: type.name }))]}
        onChange={(value: number) => change({ community_type_id: value || undefined })}
      />
      <div className={styles.group}>
        <DatePicker
          aria-label="开始日期"
          placeholder="开始日期"
          value={filters.start ? dayjs(filters.start) : null}
          disabledDate={pastDay}
          onChange={setDate('start')}
        />
        <span>至</span>
        <DatePicker
          aria-label="结束日期"
          placeholder="结束日期"
          value={filters.end ? dayjs(filters.end) : null}
          disabledDate={(day) => pastDay(day) || (filters.start !== undefined && day.format('YYYY-MM-DD') < filters.start)}
          onChange={setDate('end')}
        />
      </div>
      <div className={styles.group}>
        {(['min', 'max'] as const).map((key, index) => (
          <span key={key} className={styles.budget}>
            {index === 1 && <span>-</span>}
            <Input
              aria-label={key === 'min' ? '最低预算' : '最高预算'}
              placeholder={key === 'min' ? '最低预算' : '最高预算'}
              prefix="¥"
              maxLength={12}
              inputMode="decimal"
              value={budget[key]}
              onChange={(event) => setBudget((current) => ({ ...current, [key]: event.target.value }))}
              onBlur={applyBudget}
              onPressEnter={applyBudget}
            />
          </span>
        ))}
      </div>
      <Button
        onClick={() => {
          pushedBudget.current = '|';
          setBudget({ min: '', max: '' });
          onChange({});
        }}
      >
        清空筛选
      </Button>
    </div>
  );
}
