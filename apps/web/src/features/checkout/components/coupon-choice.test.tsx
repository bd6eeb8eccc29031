import type { ResourceCoupon } from '@vm/contracts/coupons';
import type { PricedLine } from '@vm/contracts/orders';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
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

/** A previewed line of `amount` fen in community `communityId` (no subsidy). */
const line = (amount: number, communityId = 3, index = 0): PricedLine => ({
  index,
  selling_resource_id: 9 + index,
  community_id: communityId,
  field_type_id: 1,
  field_name: '静安大悦城中庭',
  lease_term_type_name: '天',
  size: '3*6',
  custom_dimension: '',
  lease_term_type_id: 9,
  count: 1,
  count_of_time_unit: 1,
  dates: [{ date: '2026-12-01', endDate: '2026-12-01', price: amount }],
  amount,
  subsidy: 0,
  coupon: 0,
  integral: 0,
  payable: amount,
  deposit: 0,
});

const mine = coupon({ id: 501, coupon_id: 2 });
const pointsOffer = coupon({
  coupon_id: 8,
  text: '3000积分兑满400减40',
  amount: 4000,
  min_goods_amount: 40_000,
  consumption_point: 3000,
  point: 3000,
  point_coupons: true,
  can_receive: true,
  is_received: false,
});
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
      url.pathname === '/api/coupons/exchange' && init?.method === 'POST'
        ? { result: { id: 777, coupon_id: 8, consumption_point: 3000, balance: 2000 } }
        : undefined,
    );
    const onSelect = vi.fn();
    renderWithApp(<CouponChoice coupons={[mine, tooBig, pointsOffer]} selectedId={null} lines={[line(200_000)]} pointsBalance={5000} onSelect={onSelect} />);
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

  it('offers no coupon the server would refuse: the threshold counts only the lines the coupon covers, and a no-threshold coupon must stay below the price', () => {
    fakeApi(() => undefined);
    // ¥2,000 in all, but only ¥500 in community 3, the one the venue coupon covers: its ¥1,000 threshold is not reached.
    const venueCoupon = coupon({
      id: 601,
      coupon_id: 11,
      text: '本场地满1000减100',
      scope: 2,
      scope_text: '限「静安大悦城」使用',
      target_id: 3,
      target_name: '静安大悦城',
    });
    const noThreshold = coupon({ id: 602, coupon_id: 12, text: '无门槛减2000', amount: 200_000, min_goods_amount: 0 });
    const elsewhere = coupon({
      id: 603,
      coupon_id: 13,
      text: '别处满100减10',
      amount: 1000,
      min_goods_amount: 10_000,
      scope: 2,
      scope_text: '限「别处」使用',
      target_id: 99,
    });
    renderWithApp(
      <CouponChoice
        coupons={[mine, venueCoupon, noThreshold, elsewhere]}
        selectedId={null}
        lines={[line(50_000, 3, 0), line(150_000, 4, 1)]}
        pointsBalance={0}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByRole('radio', { name: /全场满1000减100/ }).hasAttribute('disabled')).toBe(false);
    for (const name of [/本场地满1000减100/, /无门槛减2000/, /别处满100减10/]) {
      expect(screen.getByRole('radio', { name }).hasAttribute('disabled')).toBe(true);
      expect(screen.getByRole('radio', { name }).closest('label')?.textContent).toContain('未满足使用条件');
    }
  });

  it('cannot claim a points coupon without the points', () => {
    fakeApi(() => undefined);
    renderWithApp(<CouponChoice coupons={[pointsOffer]} selectedId={null} lines={[line(200_000)]} pointsBalance={1000} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: '3000积分兑换并使用' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('积分不足')).toBeTruthy();
  });
});
