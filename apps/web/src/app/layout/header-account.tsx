import { maskMobile } from '@vm/domain/mobile-mask';
import { AuditOutlined } from '@/shared/ui/icons/audit-outlined';
import { BellOutlined } from '@/shared/ui/icons/bell-outlined';
import { DownOutlined } from '@/shared/ui/icons/down-outlined';
import { UserOutlined } from '@/shared/ui/icons/user-outlined';
import { useToReviewCount } from '@/features/supplier-home/api/supplier-home-queries';
import { Link, useLocation } from 'react-router';
import { authUrl, REGISTER_PATH } from '@/shared/auth/safe-redirect';
import { useCurrentUser, useLogout } from '@/shared/auth/session';
import { useUnreadCount } from '@/shared/auth/unread-count';
import { adminMenuFor } from '@/shared/ui/admin-menu';
import { CountBadge } from '@/shared/ui/count-badge';
import { HeaderDropdown } from './header-dropdown';
import styles from './site-header.module.css';
import { paths } from '@/shared/paths';

/** Where user-menu links point; the admin pages arrive with their features. */
export const USER_MENU = [
  { to: paths.orders(), label: '我的订单' },
  { to: paths.enquiries(), label: '我的询价' },
  { to: paths.comments(), label: '我的评价' },
  { to: paths.messages(), label: '我的消息' },
  { to: paths.favorites(), label: '我的收藏' },
  { to: paths.coupons(), label: '我的优惠券' },
  { to: paths.points(), label: '我的积分' },
  { to: paths.wallet(), label: '我的钱包' },
  { to: paths.payPassword(), label: '支付密码' },
  { to: paths.contacts(), label: '常用联系人' },
];

/** Top-bar account area: login and register for visitors; name, menu with logout and messages for users. */
export function HeaderAccount() {
  const { isLoggedIn, user } = useCurrentUser();
  const unread = useUnreadCount();
  const toReview = useToReviewCount();
  const logout = useLogout();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  if (!isLoggedIn) {
    return (
      <div className={styles.account}>
        <span className={styles.welcome}>您好，欢迎来到场地通！</span>
        <Link to={authUrl(here)} className={styles.accent}>
          请登录
        </Link>
        <Link to={authUrl(here, REGISTER_PATH)}>免费注册</Link>
      </div>
    );
  }

  const displayName = user ? user.name || maskMobile(user.mobile) : '我的账户';
  // A supplier's or operator's own pages (the role groups of the member-centre menu) follow the common ones.
  const roleItems = adminMenuFor(user?.roles ?? [])
    .filter((group) => group.roles)
    .flatMap((group) => group.items);
  return (
    <div className={styles.account}>
      <HeaderDropdown
        align="right"
        testId="header-user"
        label={
          <>
            <UserOutlined /> <span className={styles.userName}>{displayName}</span> <DownOutlined className={styles.caret} />
          </>
        }
      >
        {(close) => (
          <ul className={styles.menu}>
            {[...USER_MENU, ...roleItems].map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={close}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li className={styles.menuDivider}>
              <button
                type="button"
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                退出登录
              </button>
            </li>
          </ul>
        )}
      </HeaderDropdown>
      <Link to={paths.messages()} className={styles.messages} aria-label={`消息，${unread}条未读`}>
        <CountBadge count={unread}>
          <BellOutlined />
          &nbsp;消息
        </CountBadge>
      </Link>
      {toReview.canReview && (
        <Link
          to="/admin/supplier/order-items?status=paid"
          className={styles.messages}
          aria-label={`订单审核，${toReview.count}个待审核`}
          data-testid="header-review-badge"
        >
          <CountBadge count={toReview.count}>
            <AuditOutlined />
            &nbsp;待审核
          </CountBadge>
        </Link>
      )}
      <button type="button" className={styles.textButton} onClick={() => void logout()}>
        退出
      </button>
    </div>
  );
}
