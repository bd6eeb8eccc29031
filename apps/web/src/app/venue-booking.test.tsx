import { addDays } from '@vm/domain/business-date';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAntdScope } from '@/shared/ui/antd-lazy';
import { TOKEN_STORAGE_KEY } from '../shared/auth/token-store';
import { checkoutLinesFromParam, readCheckoutSelection } from '../shared/cart/checkout-selection';
import { readVisitorCart } from '../shared/cart/visitor-cart';
import { calledUrls, renderWithApp, testLocation } from '../shared/test/test-app';
import { booth, calendarApi, today, venueWith } from '../features/booking/test-booths';
import { VenueBooking } from './venue-booking';

const pressed = (element: HTMLElement) => element.getAttribute('aria-pressed') === 'true';
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const row = (label: string) => within(screen.getByRole('group', { name: label }));

/** Opens the calendar, clicks `dates` and confirms. */
async function pickDates(user: ReturnType<typeof userEvent.setup>, dates: string[]) {
  await user.click(screen.getByTestId('open-calendar'));
  for (const date of dates) {
    const button = await screen.findByRole('button', { name: new RegExp(`^${date} ¥.* 可预订$`) });
    await user.click(button);
  }
  await user.click(screen.getByRole('button', { name: '确定' }));
  // The dialog's closing animation never ends in happy-dom: the picked dates show the dialog's result.
  await waitFor(() => expect(screen.getByTestId('picked-dates').textContent).toContain(dates[0]));
}

describe('venue booking (spec picker, cart, enquiry)', () => {
  // The calendar and the enquiry load with antd's provider (decision 0058); under a loaded machine the test
  // runner's first transform of antd's locale and provider alone takes seconds, no part of what is tested.
  beforeAll(() => loadAntdScope(), 30_000);

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('preselects everything when each option has one value and there is no enquiry list', () => {
    calendarApi([]);
    renderWithApp(<VenueBooking venue={venueWith([booth()])} />);
    expect(pressed(row('订购周期').getByRole('button', { name: '天' }))).toBe(true);
    expect(pressed(row('摊位大小').getByRole('button', { name: '3x3' }))).toBe(true);
    expect(pressed(row('供应商/标签').getByRole('button', { name: '星光物业' }))).toBe(true);
    expect(screen.getByTestId('spec-picker').textContent).toContain('¥500');
  });

  it('disables options no remaining booth offers and resets the dates when one is deselected', async () => {
    const user = userEvent.setup();
    const small = booth();
    const large = booth({
      id: 12,
      size: '5*5',
      selling_price: [{ lease_term_type_id: 3, lease_term_type: '周租', price: 300_000, subsidy: 0, deposit: 0 }],
    });
    calendarApi([small, large]);
    renderWithApp(<VenueBooking venue={venueWith([small, large])} />);
    expect(pressed(row('订购周期').getByRole('button', { name: '天' }))).toBe(false);

    await user.click(row('订购周期').getByRole('button', { name: '周租' }));
    expect(disabled(row('摊位大小').getByRole('button', { name: '3x3' }))).toBe(true);
    // The only size and supplier left by the week are chosen for the buyer.
    expect(pressed(row('摊位大小').getByRole('button', { name: '5x5' }))).toBe(true);
    expect(pressed(row('供应商/标签').getByRole('button', { name: '星光物业' }))).toBe(true);
    await pickDates(user, [addDays(today(), 5)]);
    expect(screen.getByTestId('picked-dates').textContent).toContain(`${addDays(today(), 5)} 至 ${addDays(today(), 11)}`);
    expect(screen.getByTestId('picker-total').textContent).toBe('¥3,000.00');

    // Deselecting the size clears the chosen dates.
    await user.click(row('摊位大小').getByRole('button', { name: '5x5' }));
    expect(screen.getByTestId('picked-dates').textContent).toBe('');
    expect(screen.queryByTestId('picker-total')).toBeNull();
  });

  it('shows every missing choice at once, inline, and opens the calendar as soon as the booth is determined', async () => {
    const user = userEvent.setup();
    const resources = [
      booth(),
      booth({ id: 12, size: '5*5', tag: '万达', selling_price: [{ lease_term_type_id: 3, lease_term_type: '周租', price: 300_000, subsidy: 0, deposit: 0 }] }),
    ];
    calendarApi(resources);
    renderWithApp(<VenueBooking venue={venueWith(resources)} />);
    expect(screen.getByTestId('picker-missing').textContent).toContain('请选择订购周期、摊位大小、供应商/标签');
    await user.click(screen.getByRole('button', { name: '加入购物车' }));
    // No pop-up per row: the three rows are marked together.
    expect(screen.queryByTestId('picker-problem')).toBeNull();
    expect(screen.getAllByRole('group').filter((group) => group.dataset.missing)).toHaveLength(3);
    await user.click(screen.getByTestId('open-calendar'));
    expect(screen.queryByTestId('calendar-dialog')).toBeNull();
    // 天 leaves one size and one supplier: they are chosen, the booth is determined, the calendar opens.
    await user.click(row('订购周期').getByRole('button', { name: '天' }));
    expect(pressed(row('摊位大小').getByRole('button', { name: '3x3' }))).toBe(true);
    expect(pressed(row('供应商/标签').getByRole('button', { name: '星光物业' }))).toBe(true);
    expect(await screen.findByTestId('calendar-dialog')).toBeTruthy();
    expect(screen.queryByTestId('picker-missing')).toBeNull();
  });

  it('shows 特殊要求 as the booth’s rules, not as options to choose', () => {
    calendarApi([]);
    renderWithApp(<VenueBooking venue={venueWith([booth({ special_requirements: ['限非食品类', '禁止高噪音'] })])} />);
    expect(screen.queryByRole('group', { name: '特殊要求' })).toBeNull();
    const note = screen.getByRole('note', { name: '特殊要求' });
    expect(within(note).getByText('限非食品类')).toBeTruthy();
    expect(within(note).queryByRole('button')).toBeNull();
    expect(disabled(screen.getByTestId('open-calendar'))).toBe(false);
  });

  it('an enquiry supplier enters enquiry mode: no dates, only 询价', async () => {
    const user = userEvent.setup();
    const resources = [booth(), booth({ id: 13, is_enquiry: true, tag: '定制展位', selling_price: [] })];
    calendarApi(resources);
    renderWithApp(<VenueBooking venue={venueWith(resources)} />, { route: '/fields/100', path: '/fields/:id' });
    await user.click(row('供应商/标签').getByRole('button', { name: '定制展位 3x3（询价）' }));
    expect(disabled(screen.getByTestId('open-calendar'))).toBe(true);
    expect(screen.queryByRole('button', { name: '加入购物车' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '询价' }));
    // A visitor goes to login first and comes back to the venue page.
    expect(testLocation()).toBe(`/auth/code-login?from=${encodeURIComponent('/fields/100')}`);
  });

  it('shows the closed notice for an activity past its deadline', () => {
    calendarApi([]);
    const closed = booth({ res_type_id: 3, activity_start_date: addDays(today(), -30), deadline: addDays(today(), -1) });
    renderWithApp(<VenueBooking venue={venueWith([closed])} />);
    expect(screen.getByTestId('spec-picker').textContent).toContain('该活动已截止');
    expect(screen.queryByRole('button', { name: '加入购物车' })).toBeNull();
  });

  it("keeps a visitor's cart line for after login and sends the visitor to login", async () => {
    const user = userEvent.setup();
    const resource = booth({ minimum_booking_days: 2 });
    calendarApi([resource]);
    renderWithApp(<VenueBooking venue={venueWith([resource])} />, { route: '/fields/100', path: '/fields/:id' });
    const start = addDays(today(), 6);
    await pickDates(user, [start]);
    expect(screen.getByTestId('picker-total').textContent).toBe('¥1,000.00');
    await user.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(testLocation()).toBe(`/auth/code-login?from=${encodeURIComponent('/fields/100')}`);
    const [line] = readVisitorCart();
    expect(line?.id).toBe(11);
    expect(line?.dates.map((d) => d.date)).toEqual([start, addDays(start, 1)]);
    expect(line?.dates[0]?.term_type_id).toBe(9);
  });

  it('adds to the cart of a logged-in buyer with resources as a JSON string', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    const resource = booth();
    let body: unknown;
    const api = calendarApi([resource], (url, init) => {
      if (url.pathname === '/api/cart_items' && init?.method === 'POST') {
        body = JSON.parse(String(init.body));
        return { result: { ids: [1], count: 1 } };
      }
      return undefined;
    });
    renderWithApp(<VenueBooking venue={venueWith([resource])} />, { route: '/fields/100', path: '/fields/:id' });
    const date = addDays(today(), 8);
    await pickDates(user, [date]);
    await user.click(screen.getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(calledUrls(api, '/api/cart_items')).toHaveLength(1));
    const lines = JSON.parse((body as { resources: string }).resources) as { id: number; count: number; dates: { date: string }[] }[];
    expect(lines).toEqual([expect.objectContaining({ id: 11, count: 1, dates: [expect.objectContaining({ date, term_type_id: 9, endDate: date })] })]);
    expect(testLocation()).toBe('/fields/100');
  });

  it('order now stores the line and goes to the checkout (through login for a visitor)', async () => {
    const user = userEvent.setup();
    const resource = booth();
    calendarApi([resource]);
    renderWithApp(<VenueBooking venue={venueWith([resource])} />, { route: '/fields/100', path: '/fields/:id' });
    await pickDates(user, [addDays(today(), 9)]);
    await user.click(screen.getByRole('button', { name: '立即预订' }));
    const login = new URL(testLocation(), 'http://localhost');
    expect(login.pathname).toBe('/auth/code-login');
    const from = login.searchParams.get('from') ?? '';
    expect(from).toMatch(/^\/orders\/confirm\?physical_resource_ids=101&lines=[\w-]+&from=place-order$/);
    expect(readCheckoutSelection()).toEqual({ lines: [expect.objectContaining({ id: 11 })], cartItemIds: [], physicalResourceIds: [101] });
    // The address carries the line too, so the checkout also opens in a new tab.
    expect(checkoutLinesFromParam(new URL(from, 'http://localhost').searchParams.get('lines'))).toEqual(readCheckoutSelection()?.lines);
  });
});
