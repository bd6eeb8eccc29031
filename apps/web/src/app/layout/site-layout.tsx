import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteErrorBoundary } from '../error-boundary';
import { BackToTop } from './back-to-top';
import { PageLoading } from './page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';
import { VisitorCartHandoff } from './visitor-cart-handoff';

/** Header, page, footer and the back-to-top button around every public page. */
export function SiteLayout() {
  return (
    <div className={styles.layout}>
      <SiteHeader />
      <main className={styles.main}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <BackToTop />
      <VisitorCartHandoff />
    </div>
  );
}

/** Pages with their own frame (login, register): only the loading fallback. */
export function BareLayout() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
