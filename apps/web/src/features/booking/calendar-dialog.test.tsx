import type { SellingResource } from '@vm/contracts/catalogue-venue';
import { addDays } from '@vm/domain/business-date';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { CalendarDialog } from './calendar-dialog';
import { calendarDays } from '@vm/domain/availability';
import { booth, calendarApi, today } from './test-booths';

function renderCalendar(resource: SellingResource, leaseTermId = 9, onConfirm = vi.fn()) {
  renderWithApp(
    <CalendarDialog
      open
      resource={resource}
      leaseTermId={leaseTermId}
      today={today()}
      units={1}
      initialDates={[]}
      onConfirm={onConfirm}
      onCancel={() => undefined}
    />,
  );
  return onConfirm;
}

const day = (date: string) => screen.getByRole('button', { name: new RegExp(`^${date} `) });

const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const pressed = (element: HTMLElement) => element.getAttribute('aria-pressed') === 'true';

/** Pages back (上个月) until `date`'s month is on screen: the dialog opens on the first month with a bookable date. */
async function showMonthOf(date: string) {
  const user = userEvent.setup();
  while (!screen.queryByTestId(`month-${date.slice(0, 7)}`)) await user.click(screen.getByRole('button', { name: '上个月' }));
  await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(`^${date} `) })).toBeTruthy());
}

/** Waits until the calendar answered (a bookable date shows its price). */
async function loaded(date: string) {
  await waitFor(() => expect((day(date) as HTMLButtonElement).disabled).toBe(false));
}

describe('calendar dialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows price per date and disables past, too-soon and closed dates', async () => {
    const closed = addDays(today(), 6);
    const resource = booth({ unavailable_dates: [closed], special_price: [{ date: addDays(today(), 7), price: 40_000 }] });
    calendarApi([resource]);
    renderCalendar(resource);
    await loaded(addDays(today(), 5));
    await showMonthOf(today());
    await loaded(addDays(today(), 5));
    expect(day(addDays(today(), 5)).textContent).toContain('¥500');
    expect(day(addDays(today(), 7)).textContent).toContain('¥400');
    expect(disabled(day(today()))).toBe(true);
    expect(disabled(day(addDays(today(), 1)))).toBe(true);
    expect(disabled(day(closed))).toBe(true);
    expect(day(closed).getAttribute('aria-label')).toBe(`${closed} 不可预订`);
  });

  it('auto-selects the minimum consecutive days and refuses fewer with 该场地{n}天起订', async () => {
    const user = userEvent.setup();
    const resource = booth({ minimum_booking_days: 3 });
    calendarApi([resource]);
    const onConfirm = renderCalendar(resource);
    const start = addDays(today(), 10);
    await loaded(start);
    expect(screen.getByTestId('calendar-dialog').textContent).toContain('该场地3天起订');

    await user.click(day(start));
    for (const offset of [0, 1, 2]) expect(pressed(day(addDays(start, offset)))).toBe(true);
    expect(pressed(day(addDays(start, 3)))).toBe(false);
    expect(screen.getByTestId('calendar-summary').textContent).toContain('已选 3 天 合计 ¥1,500.00');

    await user.click(day(addDays(start, 2)));
    expect(pressed(day(addDays(start, 2)))).toBe(false);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toContain('该场地3天起订');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(day(addDays(start, 2)));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([start, addDays(start, 1), addDays(start, 2)]);
  });

  it('stops the auto-selection at a closed date', async () => {
    const user = userEvent.setup();
    const start = addDays(today(), 10);
    const resource = booth({ minimum_booking_days: 3, unavailable_dates: [addDays(start, 1)] });
    calendarApi([resource]);
    renderCalendar(resource);
    await loaded(start);
    await user.click(day(start));
    expect(pressed(day(start))).toBe(true);
    expect(pressed(day(addDays(start, 2)))).toBe(false);
  });

  it('a period lease picks a start date and shows the whole period', async () => {
    const user = userEvent.setup();
    const resource = booth({
      lease_term_type_id: 3,
      selling_price: [{ lease_term_type_id: 3, lease_term_type: '周租', price: 300_000, subsidy: 0, deposit: 0 }],
    });
    calendarApi([resource]);
    const onConfirm = renderCalendar(resource, 3);
    const start = addDays(today(), 4);
    await loaded(start);
    await user.click(day(start));
    expect(screen.getByTestId('calendar-summary').textContent).toContain(`${start} 至 ${addDays(start, 6)}`);
    expect(screen.getByTestId('calendar-summary').textContent).toContain('¥3,000.00');
    // Choosing another start replaces the period.
    const later = addDays(start, 2);
    await user.click(day(later));
    expect(pressed(day(start))).toBe(false);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith([later]);
  });

  it('says 请选择日期 when confirming without a date', async () => {
    const user = userEvent.setup();
    const resource = booth();
    calendarApi([resource]);
    const onConfirm = renderCalendar(resource);
    await loaded(addDays(today(), 5));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toContain('请选择日期');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('fetches the two visible months and navigates about one year ahead, not into the past', async () => {
    const user = userEvent.setup();
    const resource = booth();
    const api = calendarApi([resource]);
    renderCalendar(resource);
    await loaded(addDays(today(), 5));
    const dialog = within(screen.getByTestId('calendar-dialog'));
    // It opens on the month of the first bookable date (today + days_in_advance), after one look ahead.
    const opening = addDays(today(), 2).slice(0, 7);
    const starts = api.mock.calls.map((call) => new URL(String(call[0]), 'http://localhost').searchParams);
    expect(starts[0]?.get('start')).toBe(today());
    expect(starts.some((query) => query.get('start') === `${opening}-01` && query.get('lease_term_type_id') === '9')).toBe(true);
    expect(screen.getByTestId(`month-${opening}`)).toBeTruthy();
    await showMonthOf(today());
    expect(disabled(dialog.getByRole('button', { name: '上个月' }))).toBe(true);

    const next = dialog.getByRole('button', { name: '下个月' });
    let clicks = 0;
    while (!next.hasAttribute('disabled') && clicks < 20) {
      await user.click(next);
      clicks += 1;
    }
    expect(clicks).toBeGreaterThanOrEqual(10);
    expect(clicks).toBeLessThanOrEqual(12);
    expect(disabled(dialog.getByRole('button', { name: '上个月' }))).toBe(false);
  });

  it('opens on the first month with a bookable date', async () => {
    const closed = Array.from({ length: 75 }, (_, index) => addDays(today(), index));
    const resource = booth({ unavailable_dates: closed });
    calendarApi([resource]);
    renderCalendar(resource);
    const firstOpen = addDays(today(), 75);
    await loaded(firstOpen);
    expect(screen.getByTestId(`month-${firstOpen.slice(0, 7)}`)).toBeTruthy();
    expect(screen.queryByTestId(`month-${today().slice(0, 7)}`)).toBeNull();
  });

  it('shows the init-failure message when the calendar cannot be loaded', async () => {
    fakeApi(() => ({ status: 500, msg: '服务器错误' }));
    renderCalendar(booth());
    expect(await screen.findByText('抱歉，初始化日历出现错误！您可以尝试刷新页面或者联系客服人员。')).toBeTruthy();
  });

  it('shows the forecast of an outdoor booth on the days it covers, and says when it is the development stand-in', async () => {
    const resource = booth();
    fakeApi((url) => {
      if (!url.pathname.endsWith('/calendar')) return undefined;
      const days = calendarDays(resource, 9, url.searchParams.get('start') ?? '', url.searchParams.get('end') ?? '', {}, today()).map((calendarDay, index) =>
        index < 7 ? { ...calendarDay, weather: { text: '多云', temp_min: 9, temp_max: 16, source: 'development' } } : calendarDay,
      );
      return { result: { selling_resource_id: resource.id, lease_term_type_id: 9, today: today(), days } };
    });
    renderCalendar(resource);
    await loaded(addDays(today(), 5));
    const weatherDays = screen.getAllByTestId('day-weather');
    expect(weatherDays.length).toBeGreaterThan(0);
    expect(weatherDays[0]!.textContent).toBe('多云 9~16°');
    expect(screen.getByTestId('weather-note').textContent).toContain('模拟天气');
  });
});
