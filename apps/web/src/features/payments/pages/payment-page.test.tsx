import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp, testLocation, type FakeAnswer } from '@/shared/test/test-app';
import { PaymentPage } from './payment-page';
import { PHONE_MEDIA_QUERY } from '@/shared/ui/screen';

const order = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  order_num: '2026112200000007',
  status: 'submitted',
  actual_fee: 53_000,
  total_amount: 48_000,
  total_deposit: 5_000,
  coupon: 0,
  integral: 0,
  offline_pay: false,
  offline_status: 0,
  voucher_image_url: [],
  offline_refuse_reason: null,
  contact: '张三',
  mobile: '13812345678',
  address: '上海市徐汇区虹桥路1号',
  expires_at: new Date(Date.now() + 47 * 3600_000).toISOString(),
  group_status: null,
  resources: [
    { order_num: '200', field_name: '阳光花园中心广场', size: '3m*3m', lease_term_type: '天', custom_dimension: '', start: '2026-12-10', status: 'submitted' },
    {
      order_num: '201',
      field_name: '徐汇滨江活动区',
      size: '6m*4m',
      lease_term_type: '周',
      custom_dimension: '近入口',
      start: '2026-12-12',
      status: 'submitted',
    },
  ],
  ...extra,
});
const wallet = (extra: Record<string, unknown> = {}) => ({
  balance_sum: 2_000_000,
  balance: '20000.00',
  has_pay_password: true,
  wallet_info: '',
  pay_password_locked_until: null,
  ...extra,
});

const group = { id: 31, number_of_group_purchase_now: 2, min_members: 3, max_members: 10, deadline: '2026-12-01T12:00:00.000+08:00', flag: 1 };

let answers: { order: Record<string, unknown>; wallet: Record<string, unknown>; status: string; pay: FakeAnswer };
let api: ReturnType<typeof fakeApi>;

function bodiesOf(path: string): unknown[] {
  return api.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path).map(([, init]) => JSON.parse(String(init?.body)));
}

describe('PaymentPage', () => {
  let clock = Date.now();
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-abc');
    // Each case is a new visit: step past the client's 1 s duplicate-POST window of the previous one.
    clock += 10_000;
    const realNow = Date.now.bind(Date);
    const offset = clock - realNow();
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    answers = { order: order(), wallet: wallet(), status: 'submitted', pay: { result: { id: 7, status: 'paid', amount: 53_000, balance_sum: 1_947_000 } } };
    api = fakeApi((url) => {
      if (url.pathname === '/api/payment/orders/7') return { result: answers.order };
      if (url.pathname === '/api/wallets') return { result: answers.wallet };
      if (url.pathname === '/api/orders/7/status') return { result: { status: answers.status } };
      if (url.pathname === '/api/orders/7/pay') return answers.pay;
      if (url.pathname === '/api/groups/31') return { result: group };
      if (url.pathname === '/api/payments/beneficiary')
        return { result: { account_holder: '场地通科技有限公司', opening_bank: '招商银行上海分行', beneficiary_account_number: '6214 8301 2345 6789' } };
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  const open = () => renderWithApp(<PaymentPage />, { route: '/orders/payment/7', path: '/orders/payment/:id' });

  it('with a transfer proof awaiting confirmation, says so instead of counting down to cancellation', async () => {
    answers.order = order({ offline_pay: true, offline_status: 1, voucher_image_url: ['/files/voucher/2026/11/a.png'] });
    open();
    expect(await screen.findByText('转账凭证已上传，等待平台确认收款')).toBeTruthy();
    expect(screen.queryByText('订单提交成功，请尽快付款！')).toBeNull();
    expect(screen.queryByTestId('payment-deadline')).toBeNull();
  });

  it('shows the submitted order: time left, amount, number, sub-orders, contact and the folded details', async () => {
    open();
    expect(await screen.findByText('订单提交成功，请尽快付款！')).toBeTruthy();
    expect(screen.getByTestId('payment-deadline').textContent).toMatch(/^4[67]小时\d{2}分\d{2}秒$/);
    expect(screen.getByTestId('payment-amount').textContent).toBe('¥530.00');
    expect(screen.getByTestId('payment-order-num').textContent).toBe('2026112200000007');
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('上海市徐汇区虹桥路1号')).toBeTruthy();

    expect(screen.queryByTestId('sub-orders')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开子订单（2）' }));
    expect(screen.getByTestId('sub-orders').textContent).toContain('子订单号：201');

    expect(screen.queryByText('3mx3m')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /查看订单详情/ }));
    expect(await screen.findByText('3mx3m')).toBeTruthy();
    expect(screen.getByText('6mx4m')).toBeTruthy();
    expect(screen.getByText('近入口')).toBeTruthy();
  });

  it('disables the balance when it does not cover the amount', async () => {
    answers.wallet = wallet({ balance_sum: 52_999 });
    open();
    expect(await screen.findByText('余额不足')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '余额支付' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('disables the balance without a pay password and links to setting one, then back here', async () => {
    answers.wallet = wallet({ has_pay_password: false });
    open();
    const link = await screen.findByRole('link', { name: '去设置' });
    expect(link.getAttribute('href')).toBe(`/admin/wallets/pay-pwd?from=${encodeURIComponent('/orders/payment/7')}`);
    expect((screen.getByRole('checkbox', { name: '余额支付' }) as HTMLInputElement).disabled).toBe(true);
    // A real link, reached and followed from the keyboard.
    const user = userEvent.setup();
    link.focus();
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(testLocation()).toBe(`/admin/wallets/pay-pwd?from=${encodeURIComponent('/orders/payment/7')}`));
  });

  it('while a transfer proof awaits confirmation: online and scan-code off, the transfer shows 凭证已上传', async () => {
    answers.order = order({ offline_pay: true, offline_status: 1, voucher_image_url: ['/files/voucher/2026/11/a.png'] });
    open();
    expect(await screen.findByText('转账凭证已上传')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '支付宝在线支付' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '扫码支付' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '对公转账' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '余额支付' }) as HTMLInputElement).disabled).toBe(true);
    expect(await screen.findByText('6214 8301 2345 6789')).toBeTruthy();
  });

  it('the online payment is a real form post to /orders/pay-alipay with the token, mode 8, the order and the device', async () => {
    open();
    const form = (await screen.findByTestId('online-pay-form')) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/orders/pay-alipay');
    const fields = Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));
    expect(fields).toEqual({ _token: 'token-abc', payment_mode: '8', order_id: '7', device: 'pc' });
  });

  it('asks for Alipay’s phone cashier from a phone-sized screen', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia.call(window, query),
      matches: query === PHONE_MEDIA_QUERY,
      addEventListener() {},
      removeEventListener() {},
    })) as typeof window.matchMedia;
    try {
      open();
      const form = (await screen.findByTestId('online-pay-form')) as HTMLFormElement;
      expect((form.querySelector('input[name="device"]') as HTMLInputElement).value).toBe('phone');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('balance: the radios give way to a 6-digit password box, checked before anything is sent', async () => {
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: '余额支付' }));
    expect(screen.queryByRole('radio', { name: '支付宝在线支付' })).toBeNull();
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe('/admin/wallets/modify-pwd');

    const box = screen.getByLabelText('支付密码') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '12a3' } });
    expect(box.value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: /确认支付/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入6位数字支付密码');
    expect(bodiesOf('/api/orders/7/pay')).toEqual([]);

    fireEvent.change(box, { target: { value: '1234567' } });
    expect(box.value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: /确认支付/ }));
    await waitFor(() => expect(testLocation()).toBe('/orders/paid/7'));
    expect(bodiesOf('/api/orders/7/pay')).toEqual([{ payment_mode: 4, password: '123456' }]);
  });

  it('balance: the server refusing the password shows its message and empties the box', async () => {
    answers.pay = { status: 422, msg: '支付密码错误，还可尝试4次' };
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: '余额支付' }));
    const box = screen.getByLabelText('支付密码') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: /确认支付/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('支付密码错误，还可尝试4次');
    expect(box.value).toBe('');
    expect(testLocation()).toBe('/orders/payment/7');
  });

  it('transfer: submitting without a proof image says 请上传至少一张转账证明！ and sends nothing', async () => {
    open();
    fireEvent.click(await screen.findByRole('radio', { name: '对公转账' }));
    expect(await screen.findByText('场地通科技有限公司')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交转账凭证' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请上传至少一张转账证明！');
    expect(calledUrls(api, '/api/orders/7/upload_voucher')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(testLocation()).toBe('/admin/orders/index?status=submitted');
  });

  it('transfer: a refused proof shows the reason and the upload again', async () => {
    answers.order = order({ offline_pay: true, offline_status: 3, offline_refuse_reason: '金额与订单不符' });
    open();
    expect(await screen.findByText('转账凭证未通过审核，请重新上传')).toBeTruthy();
    expect(screen.getByText('原因：金额与订单不符')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交转账凭证' })).toBeTruthy();
    // A refused proof no longer blocks the other ways to pay.
    expect((screen.getByRole('radio', { name: '支付宝在线支付' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('an order that is no longer awaiting payment goes back to the order list', async () => {
    answers.order = order({ status: 'paid' });
    open();
    await waitFor(() => expect(testLocation()).toBe('/admin/orders/index'));
  });

  it('goes to the paid page when polling finds the order paid (e.g. scanned on a phone)', async () => {
    open();
    await screen.findByText('订单提交成功，请尽快付款！');
    answers.status = 'paid';
    await waitFor(() => expect(testLocation()).toBe('/orders/paid/7'), { timeout: 5000 });
  });

  it('a group order shows the group rules and its progress, with the bank transfer disabled', async () => {
    answers.order = order({ group_status: 1, group_purchase_id: 31 });
    open();
    expect(await screen.findByText('拼团规则 · 已拼 2/10 人')).toBeTruthy();
    expect(screen.getByTestId('group-rules').textContent).toContain('不支持对公转账');
    expect((screen.getByRole('radio', { name: '对公转账' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '支付宝在线支付' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('a group order whose group has ended (flag 2) says 来晚一步呦，此团已结束！ and leaves for the group list after 2 s', async () => {
    answers.order = order({ status: 'cancelled', group_status: 2, group_purchase_id: 31 });
    open();
    expect(await screen.findByText('来晚一步呦，此团已结束！')).toBeTruthy();
    expect(testLocation()).toBe('/orders/payment/7');
    await waitFor(() => expect(testLocation()).toBe('/admin/groups/index'), { timeout: 4000 });
  });
});
