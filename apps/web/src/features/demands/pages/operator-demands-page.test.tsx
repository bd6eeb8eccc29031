import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { OperatorDemandsPage } from './operator-demands-page';

const demand = (over: Record<string, unknown> = {}) => ({
  id: 7,
  name: '周先生',
  mobile: '13811112222',
  product: '冷萃咖啡',
  single_field_budget: 4321,
  single_field_budget_fen: 432100,
  minimum_area: 40,
  maximum_area: 120,
  start: '2026-12-03',
  end: '2026-12-05',
  cities: [{ id: 90, name: '上海' }],
  community_types: [],
  accepted_count: 1,
  max_acceptances: 5,
  full: false,
  status: 'open',
  status_name: '待跟进',
  is_home: false,
  created_at: '2026-11-24T08:16:00+08:00',
  is_mine: false,
  accepted_by_me: false,
  spread_ways: [],
  industries: [],
  power: 0,
  carport: 0,
  stay_overnight: 0,
  leaflet: 0,
  establish: 0,
  part_time_job: 0,
  ex_description: '',
  pic_url: [],
  community: null,
  physical_resource: null,
  receivers: [{ name: '演示供应商', mobile: '13900000001', created_at: '2026-11-24T08:19:00+08:00' }],
  follow_note: null,
  owner: { id: 3, mobile: '13811112222', name: '周先生' },
  follow_ups: [],
  ...over,
});

let roles: string[];
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-operator');
  roles = ['operator'];
  api = fakeApi((url, init) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 1, name: '平台运营', mobile: '13700000001', product: '', email: null, consumption_point: 0, roles } };
    if (url.pathname === '/api/appeal/create') return { result: { cities: [{ id: 90, name: '上海' }], community_types: [], spread_ways: [], industries: [] } };
    if (url.pathname === '/api/operator/appeals') return { result: { data: [demand()], total: 1, page: 1, page_size: 10 } };
    if (url.pathname === '/api/operator/appeals/7/follow_up' && init?.method === 'POST')
      return { result: demand({ status: 'contacted', status_name: '已联系' }) };
    return undefined;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('OperatorDemandsPage', { timeout: 90_000 }, () => {
  it('searches, and follows a demand up with a required note', async () => {
    renderWithApp(<OperatorDemandsPage />);
    expect(await screen.findByText('冷萃咖啡', {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索需求' }), '冷萃{Enter}');
    await waitFor(() => expect(calledUrls(api, '/api/operator/appeals').some((url) => url.searchParams.get('keyword') === '冷萃')).toBe(true), {
      timeout: 10_000,
    });

    await userEvent.click(screen.getByRole('button', { name: '跟进' }));
    await userEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写跟进备注', {}, { timeout: 10_000 })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '跟进备注' }), '已电话联系');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(
      () => {
        const posted = api.mock.calls.find(([input, init]) => String(input).includes('/follow_up') && init?.method === 'POST');
        expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ status: 'contacted', note: '已电话联系' });
      },
      { timeout: 10_000 },
    );
  });

  it('tells others the page is for operators', async () => {
    roles = ['business'];
    renderWithApp(<OperatorDemandsPage />);
    expect(await screen.findByText('需求跟进仅限平台运营人员使用', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
