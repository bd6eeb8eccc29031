import type { ArticleType } from '@vm/contracts/content';
import type { AuditLogEntry } from '@vm/contracts/operator-console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { queryKeys } from '@/shared/api/query-keys';

export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilter {
  actor_keyword?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  start?: string;
  end?: string;
}

/** GET /api/operator/audit_logs: read only — the log has no way to be changed. */
export function useAuditLog(filter: AuditFilter, page: number) {
  return useQuery({
    queryKey: queryKeys.operator.auditLog(filter, page),
    queryFn: ({ signal }): Promise<Paged<AuditLogEntry>> =>
      typedApi.get('/operator/audit_logs', { signal, query: { ...filter, page, page_size: AUDIT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Every article category's name by id (GET /api/article_types): article entries record the category's id. */
export function useArticleTypeNames(): ReadonlyMap<number, string> {
  const types = useQuery({
    queryKey: queryKeys.articleTypes.all,
    queryFn: ({ signal }): Promise<ArticleType[]> => typedApi.get('/article_types', { signal }),
    staleTime: 10 * 60_000,
  });
  return new Map((types.data ?? []).map((type) => [type.id, type.name]));
}
