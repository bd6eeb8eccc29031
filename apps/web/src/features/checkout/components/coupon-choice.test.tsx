import type { ResourceCoupon } from '@vm/contracts/coupons';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../shared/test/test-app';
import { CouponChoice, mergeCheckoutCoupons } from './coupon-choice';

const coupon = (extra: Partial<ResourceCoupon>): ResourceCoupon => ({
  id: null,
  coupon_id: 1,
  text: '全场满1000减100',
  amount: 10_000,
  min_goods_amount: 100_000,
  scope: 1,
  scope_text: '全场通用',
  target_id: null,
  target_name: null,
  consumption_point: 0,
  point: 0,
  point_coupons: false,
  default: false,
  is_welfare: false,
  is_received: true,
  received_quantity: 1,
  per_user_limit: 1,
  remaining: 10,
  can_receive: false,
  valid_start_date: null,
  valid_end_date: null,
  valid_days: 30,
  validity_text: '领取后30天内有效',
  start_at: null,
  end_at: null,
  ...extra,
});

const mine = coupon({ id: 501, coupon_id: 2 });
const pointsOffer = coupon({ coupon_id: 8, text: '3000积分兑满400减40', amount: 4000, min_goods_amount: 40_000, consumption_point: 3000, point: 3000, point_coupons: true, can_receive: true, is_received: false });
const tooBig = coupon({ id: 502, coupon_id: 3, text: '全场满5万减500', amount: 50_000, min_goods_amount: 5_000_000 });

let clock = 0;
beforeEach(() => {
  clock += 10_000;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mergeCheckoutCoupons', () => {
  it('lists each coupon once, the buyer’s own before points coupons to claim', () => {
    const merged = mergeCheckoutCoupons([
      { physical_resource_id: 1, coupons: [pointsOffer, mine] },
      { physical_resource_id: 2, coupons: [mine, pointsOffer] },
    ]);
    expect(merged.map((item) => item.id ?? `offer ${item.coupon_id}`)).toEqual([501, 'offer 8']);
  });
});

describe('CouponChoice', () => {
  it('chooses a held coupon, keeps out one whose threshold is not reached, and claims a points coupon first', async () => {
    const fetchMock = fakeApi((url, init) =>
      url.pathname === '/api/coupons/exchange' && init?.method === 'POST' ? { result: { id: 777, coupon_id: 8, consumption_point: 3000, balance: 2000 } } : undefined,
    );
    const onSelect = vi.fn();
    renderWithApp(<CouponChoice coupons={[mine, tooBig, pointsOffer]} selectedId={null} goodsAmount={200_000} pointsBalance={5000} onSelect={onSelect} />);
    const user = userEvent.setup();

    expect(screen.getByText('3000积分兑满400减40')).toBeTruthy();
    expect(screen.getByText(/未满足使用条件/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /全场满5万减500/ }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByText('全场满1000减100'));
    expect(onSelect).toHaveBeenLastCalledWith(501);

    await user.click(screen.getByRole('button', { name: '3000积分兑换并使用' }));
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith(777));
    const exchange = fetchMock.mock.calls.find(([input]) => String(input) === '/api/coupons/exchange');
    expect(JSON.parse(String(exchange?.[1]?.body))).toEqual({ coupon_id: 8 });
  });

  it('cannot claim a points coupon without the points', () => {
    fakeApi(() => undefined);
    renderWithApp(<CouponChoice coupons={[pointsOffer]} selectedId={null} goodsAmount={200_000} pointsBalance={1000} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: '3000积分兑换并使用' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('积分不足')).toBeTruthy();
  });
});
