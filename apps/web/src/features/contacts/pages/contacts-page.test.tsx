import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { ContactsPage } from './contacts-page';

const contact = (id: number, name: string, isDefault: boolean) => ({
  id,
  name,
  mobile: `1381234567${id}`,
  is_default: isDefault,
  province_id: null,
  city_id: null,
  district_id: null,
  address: id === 1 ? '长宁路100号' : '',
  province: id === 1 ? '上海市' : null,
  city: null,
  district: null,
});

let contacts: ReturnType<typeof contact>[];
let api: ReturnType<typeof fakeApi>;

function bodiesOf(method: string, path: string): unknown[] {
  return api.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('ContactsPage', () => {
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-buyer');
    contacts = [contact(1, '张三', true), contact(2, '李四', false)];
    api = fakeApi((url, init) => {
      if (url.pathname === '/api/users/current')
        return { result: { id: 1, name: '演示', mobile: '13800000001', product: '', email: null, consumption_point: 0, roles: ['business'] } };
      if (url.pathname === '/api/contacts' && (init?.method ?? 'GET') === 'GET')
        return { result: { data: contacts, total: contacts.length, page: 1, page_size: 99 } };
      if (url.pathname === '/api/contacts' && init?.method === 'POST') return { result: { ...contact(3, '王五', false), mobile: '13900001111' } };
      if (url.pathname === '/api/contacts/2' && init?.method === 'PUT') return { result: contact(2, '李四', true) };
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  const open = () => renderWithApp(<ContactsPage />, { route: '/admin/profile/contact' });
  const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

  it('lists the contacts with the default marked and their address', async () => {
    open();
    const first = await rowOf('张三');
    expect(within(first).getByText('默认')).toBeTruthy();
    expect(within(first).getByText('上海市 长宁路100号')).toBeTruthy();
    expect(within(await rowOf('李四')).getByText('—')).toBeTruthy();
  });

  it('makes another contact the default, keeping its fields', async () => {
    open();
    fireEvent.click(within(await rowOf('李四')).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(bodiesOf('PUT', '/api/contacts/2')).toHaveLength(1));
    expect(bodiesOf('PUT', '/api/contacts/2')[0]).toMatchObject({ name: '李四', mobile: '13812345672', is_default: true });
  });

  it('adds a contact through the checkout dialog, which checks the fields first', async () => {
    open();
    await rowOf('张三');
    fireEvent.click(screen.getAllByRole('button', { name: '+ 新增联系人' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入联系人')).toBeTruthy();
    expect(bodiesOf('POST', '/api/contacts')).toEqual([]);
    fireEvent.change(within(dialog).getByPlaceholderText('请输入联系人'), { target: { value: '王五' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入联系人电话'), { target: { value: '13900001111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf('POST', '/api/contacts')).toHaveLength(1));
    expect(bodiesOf('POST', '/api/contacts')[0]).toMatchObject({ name: '王五', mobile: '13900001111', is_default: false });
  });

  it('shows the spec empty state with an add button', async () => {
    contacts = [];
    open();
    expect(await screen.findByText('暂无联系人信息，请您先添加联系人')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新增联系人' })).toBeTruthy();
  });
});
