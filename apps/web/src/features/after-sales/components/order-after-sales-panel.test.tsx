import type { OrderView } from '@vm/contracts/orders';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp, type FakeAnswer } from '@/shared/test/test-app';
import { canOpenCase, OrderAfterSalesPanel } from './order-after-sales-panel';

const item = {
  id: 501,
  order_id: 40,
  order_num: 'S20261201001',
  status: 'executing',
  status_name: '执行中',
  selling_resource_id: 7,
  top_physical_id: 3,
  field_name: '星河广场中庭',
  pic_url: '',
  lease_term_type: '按天',
  datesStr: '2026-12-01 至 2026-12-03',
  start: '2026-12-01',
  end: '2026-12-03',
  amount: 100_000,
  subsidy: 0,
  coupon: 0,
  integral: 0,
  payable: 100_000,
  deposit: 50_000,
  leave_words: '',
  reject_reason: null,
  paid_at: null,
  reviewed_at: null,
  group_status: null,
  group_purchase_id: null,
} as unknown as OrderView['resources'][number];
const order = { id: 40, order_num: 'O20261201001', resources: [item] } as unknown as OrderView;

const caseRow = (status: string, agreed: number | null = null) => ({
  id: 9,
  order_item_id: 501,
  order_num: 'S20261201001',
  status,
  amount: 30_000,
  agreed_amount: agreed,
  respond_by: new Date(Date.now() + 30 * 3600_000).toISOString(),
  created_at: '2026-12-02T10:00:00.000+08:00',
});

let api: ReturnType<typeof fakeApi>;
let cases: unknown[];
let openAnswer: FakeAnswer;
let deposit: unknown;
const bodiesOf = (path: string): unknown[] =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-buyer');
  cases = [];
  openAnswer = { result: { id: 9, status: 'awaiting_supplier', respond_by: '2026-12-04T10:00:00.000+08:00' } };
  deposit = { deposit: 50_000, status: 'held', refunded: 0, deducted: 0, release_at: '2026-12-06T00:00:00.000+08:00', claim: null };
  api = fakeApi((url) => {
    // The order page asks for its own order's cases (all of them), not the newest page of the buyer's list.
    if (url.pathname === '/api/after_sales' && url.searchParams.get('role') === 'buyer' && url.searchParams.get('order_id') === '40')
      return { result: { data: cases, total: cases.length, page: 1, page_size: 10 } };
    if (url.pathname === '/api/after_sales') return openAnswer;
    if (url.pathname === '/api/after_sales/reasons')
      return {
        result: [
          { id: 1, name: '场地未交付' },
          { id: 2, name: '与预订不符（位置/面积）' },
        ],
      };
    if (url.pathname === '/api/order_items/501/delivery_proofs')
      return { result: [{ id: 3, images: ['/files/proof-a.jpg', '/files/proof-b.jpg'], note: '已按图布展', created_at: '2026-12-01T08:30:00.000+08:00' }] };
    if (url.pathname === '/api/order_items/501/deposit') return { result: deposit };
    if (url.pathname === '/api/after_sales/9/accept') return { result: { id: 9, status: 'refunded' } };
    if (url.pathname === '/api/deposit_claims/4/dispute') return { result: { id: 4 } };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

const open = () => {
  renderWithApp(<OrderAfterSalesPanel order={order} />, { route: '/admin/orders/view/40' });
  return userEvent.setup();
};

describe('OrderAfterSalesPanel', () => {
  it("shows the supplier's delivery photos with their note and time", async () => {
    open();
    const proofs = await screen.findByTestId('delivery-proofs');
    expect(within(proofs).getAllByRole('img')).toHaveLength(2);
    expect(within(proofs).getByText('已按图布展')).toBeTruthy();
    expect(within(proofs).getByText('上传于 2026-12-01 08:30')).toBeTruthy();
  });

  it('申请售后 sends the reason, description and the amount in fen', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: '申请售后' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByLabelText('售后原因'));
    await user.click(await screen.findByText('与预订不符（位置/面积）'));
    await user.type(dialog.getByPlaceholderText(/摊位被其他品牌占用/), '摊位被占用一半');
    await user.type(dialog.getByLabelText('退款金额'), '300.5');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(bodiesOf('/api/after_sales')).toEqual([{ order_item_id: 501, reason_id: 2, description: '摊位被占用一半', images: [], amount: 30_050 }]),
    );
  });

  it('an amount above the refundable rent is refused before sending', async () => {
    const user = open();
    await user.click(await screen.findByRole('button', { name: '申请售后' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('退款金额'), '1000.01');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('退款金额不能超过可退租金 ¥1,000.00')).toBeTruthy();
    expect(bodiesOf('/api/after_sales')).toEqual([]);
  });

  it('请先开通钱包 leads to the pay-password page', async () => {
    openAnswer = { status: 409, msg: '请先开通钱包' };
    const user = open();
    await user.click(await screen.findByRole('button', { name: '申请售后' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByLabelText('售后原因'));
    await user.click(await screen.findByText('场地未交付'));
    await user.type(dialog.getByPlaceholderText(/摊位被其他品牌占用/), '没有布展');
    await user.type(dialog.getByLabelText('退款金额'), '100');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    const link = await screen.findByRole('link', { name: /去设置支付密码/ });
    expect(link.getAttribute('href')).toBe('/admin/wallets/pay-pwd?from=%2Fadmin%2Forders%2Fview%2F40');
  });

  it('a counter offer can be accepted, and 申请售后 is not offered while a case is open', async () => {
    cases = [caseRow('countered', 20_000)];
    const user = open();
    const card = await screen.findByTestId('buyer-case');
    expect(within(card).getByText('供应商已还价')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请售后' })).toBeNull();
    expect(within(card).getByRole('button', { name: '申请平台介入' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: '接受 ¥200.00' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/api/after_sales/9/accept')).toHaveLength(1));
  });

  it("the deposit panel shows a supplier's claim, which the buyer may dispute", async () => {
    deposit = {
      deposit: 50_000,
      status: 'claimed',
      refunded: 0,
      deducted: 0,
      release_at: '2026-12-06T00:00:00.000+08:00',
      claim: { id: 4, amount: 12_000, reason: '地面油污需清洁', images: ['/files/claim.jpg'], status: 'claimed', created_at: '2026-12-04T10:00:00.000+08:00' },
    };
    const user = open();
    const panel = await screen.findByTestId('deposit-panel');
    await within(panel).findByText('地面油污需清洁');
    expect(within(panel).getByText('¥120.00')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: '有异议' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf('/api/deposit_claims/4/dispute')).toHaveLength(1));
  });
});

describe('canOpenCase', () => {
  const at = (date: string) => new Date(`${date}T12:00:00+08:00`);
  it('from execution until 7 days after the sub-order finished', () => {
    const line = { start: '2026-12-01', end: '2026-12-03' };
    expect(canOpenCase({ ...line, status: 'approved' }, at('2026-11-30'))).toBe(false);
    expect(canOpenCase({ ...line, status: 'executing' }, at('2026-12-01'))).toBe(true);
    expect(canOpenCase({ ...line, status: 'finished' }, at('2026-12-10'))).toBe(true);
    expect(canOpenCase({ ...line, status: 'finished' }, at('2026-12-11'))).toBe(false);
  });
});
