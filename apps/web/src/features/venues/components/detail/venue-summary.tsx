import { ExclamationCircleOutlined } from '@/shared/ui/icons/exclamation-circle-outlined';
import { FormOutlined } from '@/shared/ui/icons/form-outlined';
import { GlobalOutlined } from '@/shared/ui/icons/global-outlined';
import type { LoginReason } from '@/shared/auth/login-reasons';
import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import { DAY_EQUIVALENT_NOTE, dayPriceLabel, priceWithUnit } from '@vm/domain/price-units';
import { LightButton as Button } from '@/shared/ui/light-button';
import { Link } from 'react-router';

import { CustomerServiceButton } from './customer-service';
import { FavoriteButton } from './favorite-button';
import { MobileQrButton } from './mobile-qr-button';
import styles from './venue-summary.module.css';
import { paths } from '@/shared/paths';
import { groupThousands } from '@vm/domain/digit-grouping';

/**
 * The reference price per lease term: `月租 ¥12,000/月起`, one entry per term its priced booths offer
 * (a day price is never set beside a year price as one range).
 */
export function referencePriceTexts(venue: Pick<VenueDetail, 'reference_prices'>): { key: number; name: string; text: string }[] {
  return venue.reference_prices.map((term) => ({
    key: term.lease_term_id,
    name: term.name,
    text: priceWithUnit(term.min_price, term.unit, { from: term.max_price > term.min_price }),
  }));
}

interface VenueSummaryProps {
  venue: VenueDetail;
  /** Sends a visitor to login, saying why; true when logged in. */
  requireLogin: (reason: LoginReason) => boolean;
  onFeedback: () => void;
}

/** Name, place, figures, price range and the actions (favourite, 纠错, 客服, panorama). */
export function VenueSummary({ venue, requireLogin, onFeedback }: VenueSummaryProps) {
  const { community } = venue;
  // The supplier's company page (/company/view/{id}), when it entered its company information.
  const supplier = venue.selling_resources.find((booth) => booth.user.company_id)?.user;
  const facts = [
    { label: '场地类型', value: venue.field_type.display_name },
    { label: '室内外', value: venue.indoor ? '室内' : '室外' },
    { label: '面积', value: `${venue.area}㎡` },
    { label: '日均人流', value: `${groupThousands(venue.person_flow)}人` },
    { label: '社区类型', value: community.community_type.name },
    { label: '建成年代', value: community.year ? `${community.year}年` : '—' },
  ];
  return (
    <div className={styles.summary}>
      <h1 className={styles.name}>
        {venue.name}
        {venue.panorama_url && (
          <Link to={paths.panorama(venue.panorama_url)} className={styles.panorama} aria-label="查看全景" title="查看全景">
            <GlobalOutlined /> 全景
          </Link>
        )}
      </h1>
      <p className={styles.place}>
        <Link to={paths.community(community.id)}>{community.name}</Link> · {community.district_name}
        {community.trading_area ? ` · ${community.trading_area.name}` : ''}
      </p>
      {community.agency && (
        <p className={styles.supplier} data-testid="venue-agency">
          <span className={styles.agencyTag}>代理</span>业主：{community.agency.owner_name}
        </p>
      )}
      {supplier?.company_id && (
        <p className={styles.supplier}>
          供应商：{supplier.name}
          <Link to={paths.company(supplier.company_id)} className={styles.companyLink}>
            企业主页 &gt;
          </Link>
        </p>
      )}
      {community.labels.length > 0 && (
        <ul className={styles.labels}>
          {community.labels.map((label) => (
            <li key={label.id}>{label.name}</li>
          ))}
        </ul>
      )}
      <div className={styles.priceBox}>
        <span className={styles.priceLabel}>参考价</span>
        <strong className={styles.price} title={`各租期价格${DAY_EQUIVALENT_NOTE}后的最低价`}>
          {dayPriceLabel(venue.floor_day_price, { from: true })}
        </strong>
        {venue.reference_prices.some((term) => term.unit !== '天') && <span className={styles.priceNote}>（{DAY_EQUIVALENT_NOTE}）</span>}
        <span className={styles.orders}>已订 {venue.order_quantity} 单</span>
      </div>
      {venue.reference_prices.length > 0 && (
        <ul className={styles.termPrices} aria-label="各租期参考价">
          {referencePriceTexts(venue).map((term) => (
            <li key={term.key}>
              <span>{term.name}</span>
              <strong>{term.text}</strong>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <FavoriteButton
          topPhysicalId={venue.top_physical_id}
          status={venue.favorite.status}
          count={venue.favorite.count}
          requireLogin={() => requireLogin('favorite')}
        />
        <Button icon={<ExclamationCircleOutlined />} aria-label="场地纠错" onClick={() => requireLogin('error-report') && onFeedback()}>
          纠错
        </Button>
        <CustomerServiceButton venueName={venue.name} />
        <MobileQrButton topPhysicalId={venue.top_physical_id} venueName={venue.name} />
        <Link
          to={paths.demandCreate({
            physical_resource_id: venue.top_physical_id,
            community_resource_id: venue.community.id,
            city_ids: venue.community.city_id,
            community_type_ids: venue.community.community_type.id,
          })}
        >
          <Button icon={<FormOutlined />}>发布需求</Button>
        </Link>
      </div>
    </div>
  );
}
