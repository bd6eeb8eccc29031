import type { AgreementKey, ArticleCard, ArticleDetail, ArticleKind, ArticleType } from '@vm/contracts/content';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

/** docs/spec/product-spec.md section 9: company news shows 4 per page, more with 加载更多. */
export const NEWS_PAGE_SIZE = 4;
/** Help and recruitment accordions show a whole category at once. */
export const ACCORDION_PAGE_SIZE = 100;

/** GET /api/article_types?kind=: the help centre's category tabs. */
export function useArticleTypes(kind: ArticleKind) {
  return useQuery({
    queryKey: queryKeys.articleTypes.ofKind(kind),
    queryFn: ({ signal }): Promise<ArticleType[]> => typedApi.get('/article_types', { signal, query: { kind } }),
    staleTime: 10 * 60_000,
  });
}

/** A whole category with each item's content (help items, positions, company info tabs). */
export function useArticlesWithContent(articleTypeId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.articles.withContent(articleTypeId),
    queryFn: ({ signal }): Promise<Paged<ArticleCard>> =>
      typedApi.get('/articles', { signal, query: { article_type_id: articleTypeId, with_content: 1, page_size: ACCORDION_PAGE_SIZE } }),
    enabled: articleTypeId !== undefined,
    staleTime: 60_000,
  });
}

/**
 * GET /api/articles?article_type_id=17&page=&pageSize=4 (company news) or by display name (industry
 * news), page by page for 加载更多.
 */
export function useNewsPages(filter: { article_type_id: number } | { article_type_display_name: string }) {
  return useInfiniteQuery({
    queryKey: queryKeys.articles.news(filter),
    queryFn: ({ signal, pageParam }): Promise<Paged<ArticleCard>> =>
      typedApi.get('/articles', { signal, query: { ...filter, page: pageParam, page_size: NEWS_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}

export function useArticle(id: number) {
  return useQuery({
    queryKey: queryKeys.articles.detail(id),
    queryFn: ({ signal }): Promise<ArticleDetail> => typedApi.get('/articles/{id}', { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /api/agreements/{key}: 用户协议 (user) or 隐私政策 (privacy). */
export function useAgreement(key: AgreementKey) {
  return useQuery({
    queryKey: queryKeys.articles.agreement(key),
    queryFn: ({ signal }): Promise<ArticleDetail> => typedApi.get('/agreements/{key}', { params: { key }, signal }),
  });
}
