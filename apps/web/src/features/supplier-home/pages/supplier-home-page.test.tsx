import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { monthInShanghai, monthLabel, shiftMonth } from '@vm/domain/supplier-home';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { SupplierHomePage } from './supplier-home-page';

const month = monthInShanghai(new Date());
const item = (id: number, deadline: string) => ({
  id,
  order_id: 100 + id,
  order_num: `S20261123000${id}`,
  status: 'paid',
  status_name: '待审核',
  selling_resource_id: 31,
  top_physical_id: 21,
  field_name: '星河广场中庭',
  pic_url: '/files/demo/venue-01.jpg',
  lease_term_type: '按天',
  size: '3*3',
  custom_dimension: '',
  lease_term_type_id: 9,
  count: 1,
  count_of_time_unit: 2,
  dates: [],
  datesStr: '2026-11-28、2026-11-29',
  start: '2026-11-28',
  end: '2026-11-29',
  amount: 200000,
  subsidy: 0,
  coupon: 0,
  integral: 0,
  payable: 180000,
  deposit: 0,
  leave_words: '',
  reject_reason: null,
  paid_at: '2026-11-23T10:00:00+08:00',
  reviewed_at: null,
  group_status: null,
  group_purchase_id: null,
  order: { id: 100 + id, order_num: `O${id}`, contact: '张三', mobile: '13812345678', created_at: '2026-11-23T09:00:00+08:00' },
  review_deadline: deadline,
});

let account: { result: unknown } | { status: number; msg: string };
let comments: { id: number; reply: string | null }[];
let api: ReturnType<typeof fakeApi>;
const posts = (suffix: string) =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname.endsWith(suffix))
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-supplier');
  account = {
    result: {
      owner: { id: 2, name: '星河', mobile: '13900000001' },
      actor: { id: 2, name: '星河', mobile: '13900000001' },
      is_child: false,
      permissions: ['orders', 'venues'],
    },
  };
  comments = [
    { id: 51, reply: null },
    { id: 52, reply: '感谢光临' },
  ];
  const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const later = new Date(Date.now() + 20 * 60 * 60 * 1000).toISOString();
  api = fakeApi((url, init) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 2, name: '星河', mobile: '13900000001', product: '', email: null, consumption_point: 0, roles: ['property'] } };
    if (url.pathname === '/api/supplier_account') return account;
    if (url.pathname === '/api/supplier_home')
      return {
        result: {
          month,
          paid_amount: 123450,
          finished_amount: 5000000,
          to_review_count: 3,
          to_review: [item(1, soon), item(2, later)],
          venue_count: 4,
          booth_count: 9,
          unanswered_enquiry_count: 2,
        },
      };
    if (url.pathname === '/api/supplier_home/occupancy') {
      const asked = url.searchParams.get('month')!;
      const days = [
        { date: `${asked}-03`, held: 1, unavailable: false },
        { date: `${asked}-04`, held: 2, unavailable: false },
        { date: `${asked}-05`, held: 0, unavailable: true },
      ];
      return { result: { month: asked, booths: [{ id: 31, field_name: '星河广场中庭', size: '3*3', custom_dimension: '', count: 2, is_online: true, days }] } };
    }
    if (url.pathname === '/api/supplier_comments') {
      const data = comments.map((comment) => ({
        ...comment,
        top_physical_id: 21,
        field_name: '星河广场中庭',
        author_name: '李四',
        score: 4,
        content: `评价${comment.id}：人流量很大`,
        images: [],
        created_at: '2026-11-20T10:00:00+08:00',
      }));
      return { result: { data, total: data.length, page: 1, page_size: 5 } };
    }
    if (url.pathname === '/api/supplier_comments/51/reply' && init?.method === 'POST') {
      comments[0]!.reply = (JSON.parse(String(init.body)) as { reply: string }).reply;
      return { result: {} };
    }
    if (url.pathname.endsWith('/approve') || url.pathname.endsWith('/deny'))
      return { result: { id: 1, status: 'approved', order_status: 'approved', refunded: 0 } };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const open = () => renderWithApp(<SupplierHomePage />, { route: '/admin/supplier/index' });

describe('SupplierHomePage', { timeout: 20_000 }, () => {
  it('shows this month’s amounts in yuan and what waits', async () => {
    open();
    expect((await screen.findByTestId('summary-paid')).textContent).toBe(`${monthLabel(month)}已支付金额¥1,234.50`);
    expect(screen.getByTestId('summary-finished').textContent).toContain('¥50,000.00');
    expect(screen.getByTestId('summary-review').textContent).toBe('待审核订单3');
    expect(screen.getByTestId('summary-enquiries').textContent).toBe('待报价询价2');
    expect(screen.getByText('查看全部 3 个待审核订单')).toBeTruthy();
  });

  it('shows each item’s supplier amount (the rent, as the review list does), not the buyer’s payable', async () => {
    open();
    const queue = await screen.findByTestId('review-queue');
    // amount 200000, payable 180000 (a coupon): the rent is what the supplier earns on (domain supplierAmountOf).
    expect(within(queue).getAllByText('¥2,000.00')).toHaveLength(2);
    expect(within(queue).queryByText('¥1,800.00')).toBeNull();
  });

  it('counts down each item’s 24 h deadline, red in the last two hours', async () => {
    open();
    const countdowns = await screen.findAllByTestId('review-countdown');
    expect(countdowns[0]!.textContent).toMatch(/^剩余 0小时(59|60)分\d\d秒$/);
    expect(countdowns[0]!.getAttribute('style')).toContain('#f53f3f');
    expect(countdowns[1]!.getAttribute('style')).not.toContain('#f53f3f');
    expect(countdowns[1]!.textContent).toMatch(/^剩余 19小时59分\d\d秒$/);
  });

  it('approves and denies with a reason from the queue', async () => {
    const user = userEvent.setup();
    open();
    const queue = await screen.findByTestId('review-queue');
    const rows = within(queue).getAllByRole('listitem');
    await user.click(within(rows[0]!).getByRole('button', { name: '通过' }));
    await user.click(await screen.findByRole('button', { name: /^确\s?定$/ }, { timeout: 5000 }));
    await waitFor(() => expect(posts('/order_items/1/approve')).toHaveLength(1));
    await user.click(within(rows[1]!).getByRole('button', { name: '拒绝' }));
    await user.click(await screen.findByRole('button', { name: '确认拒绝' }));
    expect(await screen.findByText('请填写拒绝原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('拒绝原因'), { target: { value: '档期已被线下预订' } });
    await user.click(screen.getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(posts('/order_items/2/deny')).toEqual([{ reason: '档期已被线下预订' }]));
  });

  it('shows each booth’s occupancy by month', async () => {
    const user = userEvent.setup();
    open();
    const calendar = await screen.findByTestId('occupancy-calendar');
    expect(within(calendar).getByTestId('occupancy-month').textContent).toBe(monthLabel(month));
    const cell = (day: string) => calendar.querySelector(`td[data-date="${month}-${day}"]`)!;
    expect(cell('03').getAttribute('data-level')).toBe('partial');
    expect(cell('03').textContent).toBe('3已订 1/2');
    expect(cell('04').getAttribute('data-level')).toBe('full');
    expect(cell('05').textContent).toBe('5不可订');
    expect(cell('06').getAttribute('data-level')).toBe('free');
    await user.click(screen.getByRole('button', { name: '下个月' }));
    await waitFor(() => expect(screen.getByTestId('occupancy-month').textContent).toBe(monthLabel(shiftMonth(month, 1))));
    await waitFor(() => expect(calledUrls(api, '/api/supplier_home/occupancy').map((url) => url.searchParams.get('month'))).toContain(shiftMonth(month, 1)));
  });

  it('replies to a comment once', async () => {
    const user = userEvent.setup();
    open();
    const list = await screen.findByTestId('recent-comments');
    expect(await within(list).findByText('感谢光临')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: '回复' })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: '回复' }));
    await user.click(within(list).getByRole('button', { name: '提交回复' }));
    expect(await within(list).findByText('请输入回复内容')).toBeTruthy();
    fireEvent.change(within(list).getByLabelText('回复内容'), { target: { value: '欢迎再来' } });
    await user.click(within(list).getByRole('button', { name: '提交回复' }));
    expect(await within(list).findByText('欢迎再来')).toBeTruthy();
    expect(posts('/supplier_comments/51/reply')).toEqual([{ reply: '欢迎再来' }]);
    expect(within(list).queryByRole('button', { name: '回复' })).toBeNull();
  });

  it('turns away a child account without the orders permission', async () => {
    account = {
      result: {
        owner: { id: 2, name: '星河', mobile: '13900000001' },
        actor: { id: 8, name: '小王', mobile: '13900000008' },
        is_child: true,
        permissions: ['venues'],
      },
    };
    open();
    expect(await screen.findByText('您的子账号没有订单管理权限，请联系主账号开通。')).toBeTruthy();
    expect(calledUrls(api, '/api/supplier_home')).toEqual([]);
  });
});
