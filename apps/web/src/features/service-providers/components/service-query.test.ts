import { describe, expect, it } from 'vitest';
import { clearFilter, parseServiceQuery, serviceQueryString, toggleFilter, withKeyword, withPage } from './service-query';

const parse = (search: string) => parseServiceQuery(new URLSearchParams(search));

describe('service-provider query', () => {
  it('reads keyword, page and comma-joined lists, dropping junk', () => {
    expect(parse('keyword=%E6%90%AD%E5%BB%BA&page=3&service_type_ids=2,1,x,2&city_ids=90')).toEqual({
      keyword: '搭建',
      page: 3,
      filters: { service_type_ids: [2, 1], city_ids: [90] },
    });
    expect(parse('page=-1&city_ids=')).toEqual({ keyword: '', page: 1, filters: { service_type_ids: [], city_ids: [] } });
  });

  it('writes the URL with sorted comma-joined ids, page 1 left out', () => {
    const query = parse('service_type_ids=3,1&city_ids=90&keyword=a b');
    expect(serviceQueryString(query)).toBe('keyword=a%20b&service_type_ids=1,3&city_ids=90');
    expect(serviceQueryString(withPage(query, 2))).toBe('keyword=a%20b&service_type_ids=1,3&city_ids=90&page=2');
  });

  it('a checkbox adds or removes one id of its type and starts again at page 1', () => {
    const query = parse('service_type_ids=1&city_ids=90&page=4');
    expect(serviceQueryString(toggleFilter(query, 'service_type_ids', 2, true))).toBe('service_type_ids=1,2&city_ids=90');
    expect(serviceQueryString(toggleFilter(query, 'service_type_ids', 1, false))).toBe('city_ids=90');
  });

  it('不限 clears only its own type; the search button sets the keyword from page 1', () => {
    const query = parse('service_type_ids=1,2&city_ids=90&page=2&keyword=old');
    expect(serviceQueryString(clearFilter(query, 'service_type_ids'))).toBe('keyword=old&city_ids=90');
    expect(serviceQueryString(withKeyword(query, '  礼仪 '))).toBe(`keyword=${encodeURIComponent('礼仪')}&service_type_ids=1,2&city_ids=90`);
  });
});
