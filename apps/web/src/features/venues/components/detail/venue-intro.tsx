import type { VenueDetail } from '@vm/contracts/catalogue-venue';
import styles from './venue-sections.module.css';

/** 场地介绍: description, attributes, the spaces it contains and the community it belongs to. */
export function VenueIntro({ venue }: { venue: VenueDetail }) {
  return (
    <div className={styles.intro}>
      <p className={styles.description}>{venue.description || venue.community.description || '暂无介绍'}</p>
      {venue.attributes.length > 0 && (
        <dl className={styles.attributes}>
          {venue.attributes.map((attribute) => (
            <div key={attribute.id}>
              <dt>{attribute.name}</dt>
              <dd>{attribute.options.map((option) => option.name).join('、') || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      {venue.children.length > 0 && <p className={styles.muted}>包含区域：{venue.children.map((child) => `${child.name}（${child.area}㎡）`).join('、')}</p>}
      <p className={styles.muted}>
        所属{venue.community.community_type.name}：{venue.community.name}（{venue.community.location_type.name}）
      </p>
    </div>
  );
}
