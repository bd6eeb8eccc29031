import type { SearchSynonym, SearchSynonymBody } from '@vm/contracts/catalogue-search';
import type {
  ActivityCaseBody,
  ArticleBody,
  ArticleType,
  ContentBlockKey,
  HomeInfo,
  HomeModule,
  HotWordBody,
  OperatorActivityCase,
  OperatorArticle,
  OperatorHotWord,
  ThemeSection,
} from '@vm/contracts/content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Query } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

export const ARTICLES_PAGE_SIZE = 15;

export function useAllArticleTypes() {
  return useQuery({
    queryKey: queryKeys.articleTypes.all,
    queryFn: ({ signal }): Promise<ArticleType[]> => typedApi.get('/article_types', { signal }),
    staleTime: 10 * 60_000,
  });
}

export interface ArticleFilter {
  article_type_id?: number;
  status?: 'published' | 'draft';
  keyword?: string;
  page: number;
}

export function useOperatorArticles(filter: ArticleFilter) {
  return useQuery({
    queryKey: queryKeys.operator.articleList(filter),
    queryFn: ({ signal }): Promise<Paged<OperatorArticle>> =>
      typedApi.get('/operator/articles', { signal, query: { ...filter, page_size: ARTICLES_PAGE_SIZE } as Query }),
    placeholderData: keepPreviousData,
  });
}

/** One article to edit (drafts included). */
export function useOperatorArticle(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.operator.article(id),
    queryFn: ({ signal }): Promise<OperatorArticle> => typedApi.get('/operator/articles/{id}', { params: { id: id! }, signal }),
    enabled: id !== undefined,
  });
}

export function useArticleMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.operator.articles }),
      queryClient.invalidateQueries({ queryKey: queryKeys.articles.all }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: ArticleBody }): Promise<OperatorArticle> =>
        id ? typedApi.put('/operator/articles/{id}', { params: { id }, body }) : typedApi.post('/operator/articles', { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => typedApi.delete('/operator/articles/{id}', { params: { id } }), onSuccess }),
  };
}

export function useOperatorHotWords() {
  return useQuery({
    queryKey: queryKeys.operator.hotWords,
    queryFn: ({ signal }): Promise<OperatorHotWord[]> => typedApi.get('/operator/hot_words', { signal }),
  });
}

export function useHotWordMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.operator.hotWords }),
      queryClient.invalidateQueries({ queryKey: queryKeys.hotWords.all }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: HotWordBody }): Promise<OperatorHotWord> =>
        id ? typedApi.put('/operator/hot_words/{id}', { params: { id }, body }) : typedApi.post('/operator/hot_words', { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => typedApi.delete('/operator/hot_words/{id}', { params: { id } }), onSuccess }),
  };
}

export function useOperatorCases(keyword: string, page: number) {
  return useQuery({
    queryKey: queryKeys.operator.activityCaseList(keyword, page),
    queryFn: ({ signal }): Promise<Paged<OperatorActivityCase>> =>
      typedApi.get('/operator/activity_cases', { signal, query: { keyword, page, page_size: 10 } }),
    placeholderData: keepPreviousData,
  });
}

export function useCaseMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.operator.activityCases }),
      queryClient.invalidateQueries({ queryKey: queryKeys.activityCases.all }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: ActivityCaseBody }): Promise<OperatorActivityCase> =>
        id ? typedApi.put('/operator/activity_cases/{id}', { params: { id }, body }) : typedApi.post('/operator/activity_cases', { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => typedApi.delete('/operator/activity_cases/{id}', { params: { id } }), onSuccess }),
  };
}

export interface ContentBlocks {
  theme_sections: ThemeSection[];
  home_modules: HomeModule[];
  home_info: HomeInfo;
}

export function useContentBlock<K extends ContentBlockKey>(key: K) {
  return useQuery({
    queryKey: queryKeys.operator.contentBlock(key),
    // The route's answer is the key's own schema (not in the OpenAPI document: it varies by key).
    queryFn: ({ signal }) => typedApi.get('/operator/content_blocks/{key}', { params: { key }, signal }) as Promise<ContentBlocks[K]>,
  });
}

export function useSaveContentBlock<K extends ContentBlockKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: ContentBlocks[K]) => typedApi.put('/operator/content_blocks/{key}', { params: { key }, body: value }) as Promise<ContentBlocks[K]>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.contentBlock(key) }),
  });
}

export function useSearchSynonyms() {
  return useQuery({
    queryKey: queryKeys.operator.searchSynonyms,
    queryFn: ({ signal }): Promise<SearchSynonym[]> => typedApi.get('/operator/search_synonyms', { signal }),
  });
}

export function useSearchSynonymMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.operator.searchSynonyms });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: SearchSynonymBody }): Promise<unknown> =>
        id ? typedApi.put('/operator/search_synonyms/{id}', { params: { id }, body }) : typedApi.post('/operator/search_synonyms', { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => typedApi.delete('/operator/search_synonyms/{id}', { params: { id } }), onSuccess }),
  };
}
