import { Link, NavLink } from 'react-router';
import { ErrorReportTrigger } from '../../shared/feedback/feedback-triggers';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { CitySwitcher } from './city-switcher';
import { HeaderAccount } from './header-account';
import { HeaderCart } from './header-cart';
import { HeaderSearch } from './header-search';
import styles from './site-header.module.css';
import { paths } from '../paths';

const NAVIGATION = [
  { to: paths.home(), label: '首页' },
  { to: paths.venueList(), label: '找场地' },
  { to: paths.proprietaryVenues(), label: '自营场地' },
  { to: paths.proprietaryActivities(), label: '活动招商' },
  { to: paths.adSearch(), label: '广告位' },
  { to: paths.cases(), label: '案例' },
  { to: '/demand/hall', label: '需求大厅' },
  { to: paths.services(), label: '服务商' },
  { to: paths.welfare(), label: '福利中心' },
];

/** The site header of product-spec "Global": top bar, logo, search, cart and the main navigation. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`content-width ${styles.topBarInner}`}>
          <CitySwitcher />
          <nav className={styles.topLinks} aria-label="账户">
            <HeaderAccount />
            <span className={styles.sep} />
            <Link to={paths.orders()}>我的订单</Link>
            <span className={styles.sep} />
            <Link to="/home/info?type=1">商家入驻</Link>
            <span className={styles.sep} />
            <Link to={paths.help()}>帮助中心</Link>
            <span className={styles.sep} />
            <ErrorReportTrigger />
          </nav>
        </div>
      </div>
      <div className={`content-width ${styles.main}`}>
        <BrandLogo />
        <HeaderSearch />
        <HeaderCart />
      </div>
      <nav className={styles.nav} aria-label="主导航">
        <ul className={`content-width ${styles.navList}`}>
          {NAVIGATION.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navActive : ''}`}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
