import type { ActivityCaseBody, ArticleBody, ArticleType, ContentBlockKey, HomeInfo, HomeModule, HotWordBody, OperatorActivityCase, OperatorArticle, OperatorHotWord, ThemeSection } from '@vm/contracts/content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../shared/api/api-client';
import type { Paged } from '../../../shared/catalogue/paged';

export const ARTICLES_PAGE_SIZE = 15;

export function useAllArticleTypes() {
  return useQuery({
    queryKey: ['article_types', 'all'],
    queryFn: ({ signal }) => api.get<ArticleType[]>('/article_types', { signal }),
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
    queryKey: ['operator', 'articles', filter],
    queryFn: ({ signal }) => api.get<Paged<OperatorArticle>>('/operator/articles', { signal, query: { ...filter, page_size: ARTICLES_PAGE_SIZE } as Query }),
    placeholderData: keepPreviousData,
  });
}

/** One article to edit (drafts included). */
export function useOperatorArticle(id: number | undefined) {
  return useQuery({
    queryKey: ['operator', 'articles', 'one', id],
    queryFn: ({ signal }) => api.get<OperatorArticle>(`/operator/articles/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

export function useArticleMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['operator', 'articles'] }), queryClient.invalidateQueries({ queryKey: ['articles'] })]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: ArticleBody }) => (id ? api.put<OperatorArticle>(`/operator/articles/${id}`, body) : api.post<OperatorArticle>('/operator/articles', body)),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete<null>(`/operator/articles/${id}`), onSuccess }),
  };
}

export function useOperatorHotWords() {
  return useQuery({ queryKey: ['operator', 'hot_words'], queryFn: ({ signal }) => api.get<OperatorHotWord[]>('/operator/hot_words', { signal }) });
}

export function useHotWordMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['operator', 'hot_words'] }), queryClient.invalidateQueries({ queryKey: ['hot_words'] })]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: HotWordBody }) => (id ? api.put<OperatorHotWord>(`/operator/hot_words/${id}`, body) : api.post<OperatorHotWord>('/operator/hot_words', body)),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete<null>(`/operator/hot_words/${id}`), onSuccess }),
  };
}

export function useOperatorCases(keyword: string, page: number) {
  return useQuery({
    queryKey: ['operator', 'activity_cases', keyword, page],
    queryFn: ({ signal }) => api.get<Paged<OperatorActivityCase>>('/operator/activity_cases', { signal, query: { keyword, page, page_size: 10 } }),
    placeholderData: keepPreviousData,
  });
}

export function useCaseMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['operator', 'activity_cases'] }), queryClient.invalidateQueries({ queryKey: ['activity_cases'] })]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: ActivityCaseBody }) =>
        id ? api.put<OperatorActivityCase>(`/operator/activity_cases/${id}`, body) : api.post<OperatorActivityCase>('/operator/activity_cases', body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete<null>(`/operator/activity_cases/${id}`), onSuccess }),
  };
}

export interface ContentBlocks {
  theme_sections: ThemeSection[];
  home_modules: HomeModule[];
  home_info: HomeInfo;
}

export function useContentBlock<K extends ContentBlockKey>(key: K) {
  return useQuery({ queryKey: ['operator', 'content_blocks', key], queryFn: ({ signal }) => api.get<ContentBlocks[K]>(`/operator/content_blocks/${key}`, { signal }) });
}

export function useSaveContentBlock<K extends ContentBlockKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: ContentBlocks[K]) => api.put<ContentBlocks[K]>(`/operator/content_blocks/${key}`, value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operator', 'content_blocks', key] }),
  });
}
