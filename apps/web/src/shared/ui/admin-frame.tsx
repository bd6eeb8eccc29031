import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../auth/session';
import { adminMenuFor } from './admin-menu';
import { StaffPage, useStaffConsole } from './staff-console';
import styles from './admin-frame.module.css';
import { PageFrame, type Crumb } from './page-frame';
import { paths } from '@/shared/paths';

/**
 * The frame of a member-centre page (/admin/…): breadcrumb, the side menu for the account's roles,
 * then the page. `title` is the last breadcrumb.
 */
export function AdminFrame({ title, crumbs = [], children, testId }: { title: string; crumbs?: Crumb[]; children: ReactNode; testId?: string }) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const inConsole = useStaffConsole();
  // Only what the account may read: the menu comes from the account's own roles, no supplier request.
  const groups = adminMenuFor(user?.roles ?? [], { supplierStaff: user?.is_supplier_staff === true });
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu is one row scrolling sideways (admin-frame.module.css): the current page's link in view.
  useLayoutEffect(() => {
    const nav = menu.current;
    const active = nav?.querySelector<HTMLElement>(`.${styles.active}`);
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [location.pathname, groups.length]);
  if (inConsole) {
    return (
      <StaffPage title={title} crumbs={crumbs} testId={testId}>
        {children}
      </StaffPage>
    );
  }
  return (
    <PageFrame crumbs={[{ label: '会员中心', to: paths.orders() }, ...crumbs, { label: title }]} testId={testId}>
      <div className={styles.layout}>
        <nav ref={menu} className={styles.menu} aria-label="会员中心">
          {groups.map((group) => (
            <div key={group.title} className={styles.group}>
              <div className={styles.groupTitle}>{group.title}</div>
              {group.items.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={() =>
                    location.pathname === item.to || location.pathname.startsWith(`${item.to}/`) ? `${styles.item} ${styles.active}` : styles.item
                  }
                >
                  {item.label}
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
        <main className={styles.main}>{children}</main>
      </div>
    </PageFrame>
  );
}
