import { LightButton as Button } from '@/shared/ui/light-button';
import { usePageTitle } from '@/shared/ui/use-page-title';
import styles from './status-page.module.css';
import { paths } from '@/shared/paths';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/** Anything a page throws while rendering or loading its code lands here, in Chinese, never as a stack. */
export function RouteErrorPage({ error }: { error: unknown }) {
  usePageTitle('页面出错了');
  const stale = isChunkLoadError(error);
  return (
    <div className={styles.page}>
      <div className={styles.code}>{stale ? '更新' : '出错'}</div>
      <h1 className={styles.title}>{stale ? '网站已更新，请刷新页面' : '页面出错了'}</h1>
      <p className={styles.text}>{stale ? '页面资源已更新，刷新后即可继续浏览。' : '抱歉，页面出现了问题。您可以刷新重试，或返回首页继续浏览。'}</p>
      <div className={styles.actions}>
        <Button type="primary" size="large" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
        <Button size="large" href={paths.home()}>
          返回首页
        </Button>
      </div>
    </div>
  );
}
