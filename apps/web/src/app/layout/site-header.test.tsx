import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { SiteHeader } from './site-header';

const CITIES = [
  { id: 90, province_id: 9, name: '上海', en_name: 'shanghai', domain_name: 'sh' },
  { id: 52, province_id: 1, name: '北京', en_name: 'beijing', domain_name: 'bj' },
];

describe('the header on the cities page', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('查看全部城市 closes the city panel, and no navigation entry (自营场地 included) is marked as the current page', async () => {
    fakeApi((url) => (url.pathname === '/api/cities' ? { result: CITIES } : undefined));
    const user = userEvent.setup();
    renderWithApp(<SiteHeader />, { route: '/home/index' });
    await user.click(screen.getByTestId('city-switcher'));
    // A plain click (happy-dom moves focus on pointerdown without a relatedTarget, which the panel reads as leaving it).
    fireEvent.click(await screen.findByRole('link', { name: /查看全部城市/ }));
    await waitFor(() => expect(testLocation()).toBe('/cities/list'));
    expect(screen.queryByRole('link', { name: /查看全部城市/ })).toBeNull();
    expect(screen.getByTestId('city-switcher').getAttribute('aria-expanded')).toBe('false');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '自营场地' }).getAttribute('aria-current')).toBeNull();
    expect(
      within(nav)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toEqual([]);
  });
});
