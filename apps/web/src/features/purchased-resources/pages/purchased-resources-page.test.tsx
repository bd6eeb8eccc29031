import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { PurchasedResourcesPage } from './purchased-resources-page';

describe('PurchasedResourcesPage (已购资源)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the booked venues with the last date and 再次预订 to the same booth on the venue page', async () => {
    fakeApi((url) =>
      url.pathname === '/api/purchased_resources'
        ? {
            result: [
              {
                top_physical_id: 12,
                name: '港汇广场一楼中庭',
                community_name: '港汇恒隆广场',
                last_date: '2026-12-11',
                times: 2,
                selling_resource_id: 31,
                size: '3*3',
                pic_url: '',
              },
            ],
          }
        : undefined,
    );
    renderWithApp(<PurchasedResourcesPage />);
    expect(await screen.findByText('港汇广场一楼中庭')).toBeTruthy();
    expect(screen.getByText('2026-12-11')).toBeTruthy();
    const again = screen.getByRole('button', { name: '再次预订' }).closest('a');
    expect(again?.getAttribute('href')).toBe('/fields/12?selling_resource_id=31');
  });

  it('explains an empty list', async () => {
    fakeApi((url) => (url.pathname === '/api/purchased_resources' ? { result: [] } : undefined));
    renderWithApp(<PurchasedResourcesPage />);
    expect(await screen.findByText(/还没有已购资源/)).toBeTruthy();
  });
});
