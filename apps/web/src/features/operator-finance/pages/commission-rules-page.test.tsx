import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { CommissionRulesPage } from './commission-rules-page';

const supplier = (id: number, name: string, mobile: string) => ({
  id,
  name,
  mobile,
  roles: ['property'],
  frozen: false,
  frozen_at: null,
  frozen_reason: null,
  order_count: 0,
  created_at: '2026-11-01T10:00:00.000+08:00',
});
const SUPPLIERS = [supplier(2, '上海星河物业', '13900000001'), supplier(5, '北京朝阳商业', '13900000005')];

let api: ReturnType<typeof fakeApi>;
const posts = (): unknown[] =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === '/api/operator/commission_rules')
    .map(([, init]) => JSON.parse(String(init!.body)));

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-op');
  api = fakeApi((url, init) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 9, name: '运营', mobile: '13700000001', product: '', email: null, consumption_point: 0, roles: ['operator'] } };
    if (url.pathname === '/api/operator/commission_rules' && init?.method === 'POST') return { result: { id: 12 } };
    if (url.pathname === '/api/operator/commission_rules')
      return {
        result: [
          { id: 1, supplier_id: null, category_id: null, rate: 1000, supplier_name: null, category_name: null, created_at: '2026-11-01T10:00:00.000+08:00' },
        ],
      };
    if (url.pathname === '/api/operator/commission_rules/history') return { result: [] };
    if (url.pathname === '/api/operator/users') {
      const keyword = url.searchParams.get('keyword') ?? '';
      const data = SUPPLIERS.filter((user) => user.name.includes(keyword) || user.mobile.includes(keyword));
      return { result: { data, total: data.length, page: 1, page_size: 20 } };
    }
    if (url.pathname === '/api/categories')
      return {
        result: [
          { id: 1, name: '中庭', kind: 'venue' },
          { id: 2, name: '外广场', kind: 'venue' },
          { id: 9, name: 'LED屏', kind: 'ad' },
        ],
      };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

/** The option of the dropdown just opened (earlier dropdowns stay in the document, hidden). */
async function clickOption(text: string) {
  const items = await screen.findAllByText(text, { selector: '.ant-select-item-option-content' }, { timeout: 5000 });
  fireEvent.click(items.at(-1)!);
}

describe('CommissionRulesPage', { timeout: 20_000 }, () => {
  it('picks the supplier by searching its name or mobile and the category by name, then adds the rule', async () => {
    renderWithApp(<CommissionRulesPage />, { route: '/admin/operator/commission-rules' });
    const user = userEvent.setup();
    expect(await screen.findByText('平台默认')).toBeTruthy();

    const supplierBox = screen.getByRole('combobox', { name: '供应商' });
    await user.click(supplierBox);
    await user.type(supplierBox, '13900000005');
    await waitFor(() => expect(calledUrls(api, '/api/operator/users').some((url) => url.searchParams.get('keyword') === '13900000005')).toBe(true));
    const searched = calledUrls(api, '/api/operator/users').find((url) => url.searchParams.get('keyword') === '13900000005')!;
    expect(searched.searchParams.get('role')).toBe('property');
    await clickOption('北京朝阳商业 · 13900000005');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '场地类型' }));
    await clickOption('LED屏');
    await user.type(screen.getByLabelText('佣金比例（%）'), '6.5');
    await user.click(screen.getByRole('button', { name: '添加规则' }));
    await waitFor(() => expect(posts()).toEqual([{ supplier_id: 5, category_id: 9, rate: 650 }]));
  });

  it('with nothing picked adds the platform default; a missing rate is named', async () => {
    renderWithApp(<CommissionRulesPage />, { route: '/admin/operator/commission-rules' });
    const user = userEvent.setup();
    await screen.findByText('平台默认');
    await user.click(screen.getByRole('button', { name: '添加规则' }));
    expect((await screen.findByRole('alert')).textContent).toBe('佣金比例应在0-10000（万分比）之间');
    await user.type(screen.getByLabelText('佣金比例（%）'), '12');
    await user.click(screen.getByRole('button', { name: '添加规则' }));
    await waitFor(() => expect(posts()).toEqual([{ supplier_id: null, category_id: null, rate: 1200 }]));
  });
});
