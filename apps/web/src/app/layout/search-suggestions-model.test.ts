import { describe, expect, it } from 'vitest';
import { parseFastSearch, parseHotWords } from './search-suggestions-model';

describe('parseFastSearch', () => {
  it('turns additional types into filtered list links and names into keyword searches', () => {
    const result = {
      additional_types: [{ type: 'district_ids', value: 12, name: '浦东新区' }],
      data: [{ name: '正大广场' }, { name: '正大广场' }, { name: '' }, { id: 3 }],
    };
    expect(parseFastSearch(result)).toEqual([
      { key: 'type:district_ids:12', label: '浦东新区', hint: '区域', url: '/fieldslist?navigation=1&district_ids=12' },
      {
        key: 'name:正大广场',
        label: '正大广场',
        url: '/fieldslist?keyword=%E6%AD%A3%E5%A4%A7%E5%B9%BF%E5%9C%BA',
        keyword: '正大广场',
      },
    ]);
  });

  it('links venues with an id to their page, remembering the name', () => {
    const result = { additional_types: [], data: [{ name: '正大广场中庭', id: 8, top_physical_id: 8, community_id: 3, community_name: '正大广场' }] };
    expect(parseFastSearch(result)).toEqual([{ key: 'venue:8', label: '正大广场中庭', hint: '场地', url: '/fields/8', keyword: '正大广场中庭' }]);
  });

  it('accepts a plain list and ignores what it does not understand', () => {
    expect(parseFastSearch(['中庭']).map((s) => s.label)).toEqual(['中庭']);
    expect(parseFastSearch(null)).toEqual([]);
    expect(parseFastSearch({ additional_types: [{ type: 'x=1&y', value: 1, name: 'bad' }] })).toEqual([]);
  });
});

describe('parseHotWords', () => {
  it('reads strings or objects with a name-like field', () => {
    expect(parseHotWords([{ word: '商场中庭' }, '社区广场', { name: '商场中庭' }, { data: 1 }])).toEqual(['商场中庭', '社区广场']);
    expect(parseHotWords({ data: [{ keyword: '地铁广告' }] })).toEqual(['地铁广告']);
    expect(parseHotWords(undefined)).toEqual([]);
  });
});
