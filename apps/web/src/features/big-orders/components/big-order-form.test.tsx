import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { BigOrderForm } from './big-order-form';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BigOrderForm (大订单代下单)', () => {
  it('refuses an empty form in Chinese on its fields and sends nothing', async () => {
    const api = fakeApi(() => undefined);
    renderWithApp(<BigOrderForm onPlaced={() => undefined} />);
    fireEvent.click(screen.getByTestId('place-big-order'));
    expect(await screen.findByText('请输入有效的客户手机号')).toBeTruthy();
    expect(screen.getByText('请填写联系人')).toBeTruthy();
    expect(screen.getByText('请输入有效的手机号')).toBeTruthy();
    expect(calledUrls(api).filter((url) => url.pathname.startsWith('/api/operator/big_orders'))).toEqual([]);
  });

  it('a booth is picked by venue id: its booths and lease terms come from the venue', async () => {
    fakeApi((url) =>
      url.pathname === '/api/fields/77'
        ? {
            result: {
              id: 77,
              name: '中心广场',
              community: { id: 5, name: '阳光花园' },
              selling_resources: [
                {
                  id: 501,
                  is_enquiry: false,
                  physical_resource_name: '中心广场',
                  size: '3m*3m',
                  count: 4,
                  selling_price: [{ lease_term_type_id: 9, price: 100_000 }],
                },
              ],
            },
          }
        : undefined,
    );
    renderWithApp(<BigOrderForm onPlaced={() => undefined} />);
    fireEvent.change(screen.getByLabelText('场地ID'), { target: { value: '77' } });
    expect(await screen.findByText('阳光花园 · 中心广场')).toBeTruthy();
  });
});
