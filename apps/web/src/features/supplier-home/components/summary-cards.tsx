import type { SupplierHome } from '@vm/contracts/supplier-home';
import { formatYuan } from '@vm/domain/money';
import { monthLabel } from '@vm/domain/supplier-home';
import { Link } from 'react-router';
import styles from './supplier-home.module.css';

/** This month's paid and finished amounts and what waits for the supplier. */
export function SummaryCards({ home }: { home: SupplierHome }) {
  const cards = [
    { key: 'paid', label: `${monthLabel(home.month)}已支付金额`, value: formatYuan(home.paid_amount), to: '/admin/supplier/order-items' },
    {
      key: 'finished',
      label: `${monthLabel(home.month)}已完成金额`,
      value: formatYuan(home.finished_amount),
      to: '/admin/supplier/order-items?status=finished',
    },
    { key: 'review', label: '待审核订单', value: `${home.to_review_count}`, to: '/admin/supplier/order-items?status=paid', alert: home.to_review_count > 0 },
    {
      key: 'enquiries',
      label: '待报价询价',
      value: `${home.unanswered_enquiry_count}`,
      to: '/admin/supplier/enquiries',
      alert: home.unanswered_enquiry_count > 0,
    },
    { key: 'venues', label: '场地 / 摊位', value: `${home.venue_count} / ${home.booth_count}`, to: '/admin/supplier/resources' },
  ];
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.key}>
          <Link to={card.to} className={styles.card} data-testid={`summary-${card.key}`}>
            <span className={styles.cardLabel}>{card.label}</span>
            <strong className={card.alert ? `${styles.cardValue} ${styles.cardAlert}` : styles.cardValue}>{card.value}</strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
