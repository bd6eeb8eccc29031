import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { OtherGroups } from '@/shared/group-buys/other-groups';
import { checkoutLinesFromParam } from '@/shared/cart/checkout-selection';
import { GroupViewPage } from './group-view-page';

const group = (extra: Record<string, unknown> = {}) => ({
  id: 31,
  number_of_group_purchase_now: 2,
  origin_price: 100_000,
  price: 60_000,
  min_members: 3,
  max_members: 10,
  deadline: new Date(Date.now() + 26 * 3600_000).toISOString(),
  flag: 1,
  status: 'open',
  status_name: '拼团中',
  seats_left: 8,
  selling_resource_id: 501,
  top_physical_id: 77,
  lease_term_type_id: 9,
  lease_term_type: '天',
  dates: ['2026-12-10', '2026-12-11'],
  field_name: '中心广场',
  community_name: '阳光花园',
  size: '3m*3m',
  custom_dimension: '',
  pic_url: '',
  total_price: 120_000,
  total_origin_price: 200_000,
  deposit: 50_000,
  created_at: '2026-11-20T10:00:00.000+08:00',
  resolved_at: null,
  ...extra,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const open = () => renderWithApp(<GroupViewPage />, { route: '/groups/view/31', path: '/groups/view/:id' });

describe('GroupViewPage', () => {
  it('shows the progress (paid members of the maximum), the countdown and the rules; joining goes to the checkout with the group line', async () => {
    fakeApi((url) => {
      if (url.pathname === '/api/groups/31') return { result: group() };
      if (url.pathname === '/api/group_purchases') return { result: { data: [], total: 0, page: 1, page_size: 4 } };
      return undefined;
    });
    open();
    expect(await screen.findByTestId('group-members')).toHaveProperty('textContent', '2');
    expect(screen.getByTestId('group-progress').textContent).toContain('/10 人 · 3 人成团，还差 1 人');
    expect(screen.getByTestId('group-countdown').textContent).toMatch(/^1天0[12]时\d{2}分\d{2}秒$/);
    expect(screen.getByTestId('group-rules').textContent).toContain('不支持对公转账');
    expect(await screen.findByText('暂无其他拼团信息')).toBeTruthy();
    fireEvent.click(screen.getByTestId('join-group'));
    await waitFor(() => expect(testLocation()).toMatch(/^\/orders\/confirm\?physical_resource_ids=77&lines=[\w-]+$/));
    // The address carries the group's line too, so the checkout also opens in a new tab.
    const lines = checkoutLinesFromParam(new URL(testLocation(), 'http://localhost').searchParams.get('lines'));
    expect(lines).toEqual([expect.objectContaining({ group_purchase_id: 31, count: 1 })]);
    expect(window.sessionStorage.getItem('vm.checkout.selection')).toContain('"group_purchase_id":31');
  });

  it('an ended group offers no joining and says 来晚一步呦，此团已结束！', async () => {
    fakeApi((url) => {
      if (url.pathname === '/api/groups/31') return { result: group({ flag: 2, status: 'failed', status_name: '拼团失败', seats_left: 0 }) };
      if (url.pathname === '/api/group_purchases') return { result: { data: [], total: 0, page: 1, page_size: 4 } };
      return undefined;
    });
    open();
    expect((await screen.findByTestId('group-ended')).textContent).toBe('来晚一步呦，此团已结束！');
    expect(screen.queryByTestId('join-group')).toBeNull();
    expect(screen.queryByTestId('group-countdown')).toBeNull();
  });
});

describe('OtherGroups (the success page)', () => {
  it('asks for open groups other than the buyer’s, 4 a page, and shows them as cards', async () => {
    const api = fakeApi((url) =>
      url.pathname === '/api/group_purchases' ? { result: { data: [group({ id: 40, field_name: '东侧草坪' })], total: 1, page: 1, page_size: 4 } } : undefined,
    );
    renderWithApp(<OtherGroups excludeId={31} />);
    expect((await screen.findByTestId('group-card')).textContent).toContain('东侧草坪');
    const query = calledUrls(api, '/api/group_purchases')[0]!.searchParams;
    expect([query.get('group_purchase_id'), query.get('pageSize'), query.get('page')]).toEqual(['31', '4', '1']);
  });
});
