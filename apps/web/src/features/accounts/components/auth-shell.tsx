import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME, BrandLogo } from '@/shared/ui/brand-logo';
import styles from './auth-shell.module.css';
import { paths } from '@/shared/paths';

const SELLING_POINTS = ['10万+ 线下推广场地', '价格透明 在线预订', '专属顾问 全程跟进'];

/** The frame of the login and register pages: slim brand bar, a centred card, and a small footer. */
export function AuthShell({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <div className={styles.brand}>
            <BrandLogo size="small" />
            <span className={styles.heading}>{heading}</span>
          </div>
          <Link to={paths.home()} className={styles.home}>
            返回首页
          </Link>
        </div>
      </header>
      <main className={styles.stage}>
        <div className={styles.intro}>
          <h1>线下推广场地，一站预订</h1>
          <ul>
            {SELLING_POINTS.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className={styles.card}>{children}</div>
      </main>
      <footer className={styles.footer}>
        © {new Date().getFullYear()} {BRAND_NAME} · 线下推广场地预订平台
      </footer>
    </div>
  );
}
