import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { OperatorInsightsPage } from './operator-insights-page';
import { SupplierInsightsPage } from './supplier-insights-page';

// ECharts draws on a canvas happy-dom does not have: a stand-in that records the options.
const charts = vi.hoisted(() => ({ options: [] as unknown[] }));
vi.mock('../components/echarts-setup', () => ({
  echarts: {
    init: () => ({ setOption: (option: unknown) => charts.options.push(option), resize: () => undefined, dispose: () => undefined }),
  },
}));

const supplierInsights = {
  totals: { views: 120, enquiries: 3, paid_orders: 4, gross: 1_234_500, net: 1_111_050 },
  by_venue: [{ physical_resource_id: 11, name: '星河广场中庭', views: 100, enquiries: 2, paid_orders: 4, gross: 1_234_500, occupancy: 0.25 }],
  series: [
    { key: '2026-11-27', views: 60, paid_orders: 1, gross: 80_000 },
    { key: '2026-11-28', views: 60, paid_orders: 3, gross: 1_154_500 },
  ],
};

const operatorInsights = (groupBy: string) => ({
  totals: { gmv: 5_000_000, paid_orders: 12, commission: 500_000, refunds: 20_000, buyers: 9 },
  series:
    groupBy === 'city'
      ? [{ key: '310100', name: '上海市', gmv: 5_000_000, paid_orders: 12, commission: 500_000 }]
      : [{ key: '2026-11-28', name: '2026-11-28', gmv: 5_000_000, paid_orders: 12, commission: 500_000 }],
  funnel: { views: 1000, cart_adds: 100, orders: 20, paid: 12 },
  review: { median_minutes: 35, overdue: 2 },
  top_venues: [
    { physical_resource_id: 11, name: '星河广场中庭', city: '上海市', supplier_name: '星河', gmv: 3_000_000, paid_orders: 7 },
    { physical_resource_id: 12, name: '国金中心外广场', city: '', supplier_name: '13900000002', gmv: 2_000_000, paid_orders: 5 },
  ],
  top_suppliers: [
    { supplier_id: 2, name: '星河', gmv: 3_000_000, paid_orders: 7 },
    { supplier_id: 3, name: '13900000002', gmv: 2_000_000, paid_orders: 5 },
  ],
});

let api: ReturnType<typeof fakeApi>;
let created: Blob[];

beforeEach(() => {
  charts.options = [];
  created = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined }));
  api = fakeApi((url) => {
    const roles = window.localStorage.getItem(TOKEN_STORAGE_KEY) === 'token-op' ? ['operator'] : ['property'];
    if (url.pathname === '/api/users/current')
      return { result: { id: 2, name: '星河', mobile: '13900000001', product: '', email: null, consumption_point: 0, roles } };
    if (url.pathname === '/api/supplier_account')
      return {
        result: {
          owner: { id: 2, name: '星河', mobile: '13900000001' },
          actor: { id: 2, name: '星河', mobile: '13900000001' },
          is_child: false,
          permissions: ['orders', 'venues'],
        },
      };
    if (url.pathname === '/api/supplier/insights') return { result: supplierInsights };
    if (url.pathname === '/api/operator/insights') return { result: operatorInsights(url.searchParams.get('group_by') ?? 'day') };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('SupplierInsightsPage', () => {
  it('shows the totals in yuan, a chart with a table alternative, the venue row and a CSV export', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-supplier');
    renderWithApp(<SupplierInsightsPage />, { route: '/admin/supplier/insights' });
    expect((await screen.findAllByText('¥12,345.00')).length).toBeGreaterThan(0);
    expect(screen.getByText('120 次')).toBeTruthy();
    expect(screen.getByText('4 单')).toBeTruthy();
    expect(screen.getByText('¥11,110.50')).toBeTruthy();
    const query = calledUrls(api, '/api/supplier/insights')[0]!;
    expect(query.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Charts: labelled for screen readers, drawn from the series, with their numbers in a table.
    expect(screen.getByRole('img', { name: '每日成交额：共 ¥12,345.00' })).toBeTruthy();
    expect(charts.options.length).toBeGreaterThan(0);
    expect(screen.getAllByText('查看数据表').length).toBe(2);
    expect(screen.getByRole('columnheader', { name: '成交额（元）' })).toBeTruthy();
    expect(screen.getByText('¥11,545.00')).toBeTruthy();
    // The venue row.
    const venues = screen.getByTestId('insights-venues');
    expect(within(venues).getByText('星河广场中庭')).toBeTruthy();
    expect(within(venues).getByText('25.0%')).toBeTruthy();
    expect(within(venues).getByText('4.0%')).toBeTruthy();
    // CSV of the first chart.
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: '导出CSV' })[0]!);
    expect(created).toHaveLength(1);
    const csv = await created[0]!.text();
    expect(csv).toContain('日期,成交额（元）');
    expect(csv).toContain('2026-11-28,11545.00');
  });
});

describe('OperatorInsightsPage', () => {
  it('shows GMV, paid orders, the funnel and review times, and regroups by city', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-op');
    renderWithApp(<OperatorInsightsPage />, { route: '/admin/operator/insights' });
    expect((await screen.findAllByText('¥50,000.00')).length).toBeGreaterThan(0);
    expect(screen.getByText('12 单')).toBeTruthy();
    expect(screen.getByText('35 分钟')).toBeTruthy();
    expect(screen.getByText('超时未审 2 单')).toBeTruthy();
    expect(screen.getByRole('img', { name: /转化漏斗：浏览 1000，加入购物车 100，提交订单 20，支付 12/ })).toBeTruthy();
    expect(calledUrls(api, '/api/operator/insights')[0]!.searchParams.get('group_by')).toBe('day');
    expect(screen.getAllByRole('columnheader', { name: '城市' })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByText('按城市'));
    await waitFor(() => expect(calledUrls(api, '/api/operator/insights').some((url) => url.searchParams.get('group_by') === 'city')).toBe(true));
    expect((await screen.findAllByText('上海市')).length).toBeGreaterThan(0);
    // The two charts' tables are now by city (the third 城市 column is the top venues').
    expect(screen.getAllByRole('columnheader', { name: '城市' })).toHaveLength(3);
  });

  it('lists the top venues and suppliers by GMV with their paid orders, and exports them as CSV', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-op');
    renderWithApp(<OperatorInsightsPage />, { route: '/admin/operator/insights' });
    const venues = await screen.findByTestId('insights-top-venues');
    expect(within(venues).getByText('1. 星河广场中庭')).toBeTruthy();
    expect(within(venues).getByText('上海市')).toBeTruthy();
    expect(within(venues).getByText('星河')).toBeTruthy();
    // A venue whose city is unknown shows a dash, not an empty cell.
    expect(within(venues).getByText('—')).toBeTruthy();
    expect(within(venues).getByText('¥30,000.00')).toBeTruthy();
    expect(within(venues).getByText('7 单')).toBeTruthy();
    expect(within(venues).getByText('2. 国金中心外广场')).toBeTruthy();
    const suppliers = screen.getByTestId('insights-top-suppliers');
    expect(within(suppliers).getByText('2. 13900000002')).toBeTruthy();
    expect(within(suppliers).getByText('¥20,000.00')).toBeTruthy();
    const user = userEvent.setup();
    const exports = screen.getAllByRole('button', { name: '导出CSV' });
    await user.click(exports[exports.length - 2]!);
    await user.click(exports[exports.length - 1]!);
    expect(created).toHaveLength(2);
    const venueCsv = await created[0]!.text();
    expect(venueCsv).toContain('排名,场地,城市,供应商,GMV（元）,支付订单（单）');
    expect(venueCsv).toContain('1,星河广场中庭,上海市,星河,30000.00,7');
    expect(venueCsv).toContain('2,国金中心外广场,,13900000002,20000.00,5');
    expect(await created[1]!.text()).toContain('2,13900000002,20000.00,5');
  });
});
