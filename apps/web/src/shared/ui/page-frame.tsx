import Breadcrumb from 'antd/es/breadcrumb';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './page-frame.module.css';
import { paths } from '@/shared/paths';

export interface Crumb {
  label: string;
  to?: string;
}

/** The frame of a content page: centred width, a breadcrumb starting at 首页, then the page. */
export function PageFrame({ crumbs, children, testId }: { crumbs: Crumb[]; children: ReactNode; testId?: string }) {
  const items = [{ label: '首页', to: paths.home() }, ...crumbs].map((crumb, index) => ({
    key: index,
    title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label,
  }));
  return (
    <div className={`content-width ${styles.frame}`} data-testid={testId}>
      <Breadcrumb className={styles.crumbs} items={items} />
      {children}
    </div>
  );
}

/** A white section with a title bar; `id` makes it an anchor target. */
export function Panel({ title, extra, id, children }: { title?: ReactNode; extra?: ReactNode; id?: string; children: ReactNode }) {
  return (
    <section className={styles.panel} id={id}>
      {(title || extra) && (
        <header className={styles.panelHead}>
          {title ? <h2 className={styles.panelTitle}>{title}</h2> : <span />}
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}

/** A soft brand-coloured heading band for list pages. */
export function PageBanner({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <div className={styles.banner}>
      <h1 className={styles.bannerTitle}>{title}</h1>
      {text && <p className={styles.bannerText}>{text}</p>}
      {children}
    </div>
  );
}
