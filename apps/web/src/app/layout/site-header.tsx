import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ErrorReportTrigger } from '@/shared/feedback/feedback-triggers';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { CitySwitcher } from './city-switcher';
import { HeaderAccount } from './header-account';
import { HeaderCart } from './header-cart';
import { HeaderSearch } from './header-search';
import { PhoneMenu } from './phone-menu';
import styles from './site-header.module.css';
import { NAVIGATION } from './navigation';
import { paths } from '@/shared/paths';

/**
 * The site header of docs/spec/product-spec.md "Global": top bar, logo, search, cart and the main navigation. Below
 * antd's md breakpoint (768 px) the same elements are laid out again by site-header.module.css: logo, city,
 * cart and a menu button on one row, the search below; the top bar's links and the navigation move into
 * the menu (phone-menu.tsx).
 */
export function SiteHeader() {
  // A pointer left resting on the navigation by a click elsewhere (查看全部城市 in the city panel sits over
  // 自营场地) must not light an entry up on the next page: hovering shows once the pointer moves there.
  const { pathname } = useLocation();
  const [pointerPath, setPointerPath] = useState(pathname);
  const resting = pointerPath !== pathname;
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
        <PhoneMenu />
      </div>
      <nav
        className={`${styles.nav} ${resting ? styles.navResting : ''}`}
        aria-label="主导航"
        onMouseMove={resting ? () => setPointerPath(pathname) : undefined}
      >
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
