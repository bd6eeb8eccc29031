import type { ManagedOptions } from '@vm/contracts/supplier-communities';
import type { ManagedResource } from '@vm/contracts/supplier-resources';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp, type FakeAnswer } from '@/shared/test/test-app';
import { SupplierResourceEditPage } from './supplier-resource-edit-page';

// Antd forms in happy-dom are slow on a shared two-core machine; the assertions do not depend on time.
vi.setConfig({ testTimeout: 30_000 });

const options: ManagedOptions = {
  community_types: [{ id: 3, name: '购物中心' }],
  location_types: [{ id: 1, name: '商场内' }],
  labels: [],
  field_types: [{ id: 4, name: '中庭', kind: 'venue', attributes: [{ id: 7, name: '层高', options: [{ id: 41, name: '5米以上' }] }] }],
  lease_terms: [{ id: 9, name: '天', kind: 'day', days: 1 }],
};

const resource: ManagedResource = {
  id: 501,
  top_physical_id: 501,
  community_id: 12,
  community_name: '静安广场',
  city_id: 90,
  name: '一楼中庭',
  field_type_id: 4,
  field_type: '中庭',
  area: 120,
  indoor: true,
  person_flow: 8000,
  description: '',
  images: ['/files/venue/2026/11/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg'],
  case_images: [],
  panorama: null,
  attributes: [41],
  is_online: true,
  created_at: '2026-11-01T00:00:00Z',
  booths: [
    {
      id: 71,
      size: '3x3',
      custom_dimension: '',
      custom_name: '',
      count: 2,
      minimum_booking_days: 1,
      days_in_advance: 2,
      is_enquiry: false,
      lease_term_type_id: 9,
      lease_term_type: '天',
      prices: [{ lease_term_type_id: 9, lease_term_type: '天', price: 68_000, deposit: 20_000, subsidy: 0 }],
      unavailable_dates: [],
      special_prices: [],
      raised_prices: [],
      res_type_id: 1,
      activity_type_name: null,
      activity_start_date: null,
      deadline: null,
      has_chair: false,
      has_power: true,
      has_tent: false,
      leaflet: false,
      overnight_material: false,
      special_requirements: [],
      tag: '',
      is_online: true,
      live_order_count: 1,
    },
  ],
};

let putAnswer: FakeAnswer;
let puts: unknown[];

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'supplier-token');
  puts = [];
  putAnswer = { result: { id: 501, booth_ids: [71] } };
  fakeApi((url, init) => {
    if (url.pathname === '/api/supplier_account')
      return {
        result: {
          owner: { id: 2, name: '演示供应商', mobile: '13900000001' },
          actor: { id: 2, name: '演示供应商', mobile: '13900000001' },
          is_child: false,
          permissions: ['orders', 'venues'],
        },
      };
    if (url.pathname === '/api/managed_options') return { result: options };
    if (url.pathname === '/api/managed_communities')
      return { result: { data: [{ id: 12, name: '静安广场', city_name: '上海', district_name: '静安区' }], total: 1, page: 1, page_size: 100 } };
    if (url.pathname === '/api/managed_resources/501' && init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return putAnswer;
    }
    if (url.pathname === '/api/managed_resources/501') return { result: resource };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openEditor() {
  renderWithApp(<SupplierResourceEditPage />, { route: '/admin/supplier/resources/501/edit', path: '/admin/supplier/resources/:id/edit' });
  const booth = await screen.findByTestId('booth-card', undefined, { timeout: 10_000 });
  await waitFor(() => expect(within(booth).getByRole<HTMLInputElement>('spinbutton', { name: '价格' }).value).toBe('680.00'));
  return booth;
}

function typeInto(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const save = () => fireEvent.click(screen.getByTestId('save-resource'));
const fieldError = (text: string) => screen.findByText(text, { selector: '.ant-form-item-explain-error' }, { timeout: 10_000 });

describe('SupplierResourceEditPage', () => {
  it('shows the held venue with its booth: yuan in the boxes, the live order on the card', async () => {
    const booth = await openEditor();
    expect(within(booth).getByRole<HTMLInputElement>('spinbutton', { name: '押金' }).value).toBe('200.00');
    expect(within(booth).getByText('进行中订单 1')).toBeTruthy();
    expect(within(booth).getByRole('button', { name: /删除摊位/ })).toHaveProperty('disabled', true);
    expect(screen.getByDisplayValue('一楼中庭')).toBeTruthy();
  });

  it('refuses a missing price and a subsidy above the price, and sends nothing', async () => {
    const booth = await openEditor();
    typeInto(within(booth).getByRole('spinbutton', { name: '价格' }), '');
    save();
    expect(await fieldError('请输入价格')).toBeTruthy();

    typeInto(within(booth).getByRole('spinbutton', { name: '价格' }), '100');
    typeInto(within(booth).getByRole('spinbutton', { name: '补贴' }), '100.01');
    save();
    expect(await fieldError('补贴不能高于价格')).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it('refuses a malformed amount and an empty booth size', async () => {
    const booth = await openEditor();
    typeInto(within(booth).getByPlaceholderText('如：3x3'), '');
    save();
    expect(await fieldError('请输入摊位尺寸')).toBeTruthy();
    expect(puts).toHaveLength(0);
  });

  it('sends the edited prices in fen, with the booth id, by PUT', async () => {
    const booth = await openEditor();
    typeInto(within(booth).getByRole('spinbutton', { name: '价格' }), '720.5');
    typeInto(within(booth).getByRole('spinbutton', { name: '补贴' }), '20.05');
    save();
    await waitFor(() => expect(puts).toHaveLength(1));
    const body = puts[0] as { booths: { id: number; prices: unknown[]; has_power: boolean }[]; attributes: number[]; area: number };
    expect(body.booths[0]).toMatchObject({ id: 71, has_power: true });
    expect(body.booths[0]?.prices).toEqual([{ lease_term_type_id: 9, price: 72_050, deposit: 20_000, subsidy: 2_005 }]);
    expect(body.attributes).toEqual([41]);
    expect(body.area).toBe(120);
  });

  it("shows the server's refusal (a held date) as a dialog naming the date", async () => {
    putAnswer = { status: 409, msg: '2026-12-24 已有订单预订，不能设为不可预订', errors: { 'booths.0.unavailable_dates': '2026-12-24' } };
    await openEditor();
    save();
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(within(dialog).getAllByText('无法保存').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('2026-12-24 已有订单预订，不能设为不可预订')).toBeTruthy();
    // The booth's closed dates carry the same words (antd draws a field's error a moment after the dialog).
    expect(
      await screen.findByText('2026-12-24 已有订单预订，不能设为不可预订', { selector: '.ant-form-item-explain-error' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
