import Input from 'antd/es/input';
import { useSearchParams } from 'react-router';
import { pageFromParam } from '@/shared/catalogue/paged';
import { VenueCard } from '@/shared/catalogue/venue-card';
import { useCurrentCity } from '@/shared/city/current-city';
import { CardGridSkeleton } from '@/shared/ui/load-state';
import { PagedList } from '@/shared/ui/paged-list';
import { PageBanner, PageFrame } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { AD_PAGE_SIZE, useAdSearch } from '../api/ad-queries';
import styles from './ad-search-page.module.css';
import { paths } from '@/shared/paths';

const QUICK_WORDS = ['LED屏', '灯箱', '电梯框架', '道闸', '地铁广告'];

/** /advs/index?keywords=: search ad slots (light boxes, LED screens, lift frames…) in the current city. */
export function AdSearchPage() {
  usePageTitle('广告位');
  const [params, setParams] = useSearchParams();
  const keywords = params.get('keywords')?.trim() ?? '';
  const page = pageFromParam(params.get('page'));
  const city = useCurrentCity();
  const query = useAdSearch({ keywords, page, cityId: city.id });
  const result = query.data;

  const update = (next: { keywords?: string; page?: number }) => {
    const search = new URLSearchParams();
    const word = next.keywords ?? keywords;
    if (word) search.set('keywords', word);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageFrame crumbs={keywords ? [{ label: '广告位', to: paths.adSearch() }, { label: `“${keywords}”的搜索结果` }] : [{ label: '广告位' }]} testId="ad-search">
      <PageBanner title="广告位搜索" text="社区灯箱、电梯框架、商场LED大屏，按关键词快速找到合适的广告位。">
        <Input.Search
          key={keywords}
          defaultValue={keywords}
          placeholder="输入广告位名称、社区或商圈"
          enterButton="搜索广告位"
          size="large"
          allowClear
          maxLength={50}
          style={{ maxWidth: 560, marginTop: 16 }}
          onSearch={(value) => update({ keywords: value.trim(), page: 1 })}
        />
        <div className={styles.quick}>
          <span>热门：</span>
          {QUICK_WORDS.map((word) => (
            <button key={word} type="button" className={word === keywords ? styles.active : undefined} onClick={() => update({ keywords: word, page: 1 })}>
              {word}
            </button>
          ))}
        </div>
      </PageBanner>
      {result && result.total > 0 && (
        <p className={styles.count}>
          {keywords ? `“${keywords}”` : '全部广告位'}，共找到 <strong>{result.total}</strong> 个广告位
        </p>
      )}
      <PagedList
        query={query}
        page={page}
        pageSize={AD_PAGE_SIZE}
        onPageChange={(next) => update({ page: next })}
        loading={<CardGridSkeleton />}
        empty={keywords ? `未找到与“${keywords}”相关的广告位，换个关键词试试` : '当前城市暂无广告位'}
        pagerOptions={{ hideOnSinglePage: false, style: { marginTop: 28, justifyContent: 'center' } }}
      >
        {(venues) => (
          <div className={styles.grid}>
            {venues.map((venue) => (
              <VenueCard key={venue.id} venue={venue} />
            ))}
          </div>
        )}
      </PagedList>
    </PageFrame>
  );
}
