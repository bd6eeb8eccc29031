import type { CommunityDetail } from '@vm/contracts/catalogue-communities';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { compactCount, dayPriceLabel } from '@/shared/catalogue/price-label';
import styles from '../pages/community-page.module.css';
import type { CommunityOrigin } from './community-origin';
import { paths } from '@/shared/paths';

const ORIGIN_TAGS: Record<CommunityOrigin, string | null> = { proprietary: '来自：自营场地', activity: '来自：活动招商', list: null };

/** Name, tags, key figures and the facts of a community. */
export function CommunityFacts({ community, origin }: { community: CommunityDetail; origin: CommunityOrigin }) {
  const originTag = ORIGIN_TAGS[origin];
  return (
    <div className={styles.info}>
      <h1 className={styles.title}>{community.name}</h1>
      <div className={styles.tags}>
        {originTag && (
          <Tag color="blue" data-testid="community-origin">
            {originTag}
          </Tag>
        )}
        {community.is_proprietary && <Tag color="red">平台自营</Tag>}
        <Tag color="orange">{community.community_type.name}</Tag>
        {community.location_type?.name && <Tag>{community.location_type.name}</Tag>}
        {community.labels.map((label) => (
          <Tag key={label.id}>{label.name}</Tag>
        ))}
      </div>
      <div className={styles.stats}>
        <div>
          <strong>{dayPriceLabel(community.floor_day_price, { from: true })}</strong>
          <span>场地起价</span>
        </div>
        <div>
          <strong>{compactCount(community.person_flow)}</strong>
          <span>日均人流（人次）</span>
        </div>
        <div>
          <strong>{community.order_quantity}</strong>
          <span>累计预订（次）</span>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>所在区域</dt>
        <dd>{[community.city_name, community.district_name, community.trading_area?.name].filter(Boolean).join(' · ')}</dd>
        <dt>详细地址</dt>
        <dd>{community.address}</dd>
        <dt>附近地铁</dt>
        <dd data-testid="community-subway">
          {community.subway_station
            ? [community.subway_lines.map((line) => line.name).join('、'), community.subway_station.name].filter(Boolean).join(' · ')
            : '暂无'}
        </dd>
        <dt>建成年份</dt>
        <dd>{community.year ? `${community.year}年` : '暂无'}</dd>
        <dt>可租场地</dt>
        <dd>{community.venues.length} 个</dd>
      </dl>
      <Link to={paths.demandCreate({ community_resource_id: community.id, city_ids: community.city_id, community_type_ids: community.community_type.id })}>
        <Button type="primary" ghost>
          在该社区发布需求
        </Button>
      </Link>
    </div>
  );
}
