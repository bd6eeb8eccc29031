import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { BuyerAfterSalesPage } from './buyer-after-sales-page';
import { OperatorAfterSalesPage } from './operator-after-sales-page';
import { OperatorCasePage } from './operator-case-page';
import { SupplierAfterSalesPage } from './supplier-after-sales-page';
import { SupplierCasePage } from './supplier-case-page';

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const row = (id: number, status: string) => ({
  id,
  order_item_id: 501,
  order_num: `S2026120100${id}`,
  status,
  amount: 30_000,
  agreed_amount: null,
  respond_by: inHours(30),
  created_at: '2026-12-02T10:00:00.000+08:00',
  order_id: 40,
  field_name: '星河广场中庭',
  reason: '场地被他人共用',
});
const fullCase = (status: string) => ({
  ...row(9, status),
  description: '摊位被其他品牌占用一半',
  images: ['/files/evidence.jpg'],
  reason_id: 4,
  refundable: 100_000,
  refunded_amount: 0,
  decision_note: null,
  escalated_at: status === 'arbitration' ? inHours(-28) : null,
  buyer_name: '王小姐',
  supplier_name: '星河物业',
  timeline: [
    {
      actor: 'buyer',
      action: 'opened',
      action_name: '买家申请售后',
      amount: 30_000,
      note: '摊位被其他品牌占用一半',
      images: ['/files/evidence.jpg'],
      at: '2026-12-02T10:00:00.000+08:00',
    },
    ...(status === 'arbitration'
      ? [
          { actor: 'supplier', action: 'refuse', action_name: '供应商拒绝', note: '已按图布展', at: '2026-12-02T12:00:00.000+08:00' },
          { actor: 'buyer', action: 'escalate', action_name: '买家申请平台介入', at: '2026-12-02T13:00:00.000+08:00' },
        ]
      : []),
  ],
});

let api: ReturnType<typeof fakeApi>;
let roles: string[];
let caseStatus: string;
const bodiesOf = (path: string): unknown[] =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-x');
  roles = ['property'];
  caseStatus = 'awaiting_supplier';
  api = fakeApi((url) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 2, name: '星河', mobile: '13900000001', product: '', email: null, consumption_point: 0, roles } };
    if (url.pathname === '/api/supplier_account')
      return {
        result: {
          owner: { id: 2, name: '星河', mobile: '13900000001' },
          actor: { id: 2, name: '星河', mobile: '13900000001' },
          is_child: false,
          permissions: ['orders', 'venues'],
        },
      };
    if (url.pathname === '/api/after_sales') {
      const data = url.searchParams.get('status') === 'refunded' ? [] : [row(9, 'awaiting_supplier'), row(10, 'refunded')];
      return { result: { data, total: data.length, page: 1, page_size: 10 } };
    }
    if (url.pathname === '/api/operator/after_sales')
      return { result: { data: [{ ...row(9, 'arbitration'), decide_by: inHours(20) }], total: 1, page: 1, page_size: 10 } };
    if (url.pathname === '/api/after_sales/9') return { result: fullCase(caseStatus) };
    if (url.pathname === '/api/order_items/501/delivery_proofs') return { result: [] };
    if (url.pathname === '/api/after_sales/9/respond') return { result: { id: 9, status: 'refused' } };
    if (url.pathname === '/api/operator/after_sales/9/decide') return { result: { id: 9, status: 'refunded' } };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('buyer after-sales list', () => {
  it('lists the cases as cards with the amount and the status, filtered by the URL', async () => {
    roles = [];
    renderWithApp(<BuyerAfterSalesPage />, { route: '/admin/after-sales/index' });
    const cards = await screen.findAllByTestId('after-sales-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('¥300.00')).toBeTruthy();
    expect(within(cards[0]!).getByText('待供应商处理')).toBeTruthy();
    expect(within(cards[1]!).getByText('已退款')).toBeTruthy();
    await userEvent.setup().click(screen.getByText('已退款', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText(/暂无售后/)).toBeTruthy();
    expect(calledUrls(api, '/api/after_sales').some((url) => url.searchParams.get('status') === 'refunded' && url.searchParams.get('role') === 'buyer')).toBe(
      true,
    );
  });
});

describe('supplier after-sales', () => {
  it('the list asks for the waiting cases and counts down the 48 hours', async () => {
    renderWithApp(<SupplierAfterSalesPage />, { route: '/admin/supplier/after-sales' });
    const cards = await screen.findAllByTestId('after-sales-card');
    expect(within(cards[0]!).getByTestId('countdown').textContent).toMatch(/剩余 (29|30)小时/);
    const asked = calledUrls(api, '/api/after_sales')[0]!;
    expect([asked.searchParams.get('role'), asked.searchParams.get('status')]).toEqual(['supplier', 'awaiting_supplier']);
  });

  it('拒绝 needs a note, then sends it', async () => {
    renderWithApp(<SupplierCasePage />, { route: '/admin/supplier/after-sales/9', path: '/admin/supplier/after-sales/:id' });
    const user = userEvent.setup();
    const form = await screen.findByTestId('respond-form');
    expect(screen.getAllByText('摊位被其他品牌占用一半').length).toBeGreaterThan(0);
    await user.click(within(form).getByText('拒绝', { selector: 'span' }));
    await user.click(within(form).getByRole('button', { name: '拒绝' }));
    expect(await within(form).findByText('请填写拒绝原因')).toBeTruthy();
    expect(bodiesOf('/api/after_sales/9/respond')).toEqual([]);
    await user.type(within(form).getByPlaceholderText(/请说明拒绝原因/), '已按图布展');
    await user.click(within(form).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(bodiesOf('/api/after_sales/9/respond')).toEqual([{ action: 'refuse', note: '已按图布展', images: [] }]));
  });
});

describe('operator 平台介入', () => {
  beforeEach(() => {
    roles = ['operator'];
    caseStatus = 'arbitration';
  });

  it('the queue shows the cases to decide with their deadline', async () => {
    renderWithApp(<OperatorAfterSalesPage />, { route: '/admin/operator/after-sales' });
    const card = (await screen.findAllByTestId('after-sales-card'))[0]!;
    expect(within(card).getByText('平台介入中')).toBeTruthy();
    expect(within(card).getByTestId('countdown').textContent).toMatch(/剩余/);
    expect(calledUrls(api, '/api/operator/after_sales')[0]!.searchParams.get('status')).toBe('arbitration');
  });

  it('decides a partial amount with a note, in fen', async () => {
    renderWithApp(<OperatorCasePage />, { route: '/admin/operator/after-sales/9', path: '/admin/operator/after-sales/:id' });
    const user = userEvent.setup();
    const form = await screen.findByTestId('decide-form');
    const timeline = screen.getByTestId('case-timeline');
    expect(within(timeline).getByText('已按图布展')).toBeTruthy();
    await user.type(within(form).getByLabelText('裁决金额'), '400');
    await user.type(within(form).getByRole('textbox', { name: /裁决说明/ }), '部分不符');
    await user.click(within(form).getByRole('button', { name: '提交裁决' }));
    expect(await within(form).findByText(/裁决金额不能超过/)).toBeTruthy();
    await user.clear(within(form).getByLabelText('裁决金额'));
    await user.type(within(form).getByLabelText('裁决金额'), '150');
    await user.click(within(form).getByRole('button', { name: '提交裁决' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/api/operator/after_sales/9/decide')).toEqual([{ amount: 15_000, note: '部分不符' }]));
  });
});
