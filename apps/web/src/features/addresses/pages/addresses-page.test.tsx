import { ADDRESS_MESSAGES } from '@vm/domain/validation-messages';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { AddressesPage } from './addresses-page';

const address = {
  id: 3,
  name: '王小明',
  mobile: '13800138000',
  province: '上海市',
  city: '上海市',
  district: '浦东新区',
  province_id: 310000,
  city_id: 310100,
  district_id: 310115,
  address: '世纪大道100号',
  is_default: true,
};

describe('AddressesPage', () => {
  beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-abc'));
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('shows the server’s message with 重新加载, then the addresses once they load', async () => {
    let fail = true;
    fakeApi((url) => {
      if (url.pathname !== '/api/addresses') return undefined;
      return fail ? { status: 500, msg: '服务繁忙，请稍后再试' } : { result: { data: [address], total: 1, page: 1, page_size: 20 } };
    });
    renderWithApp(<AddressesPage />, { route: '/admin/profile/address' });
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect((await screen.findAllByText('世纪大道100号')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('默认').length).toBeGreaterThan(0);
  });

  it('says there are none, with the add button', async () => {
    fakeApi((url) => (url.pathname === '/api/addresses' ? { result: { data: [], total: 0, page: 1, page_size: 20 } } : undefined));
    renderWithApp(<AddressesPage />, { route: '/admin/profile/address' });
    expect(await screen.findByText(ADDRESS_MESSAGES.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ 新增收货地址' })).toBeTruthy();
  });
});
