import { ZVenueSearchQuery, venueSearchToQueryString } from '@vm/contracts/catalogue-search';
import { describe, expect, it } from 'vitest';
import { navigationUrl, parseVenueFilters, venueFiltersToSearch, venueListUrl, type VenueFilters } from './venue-filters';
import { applyRange, selectTier, toggleId, withFilters, withoutPlaces } from './filter-updates';

/** What the server reads from the same query string (GET /api/fields). */
function serverReads(search: string) {
  const params = new URLSearchParams(search);
  const parsed = ZVenueSearchQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
}

const FULL = [
  'keyword=中庭',
  'city_ids=90',
  'district_ids=5,7',
  'trading_area_ids=11',
  'subway_station_ids=21,22',
  'label_ids=3',
  'location_type_ids=2',
  'community_type_ids=1,4',
  'category_ids=2',
  'subway_line_id=8',
  'indoor=1',
  'min_price=100',
  'max_price=2500.5',
  'year_tier=3',
  'min_area=20',
  'max_area=200',
  'min_person_flow=1000',
  'max_person_flow=50000',
  'has_panorama=1',
  'has_subsidy=1',
  'latitude=31.23',
  'longitude=121.47',
  'latitude_delta=0.05',
  'longitude_delta=0.06',
  'nearby=1',
  'attributes=12:3,4;15:7',
  'order_by=distance',
  'order=asc',
  'page=3',
].join('&');

describe('filters ↔ URL', () => {
  it('reads every filter of docs/spec/product-spec.md section 2 from the URL', () => {
    const filters = parseVenueFilters(FULL);
    expect(filters).toEqual({
      keyword: '中庭',
      city_ids: [90],
      district_ids: [5, 7],
      trading_area_ids: [11],
      subway_station_ids: [21, 22],
      label_ids: [3],
      location_type_ids: [2],
      community_type_ids: [1, 4],
      category_ids: [2],
      subway_line_id: 8,
      indoor: true,
      min_price: 100,
      max_price: 2500.5,
      year_tier: 3,
      min_area: 20,
      max_area: 200,
      min_person_flow: 1000,
      max_person_flow: 50000,
      has_panorama: true,
      has_subsidy: true,
      latitude: 31.23,
      longitude: 121.47,
      latitude_delta: 0.05,
      longitude_delta: 0.06,
      nearby: true,
      attributes: [
        { attribute_id: 12, option_ids: [3, 4] },
        { attribute_id: 15, option_ids: [7] },
      ],
      order_by: 'distance',
      order: 'asc',
      page: 3,
    });
  });

  it('writes the filters back to the same URL, so a reload or a shared link restores them', () => {
    const filters = parseVenueFilters(FULL);
    const search = venueFiltersToSearch(filters);
    expect(parseVenueFilters(search)).toEqual(filters);
    // Lists and attributes stay readable in the address bar.
    expect(search).toContain('district_ids=5,7');
    expect(search).toContain('attributes=12:3,4;15:7');
    expect(search).toContain('keyword=%E4%B8%AD%E5%BA%AD');
  });

  it('encodes exactly as the contracts do, and the server reads the same filters', () => {
    const filters = parseVenueFilters(FULL);
    const { page: _page, ...rest } = filters;
    const pairs = (search: string) => search.split('&').sort();
    expect(pairs(venueFiltersToSearch({ ...rest, page: 1 }))).toEqual(pairs(venueSearchToQueryString(rest)));
    const server = serverReads(venueFiltersToSearch(filters));
    for (const [key, value] of Object.entries(filters)) {
      expect(server[key as keyof typeof server], key).toEqual(value);
    }
  });

  it('clears invalid numbers and ids, and swaps a reversed range, as the server does', () => {
    const search = 'district_ids=5,abc,-2,5&min_price=abc&max_price=300&min_area=500&max_area=100&min_person_flow=1e3&price_tier=9&page=0&order_by=nope';
    const filters = parseVenueFilters(search);
    expect(filters).toEqual({ page: 1, district_ids: [5], max_price: 300, min_area: 100, max_area: 500 });
    const server = serverReads(search.replace('&price_tier=9', '').replace('&page=0', '').replace('&order_by=nope', ''));
    expect(server.district_ids).toEqual([5]);
    expect([server.min_price, server.max_price, server.min_area, server.max_area]).toEqual([undefined, 300, 100, 500]);
  });

  it('drops a distance sort without coordinates instead of failing', () => {
    expect(parseVenueFilters('order_by=distance&order=asc')).toEqual({ page: 1 });
    expect(parseVenueFilters('order_by=price&order=desc')).toMatchObject({ order_by: 'price', order: 'desc' });
  });

  it('pre-selects the one filter of a home-page navigation link', () => {
    expect(navigationUrl('category_ids', 3)).toBe('/fieldslist?navigation=1&category_ids=3');
    expect(parseVenueFilters('navigation=1&category_ids=3')).toEqual({ page: 1, category_ids: [3] });
    expect(parseVenueFilters('navigation=1&trading_area_id=12')).toEqual({ page: 1, trading_area_ids: [12] });
    // Once the visitor changes a filter, the navigation marker leaves the URL.
    const next = toggleId(parseVenueFilters('navigation=1&category_ids=3'), 'district_ids', 5);
    expect(venueListUrl(next)).toBe('/fieldslist?district_ids=5&category_ids=3');
  });

  it('starts again at page 1 when a filter changes, and keeps the page only for paging', () => {
    const filters: VenueFilters = { page: 4, district_ids: [5] };
    expect(toggleId(filters, 'district_ids', 7)).toEqual({ page: 1, district_ids: [5, 7] });
    expect(toggleId(filters, 'district_ids', 5)).toEqual({ page: 1 });
    expect(withFilters(filters, { page: 5 })).toEqual({ page: 5, district_ids: [5] });
  });

  it('a change of city drops the places of the old city and keeps the rest', () => {
    const filters = parseVenueFilters(
      'district_ids=5&trading_area_ids=11&subway_line_id=8&subway_station_ids=21&label_ids=3&category_ids=2&price_tier=1&page=2',
    );
    expect(withoutPlaces(filters)).toEqual({ page: 1, category_ids: [2], price_tier: 1 });
  });
});

describe('tiers and custom ranges are exclusive', () => {
  it('a custom range in the URL wins over a preset tier', () => {
    expect(parseVenueFilters('price_tier=2&min_price=100')).toEqual({ page: 1, min_price: 100 });
    expect(parseVenueFilters('year_tier=1&max_year=1995')).toEqual({ page: 1, max_year: 1995 });
    expect(parseVenueFilters('price_tier=2')).toEqual({ page: 1, price_tier: 2 });
  });

  it('choosing a tier clears the custom range of its kind only', () => {
    const filters: VenueFilters = { page: 2, min_price: 100, max_price: 500, min_year: 1990 };
    expect(selectTier(filters, 'price', 3)).toEqual({ page: 1, price_tier: 3, min_year: 1990 });
    expect(selectTier(filters, 'year', 4)).toEqual({ page: 1, min_price: 100, max_price: 500, year_tier: 4 });
  });

  it('applying a custom range clears the tier; min above max swaps; invalid bounds are cleared', () => {
    const filters: VenueFilters = { page: 1, price_tier: 2, year_tier: 1 };
    expect(applyRange(filters, 'price', '5000', '800')).toEqual({ page: 1, min_price: 800, max_price: 5000, year_tier: 1 });
    expect(applyRange(filters, 'price', 'abc', '300')).toEqual({ page: 1, max_price: 300, year_tier: 1 });
    // Nothing valid typed: no range, so the tier stays.
    expect(applyRange(filters, 'price', 'abc', '')).toEqual({ page: 1, price_tier: 2, year_tier: 1 });
    expect(applyRange({ page: 1 }, 'person_flow', '9000', '100')).toEqual({ page: 1, min_person_flow: 100, max_person_flow: 9000 });
  });
});
