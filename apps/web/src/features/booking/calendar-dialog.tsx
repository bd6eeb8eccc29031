import type { SellingResource } from '@vm/contracts/catalogue-venue';
import { calendarNavigationEnd } from '@vm/domain/availability';
import type { BusinessDate } from '@vm/domain/business-date';
import { SELECTION_MESSAGES, toggleCalendarDate, validateSelection } from '@vm/domain/date-selection';
import { datesCovered, isPeriodTerm, periodEndDate } from '@vm/domain/lease-terms';
import { formatYuan } from '@vm/domain/money';
import { CALENDAR_MESSAGES } from '@vm/domain/validation-messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useMemo, useState } from 'react';
import { addMonths, monthEnd, monthOf, monthStart, type MonthKey } from './calendar-months';
import styles from './calendar-dialog.module.css';
import { MonthGrid, type CalendarDay } from './month-grid';
import { selectionTotals } from './order-line';
import { useBoothCalendar } from './use-booth-calendar';

export interface CalendarDialogProps {
  open: boolean;
  resource: SellingResource;
  leaseTermId: number;
  today: BusinessDate;
  units: number;
  /** Dates already chosen (period starts for ids 3–8). */
  initialDates: readonly BusinessDate[];
  onConfirm: (dates: BusinessDate[]) => void;
  onCancel: () => void;
}

/**
 * The two-month booking calendar (docs/spec/product-spec.md "Calendar dialog"); on a phone a sheet from the bottom of
 * the screen showing one month at a time (calendar-dialog.module.css). Availability and price of each date
 * come from the calendar endpoint; what a click selects, and whether the choice can be confirmed, are
 * the domain's toggleCalendarDate and validateSelection.
 */
export function CalendarDialog(props: CalendarDialogProps) {
  return (
    <Modal open={props.open} title="选择日期" width={820} rootClassName={styles.sheet} onCancel={props.onCancel} footer={null} destroyOnHidden>
      {props.open && <CalendarBody {...props} />}
    </Modal>
  );
}

/** The month of the first bookable date, kept within the months the calendar may show; `fallback` when none is. */
function firstBookableMonth(days: readonly { date: string; available: boolean }[], fallback: MonthKey, last: MonthKey): MonthKey {
  const date = days.find((day) => day.available)?.date;
  if (!date) return fallback;
  const month = monthOf(date);
  return month > last ? last : month < fallback ? fallback : month;
}

function CalendarBody({ resource, leaseTermId, today, units, initialDates, onConfirm, onCancel }: CalendarDialogProps) {
  const firstAllowed = monthOf(today);
  // The second visible month may reach the navigation end (about one year ahead), no further.
  const lastFirst = addMonths(monthOf(calendarNavigationEnd(today)), -1);
  // With dates chosen, their month; else the first month with a bookable date (one look over the year
  // ahead), so the sheet never opens on a month with nothing to book. The buyer's paging sets it too.
  const [chosenFirst, setFirst] = useState<MonthKey | null>(() => (initialDates[0] ? monthOf(initialDates[0]) : null));
  const ahead = useBoothCalendar(resource.id, leaseTermId, today, calendarNavigationEnd(today), chosenFirst === null);
  const first = chosenFirst ?? (ahead.data ? firstBookableMonth(ahead.data.days, firstAllowed, lastFirst) : ahead.isError ? firstAllowed : null);
  const [draft, setDraft] = useState<BusinessDate[]>(() => [...initialDates]);
  const [error, setError] = useState<string | null>(null);
  const shown = first ?? firstAllowed;
  const second = addMonths(shown, 1);
  const calendar = useBoothCalendar(resource.id, leaseTermId, monthStart(shown), monthEnd(second), first !== null);

  const days = useMemo(() => new Map<BusinessDate, CalendarDay>((calendar.data?.days ?? []).map((day) => [day.date, day])), [calendar.data]);
  const period = isPeriodTerm(leaseTermId);
  const selected = new Set(draft);
  const covered = new Set(period && draft[0] ? datesCovered(draft[0], leaseTermId) : []);
  const minimum = period ? 1 : resource.minimum_booking_days;
  const totals = selectionTotals(resource, leaseTermId, draft, units);

  const pick = (date: BusinessDate) => {
    setError(null);
    setDraft((current) => toggleCalendarDate(current, date, leaseTermId, resource.minimum_booking_days, (d) => days.get(d)?.available === true));
  };

  const confirm = () => {
    // Units others already hold, as the calendar reported them, so asking for more than remain is caught here.
    const holds = new Map<BusinessDate, number>();
    if (!period) for (const day of days.values()) if (day.available) holds.set(day.date, resource.count - day.remaining);
    const problem = validateSelection(resource, leaseTermId, draft, holds, calendar.data?.today ?? today, units);
    if (problem) setError(problem.message);
    else onConfirm(draft);
  };

  return (
    <div data-testid="calendar-dialog">
      <div className={styles.toolbar}>
        <Button size="small" disabled={first === null || shown <= firstAllowed} onClick={() => setFirst(addMonths(shown, -1))}>
          上个月
        </Button>
        <span className={styles.hint}>
          {minimum > 1 ? SELECTION_MESSAGES.belowMinimum(minimum) : period ? '选择开始日期，整个周期一起预订' : '点击日期选择或取消'}
        </span>
        <Button size="small" disabled={first === null || shown >= lastFirst} onClick={() => setFirst(addMonths(shown, 1))}>
          下个月
        </Button>
      </div>
      {calendar.isError ? (
        <Alert type="error" showIcon title={CALENDAR_MESSAGES.initFailed} />
      ) : (
        <Spin spinning={first === null || calendar.isPending}>
          <div className={styles.months}>
            <MonthGrid month={shown} days={days} selected={selected} covered={covered} onPick={pick} />
            <MonthGrid month={second} days={days} selected={selected} covered={covered} onPick={pick} />
          </div>
          {[...days.values()].some((day) => day.weather) && (
            <p className={styles.weatherNote} data-testid="weather-note">
              户外场地显示未来7天天气预报
              {[...days.values()].some((day) => day.weather?.source === 'development') ? '（开发环境：模拟天气，非真实预报）' : '（和风天气）'}
            </p>
          )}
        </Spin>
      )}
      {error && <Alert className={styles.error} type="warning" showIcon role="alert" title={error} />}
      <div className={styles.footer} style={{ marginTop: 16 }}>
        <div className={styles.summary} data-testid="calendar-summary">
          {draft.length === 0 ? SELECTION_MESSAGES.noDates : period ? `${draft[0]} 至 ${periodEndDate(draft[0]!, leaseTermId)}` : `已选 ${draft.length} 天`}
          {totals && <span className={styles.total}> 合计 {formatYuan(totals.total_amount - totals.subsidy)}</span>}
        </div>
        <div>
          <Button onClick={onCancel} style={{ marginRight: 8 }}>
            取消
          </Button>
          <Button type="primary" onClick={confirm}>
            确定
          </Button>
        </div>
      </div>
    </div>
  );
}
