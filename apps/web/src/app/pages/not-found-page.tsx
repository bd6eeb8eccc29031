import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/ui/use-page-title';
import styles from './status-page.module.css';
import { paths } from '@/shared/paths';

/** Any unknown route. */
export function NotFoundPage() {
  const navigate = useNavigate();
  usePageTitle('页面不存在');
  return (
    <div className={styles.page} data-testid="not-found">
      <div className={styles.code}>404</div>
      <h1 className={styles.title}>抱歉，您访问的页面不存在</h1>
      <p className={styles.text}>页面可能已被移除、更名，或暂时不可用。去看看其他场地吧。</p>
      <div className={styles.actions}>
        <Button type="primary" size="large" onClick={() => void navigate(paths.home())}>
          返回首页
        </Button>
        <Button size="large" onClick={() => void navigate(paths.venueList())}>
          去找场地
        </Button>
        <Button size="large" type="text" onClick={() => void navigate(-1)}>
          返回上一页
        </Button>
      </div>
    </div>
  );
}
