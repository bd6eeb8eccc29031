import type { CommunityDetail as CommunityDetailData } from '@vm/contracts/catalogue-communities';
import Skeleton from 'antd/es/skeleton';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { Gallery } from '@/shared/catalogue/gallery/gallery';
import { VenueCard } from '@/shared/catalogue/venue-card';
import { EmptyBlock, LoadError } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useCommunityDetail } from '../api/community-queries';
import { CommunityFacts } from '../components/community-facts';
import { communityOrigin, originCrumb, type CommunityOrigin } from '../components/community-origin';
import styles from './community-page.module.css';

/** /community/{id}?from=proprietary|activity: a community, its venues, and the way back to the list. */
export function CommunityPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const origin = communityOrigin(params.get('from'));
  const query = useCommunityDetail(id);
  const community = query.data;
  usePageTitle(community?.name ?? '社区详情');
  const crumbs = [originCrumb(origin), { label: community?.name ?? '社区详情' }];

  if (!Number.isSafeInteger(id) || id <= 0) {
    return (
      <PageFrame crumbs={crumbs}>
        <LoadError error={new ApiError(404, '社区不存在')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame crumbs={crumbs} testId={community && !query.isError ? 'community-detail' : undefined}>
      <QueryState
        query={query}
        loading={
          <div className={styles.top}>
            <Skeleton.Node active style={{ width: 440, height: 330 }} />
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        }
      >
        {(loaded) => <CommunityDetail community={loaded} origin={origin} />}
      </QueryState>
    </PageFrame>
  );
}

/** The loaded community: pictures, facts, its venues and description. */
function CommunityDetail({ community, origin }: { community: CommunityDetailData; origin: CommunityOrigin }) {
  const pictures = [community.pic_url, ...community.imgs.map((img) => img.pic_url)].filter((url, index, all) => url && all.indexOf(url) === index);
  return (
    <>
      <div className={styles.top}>
        <Gallery name={community.name} photos={pictures} />
        <CommunityFacts community={community} origin={origin} />
      </div>
      <Panel title={`社区场地（${community.venues.length}）`}>
        {community.venues.length === 0 ? (
          <EmptyBlock text="该社区暂无可预订场地" />
        ) : (
          <div className={styles.venues}>
            {community.venues.map((venue) => (
              <VenueCard key={venue.id} venue={venue} />
            ))}
          </div>
        )}
      </Panel>
      <Panel title="社区介绍">
        <p className={styles.description}>{community.description || '暂无社区介绍'}</p>
      </Panel>
    </>
  );
}
