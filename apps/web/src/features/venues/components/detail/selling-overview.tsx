import type { SellingResource, VenueDetail } from '@vm/contracts/catalogue-venue';
import { findLeaseTerm } from '@vm/domain/lease-terms';
import { formatYuan } from '@vm/domain/money';
import styles from './venue-sections.module.css';

/** `¥300.00/天`, in the lease term's own unit. */
function unitPrice(price: number, leaseTermTypeId: number): string {
  const unit = findLeaseTerm(leaseTermTypeId)?.unit;
  return `${formatYuan(price)}${unit ? `/${unit}` : ''}`;
}

function termName(id: number, fallback: string): string {
  return findLeaseTerm(id)?.name ?? fallback;
}

/** Price range over a booth's priced lease terms, or 面议 for enquiry-only booths. */
export function boothPriceRange(resource: SellingResource): string {
  if (resource.is_enquiry) return '面议';
  const prices = resource.selling_price.filter((entry) => entry.price > 0);
  if (prices.length === 0) return '面议';
  const low = prices.reduce((a, b) => (b.price < a.price ? b : a));
  const high = prices.reduce((a, b) => (b.price > a.price ? b : a));
  return low.price === high.price
    ? unitPrice(low.price, low.lease_term_type_id)
    : `${unitPrice(low.price, low.lease_term_type_id)} - ${unitPrice(high.price, high.lease_term_type_id)}`;
}

/**
 * 可售资源: every booth with its size, lease terms and prices, under the spec picker. A table from 768 px;
 * below, each row is a card (venue-sections.module.css: the cells' data-label names them).
 */
export function SellingOverview({ venue }: { venue: VenueDetail }) {
  const booths = venue.selling_resources;
  if (booths.length === 0) return <p className={styles.muted}>暂无可售资源</p>;
  return (
    <table className={styles.table}>
      <colgroup>
        <col style={{ width: '24%' }} />
        <col style={{ width: '14%' }} />
        <col style={{ width: '40%' }} />
        <col style={{ width: '8%' }} />
        <col style={{ width: '14%' }} />
      </colgroup>
      <thead>
        <tr>
          <th>规格</th>
          <th>尺寸</th>
          <th>订购周期与价格</th>
          <th>数量</th>
          <th>起订</th>
        </tr>
      </thead>
      <tbody>
        {booths.map((booth) => (
          <tr key={booth.id}>
            <td>
              {booth.custom_name || booth.custom_dimension || booth.physical_resource_name}
              {booth.tag && <span className={styles.tag}>{booth.tag}</span>}
            </td>
            <td data-label="尺寸">{booth.size.replace(/\*/g, '×')}</td>
            <td>
              {booth.is_enquiry ? (
                <span className={styles.enquiry}>询价</span>
              ) : (
                <ul className={styles.prices}>
                  {booth.selling_price.map((price) => (
                    <li key={price.lease_term_type_id}>
                      <span>{termName(price.lease_term_type_id, price.lease_term_type)}</span>
                      <strong>{price.price > 0 ? unitPrice(price.price, price.lease_term_type_id) : '面议'}</strong>
                      {price.subsidy > 0 && <em>补贴{formatYuan(price.subsidy)}</em>}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td data-label="数量">{booth.count}</td>
            <td data-label="起订" data-empty={booth.minimum_booking_days > 1 ? undefined : true}>
              {booth.minimum_booking_days > 1 ? `${booth.minimum_booking_days}天起订` : '-'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
