import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { Link, useNavigate } from 'react-router';
import { SafeImage } from '@/shared/catalogue/safe-image';
import type { ServiceProviderCard } from '../api/service-provider-queries';
import styles from './service-provider-item.module.css';
import { paths } from '@/shared/paths';

/** One provider of /service/index; the item opens /service/view/{id}. */
export function ServiceProviderItem({ provider }: { provider: ServiceProviderCard }) {
  const navigate = useNavigate();
  const to = paths.service(provider.id);
  return (
    <article className={styles.item} data-testid="service-provider">
      <Link to={to} className={styles.logo}>
        <SafeImage src={provider.logo_url} alt={`${provider.name}标志`} />
      </Link>
      <div className={styles.main}>
        <Link to={to} className={styles.name} title={provider.name}>
          {provider.name}
        </Link>
        <div>
          {provider.service_types.map((type) => (
            <Tag key={type.id} color="orange">
              {type.name}
            </Tag>
          ))}
        </div>
        <span className={styles.summary}>{provider.summary}</span>
        <span className={styles.meta}>服务城市：{provider.city_name}</span>
      </div>
      <div className={styles.side}>
        <span className={styles.cases}>
          服务案例 <strong>{provider.case_count}</strong> 个
        </span>
        <Button type="primary" ghost onClick={() => void navigate(to)}>
          查看详情
        </Button>
      </div>
    </article>
  );
}
