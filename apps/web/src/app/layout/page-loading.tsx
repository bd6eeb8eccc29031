import styles from './page-loading.module.css';

/** Shown while a page's code loads. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>页面加载中…</span>
    </div>
  );
}
