import styles from './home-quick-demand.module.css';

/** The demand drawer's room and card while its form's code loads (app/pages/home-route.tsx): nothing moves when it comes. */
export function HomeQuickDemandPlaceholder() {
  return (
    <div className={styles.slot} role="status" aria-busy="true">
      <div className={`${styles.drawer} ${styles.placeholder}`}>
        <span className="visually-hidden">需求表单加载中…</span>
      </div>
    </div>
  );
}
