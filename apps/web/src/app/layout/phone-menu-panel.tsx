import { maskMobile } from '@vm/domain/mobile-mask';
import { CloseOutlined } from '@/shared/ui/icons/close-outlined';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { authUrl, REGISTER_PATH } from '@/shared/auth/safe-redirect';
import { useCurrentUser, useLogout } from '@/shared/auth/session';
import { useUnreadCount } from '@/shared/auth/unread-count';
import { adminMenuFor } from '@/shared/ui/admin-menu';
import { USER_MENU } from './header-account';
import { NAVIGATION } from './navigation';
import styles from './phone-menu.module.css';
import { paths } from '@/shared/paths';

/** The phone menu's panel (phone-menu.tsx opens it): the navigation, the account's pages, login or logout. */
export function PhoneMenuPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  return (
    <div className={styles.overlay}>
      <button type="button" className={styles.backdrop} aria-label="关闭菜单" tabIndex={-1} onClick={onClose} />
      <div id={id} className={styles.panel} role="dialog" aria-modal="true" aria-label="菜单" data-testid="phone-menu">
        <div className={styles.head}>
          <MenuAccount />
          <button ref={closeButton} type="button" className={styles.close} aria-label="关闭菜单" onClick={onClose}>
            <CloseOutlined />
          </button>
        </div>
        <nav aria-label="主导航">
          <ul className={styles.grid}>
            {NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <MenuAccountLinks />
        <ul className={styles.list}>
          <li>
            <Link to={paths.cart()}>购物车</Link>
          </li>
          <li>
            <Link to={paths.homeInfo(1)}>商家入驻</Link>
          </li>
          <li>
            <Link to={paths.help()}>帮助中心</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The account at the top of the menu: the name, or login and register for a visitor. */
function MenuAccount() {
  const { isLoggedIn, user } = useCurrentUser();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!isLoggedIn) {
    return (
      <div className={styles.account}>
        <Link to={authUrl(here)} className={styles.primary}>
          登录
        </Link>
        <Link to={authUrl(here, REGISTER_PATH)} className={styles.secondary}>
          免费注册
        </Link>
      </div>
    );
  }
  return <div className={styles.name}>{user ? user.name || maskMobile(user.mobile) : '我的账户'}</div>;
}

/** A logged-in account's pages (as the top bar's user menu), messages with the unread count, logout. */
function MenuAccountLinks() {
  const { isLoggedIn, user } = useCurrentUser();
  const unread = useUnreadCount();
  const logout = useLogout();
  if (!isLoggedIn) return null;
  const roleItems = adminMenuFor(user?.roles ?? [])
    .filter((group) => group.roles)
    .flatMap((group) => group.items);
  const items = [...USER_MENU, ...roleItems].map((item) =>
    item.to === paths.messages() && unread > 0 ? { ...item, label: `${item.label}（${unread}条未读）` } : item,
  );
  return (
    <>
      <h2 className={styles.heading}>会员中心</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void logout()}>
            退出登录
          </button>
        </li>
      </ul>
    </>
  );
}
