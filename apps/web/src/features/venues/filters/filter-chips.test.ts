import { describe, expect, it } from 'vitest';
import { buildFilterChips, clearAllFilters, rangeText } from './filter-chips';
import { parseVenueFilters } from './venue-filters';

const names = {
  district_ids: new Map([[5, '徐汇区']]),
  category_ids: new Map([[2, '中庭']]),
  attribute_options: new Map([[3, '5米以下']]),
  subway_line_id: new Map([[8, '1号线']]),
};

describe('filter chips', () => {
  it('shows one removable chip per active condition, with names and range units', () => {
    const filters = parseVenueFilters(
      'keyword=快闪&district_ids=5,9&category_ids=2&subway_line_id=8&indoor=0&price_tier=2&min_area=20&max_area=200&min_person_flow=1000&has_panorama=1&attributes=12:3',
    );
    expect(buildFilterChips(filters, names).map((chip) => chip.label)).toEqual([
      '关键词：快闪',
      '地铁：1号线',
      '区域：徐汇区',
      '区域：9',
      '场地类型：中庭',
      '室外',
      '价格：1000-3000元/天',
      '面积：20-200㎡',
      '人流：≥1000人/天',
      '有全景',
      '5米以下',
    ]);
  });

  it('a custom price range shows as a range chip, not as the tier', () => {
    const chips = buildFilterChips(parseVenueFilters('min_price=800&max_price=100'));
    expect(chips.map((chip) => chip.label)).toEqual(['价格：100-800元/天']);
  });

  it('removing a chip removes only its condition and returns to page 1', () => {
    const filters = parseVenueFilters('district_ids=5,9&min_price=100&max_price=300&min_area=20&page=3');
    const chips = buildFilterChips(filters, names);
    const district = chips.find((chip) => chip.key === 'district_ids:5')!;
    expect(district.remove(filters)).toEqual({ page: 1, district_ids: [9], min_price: 100, max_price: 300, min_area: 20 });
    const price = chips.find((chip) => chip.key === 'range:price')!;
    expect(price.remove(filters)).toEqual({ page: 1, district_ids: [5, 9], min_area: 20 });
    const area = chips.find((chip) => chip.key === 'range:area')!;
    expect(area.remove(filters)).toEqual({ page: 1, district_ids: [5, 9], min_price: 100, max_price: 300 });
  });

  it('removing a subway line also removes its stations; an attribute option leaves the others', () => {
    const filters = parseVenueFilters('subway_line_id=8&subway_station_ids=21&attributes=12:3,4');
    const chips = buildFilterChips(filters, names);
    expect(chips.find((chip) => chip.key === 'subway_line_id:8')!.remove(filters)).toEqual({ page: 1, attributes: [{ attribute_id: 12, option_ids: [3, 4] }] });
    expect(chips.find((chip) => chip.key === 'attribute:12:3')!.remove(filters).attributes).toEqual([{ attribute_id: 12, option_ids: [4] }]);
  });

  it('clearing all keeps the sort and the city', () => {
    const filters = parseVenueFilters('keyword=a&city_ids=90&district_ids=5&price_tier=1&order_by=price&order=asc&page=2');
    expect(clearAllFilters(filters)).toEqual({ page: 1, city_ids: [90], order_by: 'price', order: 'asc' });
  });

  it("the home modules' flags show as chips and are removable", () => {
    const filters = parseVenueFilters('navigation=1&has_subsidy=1&not_need_deposit=1&in_trading_area=1&has_panorama=0');
    expect(buildFilterChips(filters).map((chip) => chip.label)).toEqual(['位于商圈', '有平台补贴', '免押金']);
    expect(buildFilterChips(filters)[1]!.remove(filters)).toEqual({ page: 1, in_trading_area: true, not_need_deposit: true });
  });

  it('writes open ranges with ≥ and ≤', () => {
    expect(rangeText('price', 100, undefined)).toBe('≥100元/天');
    expect(rangeText('area', undefined, 50)).toBe('≤50㎡');
    expect(rangeText('year', 1990, 2000)).toBe('1990-2000年');
  });
});
