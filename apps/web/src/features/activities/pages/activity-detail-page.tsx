import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { dayPriceLabel } from '@/shared/catalogue/price-label';
import { Gallery } from '@/shared/catalogue/gallery/gallery';
import { LoadError } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useActivityDetail } from '../api/activity-queries';
import { ActivityBooths } from '../components/activity-booths';
import { activityWindow } from '../components/activity-window';
import styles from './activity-detail-page.module.css';
import { paths } from '@/shared/paths';
import { groupThousands } from '@vm/domain/digit-grouping';

/** /activities/{top_physical_id}: an activity venue with its activity booths. */
export function ActivityDetailPage() {
  const id = Number(useParams().id);
  const query = useActivityDetail(id);
  const venue = query.data;
  usePageTitle(venue ? `${venue.name} - 活动详情` : '活动详情');

  const crumbs = [{ label: '活动招商', to: paths.proprietaryActivities() }, { label: venue?.name ?? '活动详情' }];
  if (!Number.isSafeInteger(id) || id <= 0) {
    return (
      <PageFrame crumbs={crumbs}>
        <LoadError error={new ApiError(404, '活动不存在')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame crumbs={crumbs} testId={venue && !query.isError ? 'activity-detail' : undefined}>
      <QueryState
        query={query}
        loading={
          <div className={styles.top}>
            <Skeleton.Node active style={{ width: 480, height: 360 }} />
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        }
      >
        {(loaded) => <ActivityDetail venue={loaded} />}
      </QueryState>
    </PageFrame>
  );
}

/** The loaded activity: its pictures, facts, booths and description. */
function ActivityDetail({ venue }: { venue: VenueDetail }) {
  const navigate = useNavigate();
  const booths = venue.selling_resources.filter((booth) => booth.res_type_id === 3);
  const shownBooths = booths.length > 0 ? booths : venue.selling_resources;
  const first = shownBooths[0];
  const allExpired = shownBooths.length > 0 && shownBooths.every((booth) => booth.expired);
  const community = venue.community;
  const pictures = [...venue.physical_resource_imgs, ...venue.case_imgs].map((picture) => picture.pic_url);

  return (
    <>
      <div className={styles.top}>
        <Gallery name={venue.name} photos={pictures} />
        <div className={styles.info}>
          <h1 className={styles.title}>{venue.name}</h1>
          <div className={styles.tags}>
            {first?.activity_type && <Tag color="orange">{first.activity_type.display_name}</Tag>}
            {community.is_proprietary && <Tag color="red">平台自营</Tag>}
            {allExpired ? <Tag>已截止</Tag> : <Tag color="green">报名中</Tag>}
            <Tag>{venue.indoor ? '室内' : '室外'}</Tag>
          </div>
          <div className={styles.priceBox}>
            <span className={styles.price}>{dayPriceLabel(venue.floor_day_price, { from: true })}</span>
          </div>
          <dl className={styles.facts}>
            <dt>活动时间</dt>
            <dd>{first ? activityWindow(first.activity_start_date, first.deadline) : '以摊位信息为准'}</dd>
            <dt>所在社区</dt>
            <dd>
              <Link to={paths.community(community.id, 'activity')}>{community.name}</Link>
            </dd>
            <dt>地址</dt>
            <dd>{[community.city_name, community.district_name, community.address].filter(Boolean).join(' ')}</dd>
            <dt>场地面积</dt>
            <dd>{venue.area} ㎡</dd>
            <dt>日均人流</dt>
            <dd>{groupThousands(venue.person_flow)} 人次</dd>
            <dt>已预订</dt>
            <dd>{venue.order_quantity} 次</dd>
          </dl>
          <div className={styles.actions}>
            <Button type="primary" size="large" disabled={allExpired} onClick={() => void navigate(paths.venue(venue.top_physical_id))}>
              {allExpired ? '该活动已截止' : '立即报名'}
            </Button>
            <Button size="large" onClick={() => void navigate(paths.community(community.id, 'activity'))}>
              查看社区
            </Button>
          </div>
        </div>
      </div>
      <Panel title="活动摊位">
        <ActivityBooths booths={shownBooths} />
      </Panel>
      <Panel title="活动介绍">
        <p className={styles.description}>{venue.description || community.description || '暂无活动介绍'}</p>
      </Panel>
    </>
  );
}
