import { LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { maskMobile } from '@vm/domain/mobile-mask';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import Result from 'antd/es/result';
import Button from 'antd/es/button';
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useCurrentUser, useLogout } from '../../shared/auth/session';
import { RequireLogin } from '../../shared/auth/require-login';
import { useSupplierAccount } from '../../shared/supplier/supplier-gate';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { RowsSkeleton } from '../../shared/ui/load-state';
import { StaffConsoleContext } from '../../shared/ui/staff-console';
import { RouteErrorBoundary } from '../error-boundary';
import { paths } from '../paths';
import { OPERATOR_CONSOLE_MENU } from './operator-console-menu';
import { PageLoading } from './page-loading';
import styles from './staff-console-layout.module.css';
import { staffMenuFor, type StaffMenuGroup } from './staff-menu';
import { SUPPLIER_CONSOLE_MENU } from './supplier-console-menu';

type ConsoleKind = 'supplier' | 'operator';

const CONSOLES: Record<ConsoleKind, { name: string; refused: string; menu: StaffMenuGroup[] }> = {
  supplier: { name: '供应商中心', refused: '供应商中心仅供供应商及其子账号使用', menu: SUPPLIER_CONSOLE_MENU },
  operator: { name: '运营后台', refused: '运营后台仅限平台运营人员使用', menu: OPERATOR_CONSOLE_MENU },
};

/** The menu entry the path belongs to: the longest `to` that is the path or a folder above it. */
function selectedKey(groups: readonly StaffMenuGroup[], pathname: string): string[] {
  const match = groups
    .flatMap((group) => group.items.map((item) => item.to))
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
  return match ? [match] : [];
}

/**
 * The frame of a staff console (/admin/supplier/…, /admin/operator/…): its own header and an antd
 * Layout with the console's menu in a sider (folded away on narrow screens), instead of the buyer's
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
  const [collapsed, setCollapsed] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const childAccount = kind === 'supplier' && user?.is_supplier_staff === true && !user.roles.includes('property') && !user.roles.includes('agent');
  const account = useSupplierAccount(childAccount);
  const allowed = kind === 'operator' ? (user?.roles.includes('operator') ?? false) : (user?.roles.some((role) => role === 'property' || role === 'agent') ?? false) || user?.is_supplier_staff === true;
  const groups = staffMenuFor(frame.menu, childAccount ? (account.data ?? { permissions: [] }) : null);
  const displayName = user ? user.name || maskMobile(user.mobile) : '';

  let body;
  if (isLoading || (childAccount && account.isPending)) body = <RowsSkeleton rows={6} />;
  else if (!allowed) {
    body = (
      <Result
        status="403"
        title="无权访问"
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
        {allowed && (
          <Layout.Sider
            width={208}
            theme="light"
            breakpoint="lg"
            collapsedWidth={0}
            collapsible
            collapsed={collapsed}
            onCollapse={setCollapsed}
            onBreakpoint={setNarrow}
            className={styles.sider}
          >
            <nav aria-label={`${frame.name}菜单`}>
              <Menu
                mode="inline"
                selectedKeys={selectedKey(groups, pathname)}
                onClick={() => narrow && setCollapsed(true)}
                items={groups.map((group) => ({
                  type: 'group' as const,
                  key: group.title,
                  label: group.title,
                  children: group.items.map((item) => ({ key: item.to, label: <NavLink to={item.to}>{item.label}</NavLink> })),
                }))}
              />
            </nav>
          </Layout.Sider>
        )}
        <Layout.Content className={styles.content}>{body}</Layout.Content>
      </Layout>
    </Layout>
  );
}
