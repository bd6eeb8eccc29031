import type { FastSearchResult } from '@vm/contracts/catalogue-discovery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Select from 'antd/es/select';
import { useState } from 'react';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';
import { useCurrentCity } from '../city/current-city';

/** The resource an error report is about: a venue (top physical id) or a community. */
export interface MatchedResource {
  kind: 'resource' | 'community';
  id: number;
  name: string;
}

type Match = FastSearchResult['data'][number];

function toResource(item: Match): MatchedResource {
  return item.type === 'community_resource'
    ? { kind: 'community', id: item.community_id, name: item.community_name || item.name }
    : { kind: 'resource', id: item.top_physical_id, name: item.name };
}

const valueOf = (resource: MatchedResource) => `${resource.kind}:${resource.id}`;

/** Search the catalogue (GET /api/fast/search in the current city) and choose the resource to correct. */
export function ResourcePicker({ value, onChange, id }: { value?: MatchedResource; onChange?: (value?: MatchedResource) => void; id?: string }) {
  const city = useCurrentCity();
  const [keyword, setKeyword] = useState('');
  const trimmed = keyword.trim();
  const query = useQuery({
    queryKey: queryKeys.fastSearch.picker(trimmed, city.id),
    queryFn: ({ signal }): Promise<FastSearchResult> =>
      typedApi.get('/fast/search', { signal, query: { keyword: trimmed, city_id: city.id }, onUnauthorized: 'silent' }),
    enabled: trimmed !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
  const matches = trimmed && Array.isArray(query.data?.data) ? query.data.data.map(toResource) : [];
  const options = [...(value ? [value] : []), ...matches.filter((match) => !value || valueOf(match) !== valueOf(value))];

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      placeholder="输入场地或社区名称搜索"
      value={value ? valueOf(value) : undefined}
      loading={query.isFetching}
      notFoundContent={trimmed ? (query.isFetching ? '搜索中…' : '未找到匹配的资源') : '请输入关键词搜索'}
      options={options.map((option) => ({ value: valueOf(option), label: `${option.kind === 'community' ? '[社区] ' : ''}${option.name}` }))}
      onChange={(selected?: string) => onChange?.(options.find((option) => valueOf(option) === selected))}
    />
  );
}
