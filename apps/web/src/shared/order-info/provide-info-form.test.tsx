import type { OrderInfo } from '@vm/contracts/order-info';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, fakeApi, renderWithApp } from '../test/test-app';
import { ProvideInfoForm } from './provide-info-form';

const saved: OrderInfo = {
  order_id: 12,
  type: 1,
  product: '',
  approach_time: '08:00',
  exit_time: '20:00',
  has_build: null,
  build_height: null,
  industries: [{ parent_id: 1, id: 101 }],
  complete_industries: [],
  material_types: [],
  purposes: [1],
  promotion_purposes: [],
  spread_ways: [],
  design_files: [],
  licence_images: [],
  brand_authorizations: [],
  images: [],
};

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

function api() {
  return fakeApi((url, init) => {
    if (url.pathname === '/api/additional_info' && init?.method === 'POST') return { result: { ...saved, ...JSON.parse(String(init.body)) } };
    if (url.pathname === '/api/additional_info') return { result: saved };
    if (url.pathname === '/api/orders/additional_selection') {
      return {
        result: {
          industries: [{ id: 1, name: '快消零售', children: [{ id: 101, name: '食品饮料' }] }],
          purposes: [{ id: 1, name: '品牌曝光' }],
          spread_ways: [{ id: 1, name: '路演' }],
        },
      };
    }
    return undefined;
  });
}

describe('ProvideInfoForm', () => {
  it('opens with what was saved, checks like the checkout, and saves', async () => {
    const fetchMock = api();
    const onSaved = vi.fn();
    renderWithApp(<ProvideInfoForm orderId={12} onSaved={onSaved} />);
    const user = userEvent.setup();
    await screen.findByTestId('provide-info-form');
    expect(calledUrls(fetchMock, '/api/additional_info')[0]?.searchParams.get('order_id')).toBe('12');
    await waitFor(() => expect(screen.getByText('08:00')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: '保存补充信息' }));
    await waitFor(() => expect(screen.getAllByText('请填写推广产品').length).toBeGreaterThan(0));
    expect(screen.getAllByText('请选择是否搭建').length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(screen.getByPlaceholderText('请填写推广的产品或品牌'), '新款咖啡');
    await user.click(screen.getByLabelText('是'));
    await user.type(screen.getByPlaceholderText('请输入搭建高度'), '2.5');
    await user.click(screen.getByRole('button', { name: '保存补充信息' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      order_id: 12,
      type: 1,
      product: '新款咖啡',
      approach_time: '08:00',
      exit_time: '20:00',
      has_build: 1,
      build_height: '2.5',
      industries: [{ parent_id: 1, id: 101 }],
      purposes: [1],
    });
  });
});
