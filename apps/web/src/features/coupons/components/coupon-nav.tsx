import { NavLink } from 'react-router';
import { useCurrentUser } from '@/shared/auth/session';
import styles from './coupon-nav.module.css';
import { paths } from '@/shared/paths';

const LINKS = [
  { to: paths.coupons(), label: '我的优惠券' },
  { to: paths.points(), label: '我的积分' },
  { to: paths.welfare(), label: '福利中心' },
];

/** Links between the coupon and points pages; operators also see coupon management. */
export function CouponNav() {
  const { user } = useCurrentUser();
  const links = user?.roles.includes('operator') ? [...LINKS, { to: paths.operatorCoupons(), label: '优惠券管理' }] : LINKS;
  return (
    <nav className={styles.nav} aria-label="优惠券与积分">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
