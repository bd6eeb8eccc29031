import type { ActivityCaseDetail } from '@vm/contracts/catalogue-content';
import type { z } from 'zod';
import type { ZActivityCaseCard, ZActivityCaseType } from '@vm/contracts/catalogue-content';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

export type CaseCard = z.infer<typeof ZActivityCaseCard>;
export type CaseType = z.infer<typeof ZActivityCaseType>;

/** The list a case is shown in: its type filter, keyword and city. Previous/next follow the same list. */
export interface CaseFilter {
  type?: number;
  keyword: string;
  cityId: number;
}

export const CASE_PAGE_SIZE = 12;

function filterQuery(filter: CaseFilter) {
  return { type: filter.type, keyword: filter.keyword, city_id: filter.cityId };
}

/** GET /api/activity_case_types: the type filters of /theme/case. */
export function useCaseTypes() {
  return useQuery({
    queryKey: queryKeys.activityCases.types,
    queryFn: ({ signal }): Promise<CaseType[]> => typedApi.get('/activity_case_types', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** GET /api/activity_cases?type=&keyword=&city_id=&page=: loaded page by page for the waterfall. */
export function useCaseList(filter: CaseFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.activityCases.list(filter),
    queryFn: ({ signal, pageParam }): Promise<Paged<CaseCard>> =>
      typedApi.get('/activity_cases', { signal, query: { ...filterQuery(filter), page: pageParam, page_size: CASE_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/activity_cases/{id} with the list's filters, so last_id/next_id step through that list. */
export function useCaseDetail(id: number | null, filter: CaseFilter) {
  return useQuery({
    queryKey: queryKeys.activityCases.detail(id, filter),
    queryFn: ({ signal }): Promise<ActivityCaseDetail> => typedApi.get('/activity_cases/{id}', { params: { id: id! }, signal, query: filterQuery(filter) }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
