import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import type { FilterOptions } from '@/features/venues/api/use-filter-options';
import { useVenueFilters } from '@/features/venues/filters/use-venue-filters';
import { FilterPanel } from './filter-panel';

const OPTIONS: FilterOptions = {
  districts: [
    { id: 5, city_id: 90, name: '徐汇区' },
    { id: 7, city_id: 90, name: '静安区' },
  ],
  tradingAreas: [
    { id: 11, city_id: 90, district_id: 5, name: '徐家汇' },
    { id: 12, city_id: 90, district_id: 7, name: '南京西路' },
  ],
  subwayLines: [{ id: 8, city_id: 90, name: '1号线', color: '#e4002b', stations: [{ id: 21, name: '人民广场' }] }],
  labels: [],
  communityTypes: [{ id: 1, name: '购物中心' }],
  locationTypes: [],
  categories: [{ id: 2, name: '中庭', kind: 'venue' }],
  attributes: [],
  pending: { districts: false, tradingAreas: false, subwayLines: false, categories: false },
};

function Harness() {
  const [filters, setFilters] = useVenueFilters();
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <FilterPanel filters={filters} options={OPTIONS} onChange={setFilters} />
    </>
  );
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), search: () => screen.getByTestId('search').textContent };
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

describe('FilterPanel with the URL', () => {
  afterEach(cleanup);

  it('highlights 不限 while nothing is chosen, and the choice once one is', async () => {
    const { user, search } = renderAt('/fieldslist');
    expect(pressed(group('区域').getByRole('button', { name: '不限' }))).toBe('true');
    await user.click(group('区域').getByRole('button', { name: '静安区' }));
    expect(search()).toBe('?district_ids=7');
    expect(pressed(group('区域').getByRole('button', { name: '不限' }))).toBe('false');
    expect(pressed(group('区域').getByRole('button', { name: '静安区' }))).toBe('true');
    // Trading areas narrow to the chosen district.
    expect(group('商圈').queryByRole('button', { name: '徐家汇' })).toBeNull();
    await user.click(group('区域').getByRole('button', { name: '不限' }));
    expect(search()).toBe('');
  });

  it('restores the filters from a shared link', () => {
    renderAt('/fieldslist?district_ids=5&subway_line_id=8&price_tier=3');
    expect(pressed(group('区域').getByRole('button', { name: '徐汇区' }))).toBe('true');
    expect(pressed(group('地铁').getByRole('button', { name: '1号线' }))).toBe('true');
    expect(group('站点').getByRole('button', { name: '人民广场' })).toBeTruthy();
    expect(pressed(group('价格').getByRole('button', { name: '3000-5000元/天' }))).toBe('true');
  });

  it('a custom price range replaces the tier, swapping min above max', async () => {
    const { user, search } = renderAt('/fieldslist?price_tier=2&page=3');
    const price = group('价格');
    await user.type(price.getByLabelText('最低价格'), '5000');
    await user.type(price.getByLabelText('最高价格'), '800');
    await user.click(price.getByRole('button', { name: '确定' }));
    expect(search()).toBe('?min_price=800&max_price=5000');
    expect(pressed(group('价格').getByRole('button', { name: '1000-3000元/天' }))).toBe('false');
    expect(pressed(group('价格').getByRole('button', { name: '不限' }))).toBe('false');
    expect((group('价格').getByLabelText('最低价格') as HTMLInputElement).value).toBe('800');
    expect((group('价格').getByLabelText('最高价格') as HTMLInputElement).value).toBe('5000');
  });

  it('choosing a tier clears the custom range', async () => {
    const { user, search } = renderAt('/fieldslist?min_price=100&max_price=900');
    await user.click(group('价格').getByRole('button', { name: '5000元/天以上' }));
    expect(search()).toBe('?price_tier=4');
    expect((group('价格').getByLabelText('最低价格') as HTMLInputElement).value).toBe('');
  });

  it('clears an invalid number when the field is left, and never sends it', async () => {
    const { user, search } = renderAt('/fieldslist');
    const price = group('价格');
    await user.type(price.getByLabelText('最低价格'), 'abc');
    await user.tab();
    expect((price.getByLabelText('最低价格') as HTMLInputElement).value).toBe('');
    await user.type(price.getByLabelText('最高价格'), '12x');
    await user.click(price.getByRole('button', { name: '确定' }));
    expect(search()).toBe('');
  });

  it('the folded rows hold the area and person-flow ranges', async () => {
    const { user, search } = renderAt('/fieldslist');
    await user.click(screen.getByRole('button', { name: /更多筛选/ }));
    const area = group('面积');
    await user.type(area.getByLabelText('最低面积'), '300');
    await user.type(area.getByLabelText('最高面积'), '50');
    await user.click(area.getByRole('button', { name: '确定' }));
    expect(search()).toBe('?min_area=50&max_area=300');
    await user.click(group('室内外').getByRole('button', { name: '室外' }));
    expect(search()).toBe('?indoor=0&min_area=50&max_area=300');
  });

  it('keeps a row with its 不限 while its options load, so the list below does not move when they come', () => {
    const loading: FilterOptions = { ...OPTIONS, districts: [], subwayLines: [], pending: { ...OPTIONS.pending, districts: true } };
    render(
      <MemoryRouter>
        <FilterPanel filters={{ page: 1 }} options={loading} onChange={() => undefined} />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('group', { name: '区域' })).getByRole('button', { name: '不限' })).toBeTruthy();
    // A list that loaded empty leaves its row out.
    expect(screen.queryByRole('group', { name: '地铁' })).toBeNull();
  });
});
