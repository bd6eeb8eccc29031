import { LogoutOutlined, MenuOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { maskMobile } from '@vm/domain/mobile-mask';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import Result from 'antd/es/result';
import Button from 'antd/es/button';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useCurrentUser, useLogout } from '@/shared/auth/session';
import { RequireLogin } from '@/shared/auth/require-login';
import { useSupplierAccount } from '@/shared/supplier/supplier-gate';
import { BrandLogo } from '@/shared/ui/brand-logo';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { StaffConsoleContext } from '@/shared/ui/staff-console';
import { RouteErrorBoundary } from '../error-boundary';
import { paths } from '@/shared/paths';
import { OPERATOR_CONSOLE_MENU } from './operator-console-menu';
import { PageLoading } from './page-loading';
import styles from './staff-console-layout.module.css';
import { staffMenuFor, type StaffMenuGroup } from './staff-menu';
import { SUPPLIER_CONSOLE_MENU } from './supplier-console-menu';

type ConsoleKind = 'supplier' | 'operator';

/** Loaded when the 菜单 button is first pressed (antd's Drawer stays out of the first download). */
const StaffConsoleDrawer = lazy(() => import('./staff-console-drawer').then((module) => ({ default: module.StaffConsoleDrawer })));

// The refusal's title is the one the pages' own gates use (shared/supplier/supplier-gate.tsx, operator-frame.tsx).
const CONSOLES: Record<ConsoleKind, { name: string; refusedTitle: string; refused: string; menu: StaffMenuGroup[] }> = {
  supplier: { name: '供应商中心', refusedTitle: '仅供应商可访问', refused: '供应商中心仅供供应商及其子账号使用', menu: SUPPLIER_CONSOLE_MENU },
  operator: { name: '运营后台', refusedTitle: '无权访问', refused: '运营后台仅限平台运营人员使用', menu: OPERATOR_CONSOLE_MENU },
};

/** The menu entry the path belongs to: the longest `to` that is the path or a folder above it. */
function selectedKey(groups: readonly StaffMenuGroup[], pathname: string): string[] {
  const match = groups
    .flatMap((group) => group.items.map((item) => item.to))
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
  return match ? [match] : [];
}

/** antd's lg breakpoint: from here up the console shows its full side menu, below it a 菜单 button. */
const WIDE_QUERY = '(min-width: 992px)';

function wideQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
}

function subscribeWide(onChange: () => void): () => void {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is at least antd's lg wide (true where it cannot be told: a desk is assumed). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => wideQuery()?.matches ?? true,
    () => true,
  );
}

/** The console's menu: its groups with a link per page, the page's own entry selected. */
function ConsoleMenu({ name, groups, pathname, onFollow }: { name: string; groups: StaffMenuGroup[]; pathname: string; onFollow?: () => void }) {
  return (
    <nav aria-label={`${name}菜单`}>
      <Menu
        mode="inline"
        selectedKeys={selectedKey(groups, pathname)}
        onClick={onFollow}
        items={groups.map((group) => ({
          type: 'group' as const,
          key: group.title,
          label: group.title,
          children: group.items.map((item) => ({ key: item.to, label: <NavLink to={item.to}>{item.label}</NavLink> })),
        }))}
      />
    </nav>
  );
}

/**
 * The frame of a staff console (/admin/supplier/…, /admin/operator/…): its own header and an antd
 * Layout with the console's full menu in a sider from antd's lg breakpoint up; below it the header's
 * 菜单 button opens the same menu in a drawer (no stray folding tab over the page), instead of the buyer's
 * header and member centre. Only an account of the console's role gets past it, so its pages never ask
 * the API for what the account may not read.
 */
export function StaffConsoleLayout({ kind }: { kind: ConsoleKind }) {
  return (
    <RequireLogin>
      <StaffConsole kind={kind} />
    </RequireLogin>
  );
}

function StaffConsole({ kind }: { kind: ConsoleKind }) {
  const frame = CONSOLES[kind];
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  const logout = useLogout();
  const wide = useWideScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on (so that it can animate closed afterwards).
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  // The drawer closes when a page is opened from it, and when the screen grows to show the side menu.
  useEffect(() => setMenuOpen(false), [pathname, wide]);
  const childAccount = kind === 'supplier' && user?.is_supplier_staff === true && !user.roles.includes('property') && !user.roles.includes('agent');
  const account = useSupplierAccount(childAccount);
  const allowed =
    kind === 'operator'
      ? (user?.roles.includes('operator') ?? false)
      : (user?.roles.some((role) => role === 'property' || role === 'agent') ?? false) || user?.is_supplier_staff === true;
  const groups = staffMenuFor(frame.menu, childAccount ? (account.data ?? { permissions: [] }) : null);
  const displayName = user ? user.name || maskMobile(user.mobile) : '';

  let body;
  if (isLoading || (childAccount && account.isPending)) body = <RowsSkeleton rows={6} />;
  else if (!allowed) {
    body = (
      <Result
        status="403"
        title={frame.refusedTitle}
        subTitle={frame.refused}
        extra={
          <Link to={kind === 'supplier' ? paths.supplierJoin(1) : paths.home()}>
            <Button type="primary">{kind === 'supplier' ? '申请成为供应商' : '返回首页'}</Button>
          </Link>
        }
      />
    );
  } else {
    body = (
      <StaffConsoleContext.Provider value={kind}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </StaffConsoleContext.Provider>
    );
  }

  return (
    <Layout className={styles.console} data-testid={`${kind}-console`}>
      <Layout.Header className={styles.header}>
        {allowed && !wide && (
          <Button
            className={styles.menuButton}
            icon={<MenuOutlined />}
            aria-label="菜单"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setDrawerLoaded(true);
              setMenuOpen(true);
            }}
          >
            菜单
          </Button>
        )}
        <BrandLogo size="small" />
        <span className={styles.consoleName}>{frame.name}</span>
        <span className={styles.spacer} />
        {displayName && (
          <span className={styles.user}>
            <UserOutlined /> <span className={styles.userName}>{displayName}</span>
          </span>
        )}
        <Link to={paths.home()} className={styles.headerLink} aria-label="返回网站首页">
          <ShopOutlined /> <span className={styles.linkText}>返回网站</span>
        </Link>
        <button type="button" className={styles.headerLink} onClick={() => void logout()} aria-label="退出登录">
          <LogoutOutlined /> <span className={styles.linkText}>退出</span>
        </button>
      </Layout.Header>
      <Layout>
        {allowed && wide && (
          <Layout.Sider width={208} theme="light" className={styles.sider}>
            <ConsoleMenu name={frame.name} groups={groups} pathname={pathname} />
          </Layout.Sider>
        )}
        {allowed && !wide && drawerLoaded && (
          <Suspense fallback={null}>
            <StaffConsoleDrawer title={frame.name} open={menuOpen} onClose={() => setMenuOpen(false)}>
              <ConsoleMenu name={frame.name} groups={groups} pathname={pathname} onFollow={() => setMenuOpen(false)} />
            </StaffConsoleDrawer>
          </Suspense>
        )}
        <Layout.Content className={styles.content}>{body}</Layout.Content>
      </Layout>
    </Layout>
  );
}
