import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { PaidPage } from './paid-page';

let status: string;

const paymentOrder = () => ({
  id: 7,
  order_num: '2026112200000007',
  status,
  actual_fee: 53_000,
  total_amount: 48_000,
  total_deposit: 5_000,
  coupon: 0,
  integral: 0,
  offline_pay: false,
  offline_status: 0,
  voucher_image_url: [],
  contact: '张三',
  mobile: '13812345678',
  address: '',
  expires_at: '2026-11-24T10:00:00+08:00',
  group_status: null,
  resources: [{ order_num: '200', field_name: '阳光花园中心广场', size: '3m*3m', lease_term_type: '天', custom_dimension: '', start: '2026-12-10', status }],
});

/** A finished sub-order awaiting review (GET /api/comments/pending). */
const pendingComment = {
  field_order_item_id: 31,
  field_name: '静安大悦城中庭',
  price: 80_000,
  pic_url: '',
  order_id: 3,
  order_num: '2026110100000003',
  top_physical_id: 9,
  size: '3m*3m',
  lease_term_type: '天',
  start: '2026-11-05',
  end: '2026-11-06',
  finished_at: '2026-11-07T00:10:00+08:00',
};

const recommended = {
  physical_resource_id: 501,
  top_physical_id: 500,
  community_id: 50,
  resource_name: '徐家汇公园草坪',
  community_name: '徐家汇公园',
  is_enquiry: false,
  refer_min_price: 0,
  refer_max_price: 0,
  price: 120_000,
  subsidy_fee: 0,
  unit: '天',
  order_count: 8,
  district: '徐汇区',
  address: '',
  pic_url: '',
  distance: null,
};

describe('PaidPage', () => {
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-abc');
    status = 'submitted';
    fakeApi((url) => {
      if (url.pathname === '/api/orders/7/status') return { result: { status } };
      if (url.pathname === '/api/payment/orders/7') return { result: paymentOrder() };
      if (url.pathname === '/api/comments/pending') return { result: { data: [pendingComment], total: 1, page: 1, page_size: 4 } };
      if (url.pathname === '/api/communities/recommends') return { result: { data: [recommended], total: 1, page: 1, page_size: 4 } };
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('waits for the gateway notify, then shows the order success page with its parts and links', async () => {
    renderWithApp(<PaidPage />, { route: '/orders/paid/7', path: '/orders/paid/:orderId' });
    expect(await screen.findByText('正在确认支付结果…')).toBeTruthy();
    status = 'paid';
    expect(await screen.findByText('支付成功，订单已提交供应商审核', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('success-amount').textContent).toBe('¥530.00');
    expect(screen.getByTestId('success-order-num').textContent).toBe('2026112200000007');
    expect(screen.getByText('补充订单信息')).toBeTruthy();

    const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    await waitFor(() => expect(hrefOf('去评价')).toBe('/admin/comments/edit/31'));
    expect(hrefOf('查看全部已完成订单')).toBe('/admin/orders/index?status=finished&page=1');
    expect(hrefOf('管理常用联系人')).toBe('/admin/profile/contact');
    expect(hrefOf('完善企业信息')).toBe('/admin/profile/company');
    expect(hrefOf('寻找活动服务商')).toBe('/service/index');
    expect(hrefOf('关于平台')).toBe('/company/view/1');
    expect(hrefOf(/徐家汇公园草坪/)).toBe('/fields/500');
    expect(screen.getByText('¥1,200/天')).toBeTruthy();
  });

  it('a cancelled order is not shown as paid', async () => {
    status = 'cancelled';
    renderWithApp(<PaidPage />, { route: '/orders/paid/7', path: '/orders/paid/:orderId' });
    expect(await screen.findByText('订单已取消')).toBeTruthy();
    expect(screen.queryByText('支付成功，订单已提交供应商审核')).toBeNull();
  });
});
