import { describe, expect, it } from 'vitest';
import { hallFiltersToSearch, parseHallFilters } from './hall-filters';

describe('hall filters in the URL', () => {
  it('reads and cleans them like the filter bar', () => {
    expect(
      parseHallFilters('?page_city_id=90&min_single_field_budget=5000&max_single_field_budget=1000&start=2026-12-10&end=2026-12-01&page=2', '2026-12-01'),
    ).toEqual({
      page_city_id: 90,
      min_single_field_budget: 1000,
      max_single_field_budget: 5000,
      start: '2026-12-10',
      page: 2,
    });
    expect(parseHallFilters('?min_single_field_budget=abc&start=2026-11-01', '2026-12-01')).toEqual({ page: 1 });
  });

  it('writes a canonical search without page 1', () => {
    expect(hallFiltersToSearch({ page_city_id: 90, max_single_field_budget: 3000, page: 1 })).toBe('page_city_id=90&max_single_field_budget=3000');
  });
});
