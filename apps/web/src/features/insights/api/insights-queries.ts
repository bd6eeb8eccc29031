import type { OperatorInsights, SupplierInsights } from '@vm/contracts/insights';
import type { InsightsGroup } from '@vm/domain/insights';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';

/** GET /api/supplier/insights?from=&to= (the caller's own venues). */
export function useSupplierInsights(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.insights.supplier(from, to),
    queryFn: ({ signal }): Promise<SupplierInsights> => typedApi.get('/supplier/insights', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/operator/insights?from=&to=&group_by= */
export function useOperatorInsights(from: string, to: string, groupBy: InsightsGroup, enabled = true) {
  return useQuery({
    queryKey: queryKeys.insights.operator(from, to, groupBy),
    queryFn: ({ signal }): Promise<OperatorInsights> => typedApi.get('/operator/insights', { query: { from, to, group_by: groupBy }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
