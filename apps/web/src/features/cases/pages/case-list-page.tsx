import Button from 'antd/es/button';
import Masonry from 'antd/es/masonry';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentCity } from '@/shared/city/current-city';
import { CardGridSkeleton } from '@/shared/ui/load-state';
import { PageBanner, PageFrame } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { useDebouncedValue } from '@/shared/ui/use-debounced-value';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useCaseList, useCaseTypes, type CaseCard as Case, type CaseFilter } from '../api/case-queries';
import { CaseCard } from '../components/case-card';
import { CaseDetailModal } from '../components/case-detail-modal';
import { CaseFilters } from '../components/case-filters';

/** Case search waits for typing to pause (docs/spec/product-spec.md section 9: 500 ms). */
export const CASE_SEARCH_DEBOUNCE_MS = 500;

/** /theme/case?type=: past campaigns as a waterfall, filtered by type and keyword, opened in a dialog. */
export function CaseListPage() {
  usePageTitle('活动案例');
  const [params, setParams] = useSearchParams();
  const typeParam = Number(params.get('type'));
  const type = Number.isSafeInteger(typeParam) && typeParam > 0 ? typeParam : undefined;
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), CASE_SEARCH_DEBOUNCE_MS);
  const city = useCurrentCity();
  const filter: CaseFilter = { type, keyword: debouncedKeyword, cityId: city.id };
  const types = useCaseTypes();
  const list = useCaseList(filter);
  const [openId, setOpenId] = useState<number | null>(null);
  const cases: Case[] = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <PageFrame crumbs={[{ label: '活动案例' }]} testId="case-list">
      <PageBanner title="活动案例" text="看看其他品牌在哪里做活动、怎么做：新品发布、快闪店、路演、展览与节日营销。" />
      <CaseFilters
        types={types.data ?? []}
        type={type}
        keyword={keyword}
        onType={(next) => setParams(next ? { type: String(next) } : {})}
        onKeyword={setKeyword}
      />
      <QueryState
        query={list}
        loading={<CardGridSkeleton />}
        isEmpty={() => cases.length === 0}
        empty={debouncedKeyword ? `未找到与“${debouncedKeyword}”相关的案例` : '暂无该类型的案例'}
      >
        {() => (
          <>
            <Masonry
              columns={4}
              gutter={16}
              items={cases.map((item, index) => ({ key: item.id, data: { item, index } }))}
              itemRender={({ data }: { data: { item: Case; index: number } }) => <CaseCard item={data.item} index={data.index} onOpen={setOpenId} />}
            />
            <div style={{ marginTop: 24, textAlign: 'center' }}>
              {list.hasNextPage ? (
                <Button size="large" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                  加载更多案例
                </Button>
              ) : (
                <span style={{ color: 'var(--ink-3)' }}>已全部加载完毕，共 {total} 个案例</span>
              )}
            </div>
          </>
        )}
      </QueryState>
      <CaseDetailModal caseId={openId} filter={filter} onNavigate={setOpenId} onClose={() => setOpenId(null)} />
    </PageFrame>
  );
}
