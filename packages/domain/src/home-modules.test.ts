import { describe, expect, it } from 'vitest';
import { activeHomeModule, homeModuleSubChoices, homeModuleVenueFilter, homeModuleVenuesQuery, shownHomeModules } from './home-modules';

const categories = [{ id: 7, name: '广告位', kind: 'ad' }, ...Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `类型${i + 1}`, kind: 'venue' }))];
const tradingAreas = [{ id: 5, name: '徐家汇' }];

describe('home modules', () => {
  it("shows the operators' enabled tabs in their order, the defaults until they are known, and the picked tab only if shown", () => {
    const configured = [
      { key: 'subsidy' as const, label: '补贴', enabled: true },
      { key: 'category' as const, label: '类型', enabled: false },
      { key: 'no_deposit' as const, label: '免押', enabled: true },
    ];
    expect(shownHomeModules(configured).map((tab) => tab.key)).toEqual(['subsidy', 'no_deposit']);
    expect(shownHomeModules(undefined).map((tab) => tab.key)).toEqual(['category', 'trading_area', 'subsidy', 'no_deposit']);
    expect(activeHomeModule(shownHomeModules(configured), null)).toBe('subsidy');
    expect(activeHomeModule(shownHomeModules(configured), 'category')).toBe('subsidy');
    expect(activeHomeModule(shownHomeModules(configured), 'no_deposit')).toBe('no_deposit');
  });

  it('offers the first six venue categories or trading areas, and nothing for the flag tabs', () => {
    expect(homeModuleSubChoices('category', categories, tradingAreas).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(homeModuleSubChoices('trading_area', categories, tradingAreas)).toEqual(tradingAreas);
    expect(homeModuleSubChoices('subsidy', categories, tradingAreas)).toEqual([]);
  });

  it("lists the chosen sub-choice, else the tab's flag, else every venue, four of them in the city", () => {
    expect(homeModuleVenueFilter('category', 2)).toEqual({ category_ids: 2 });
    expect(homeModuleVenueFilter('trading_area', 5)).toEqual({ trading_area_ids: 5 });
    expect(homeModuleVenueFilter('trading_area', undefined)).toEqual({ in_trading_area: 1 });
    expect(homeModuleVenueFilter('no_deposit', undefined)).toEqual({ not_need_deposit: 1 });
    expect(homeModuleVenueFilter('category', undefined)).toEqual({});
    expect(Object.entries(homeModuleVenuesQuery(90, { has_subsidy: 1 }))).toEqual([
      ['city_ids', 90],
      ['page', 1],
      ['page_size', 4],
      ['has_subsidy', 1],
    ]);
  });
});
