import type { ServiceProviderDetail } from '@vm/contracts/catalogue-content';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { SafeImage } from '@/shared/catalogue/safe-image';
import { EmptyBlock, LoadError } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useServiceProvider } from '../api/service-provider-queries';
import styles from './service-detail-page.module.css';
import { paths } from '@/shared/paths';

/** /service/view/{id}: a facilitator's profile, services, pictures and contact. */
export function ServiceDetailPage() {
  const id = Number(useParams().id);
  const query = useServiceProvider(id);
  const provider = query.data;
  usePageTitle(provider?.name ?? '服务商详情');
  const crumbs = [{ label: '服务商', to: paths.services() }, { label: provider?.name ?? '服务商详情' }];

  if (!Number.isSafeInteger(id) || id <= 0) {
    return (
      <PageFrame crumbs={crumbs}>
        <LoadError error={new ApiError(404, '服务商不存在')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame crumbs={crumbs} testId={provider && !query.isError ? 'service-detail' : undefined}>
      <QueryState
        query={query}
        loading={
          <div className={styles.top}>
            <Skeleton.Avatar active shape="square" size={120} />
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        }
      >
        {(loaded) => <ServiceDetail provider={loaded} />}
      </QueryState>
    </PageFrame>
  );
}

/** The loaded facilitator: logo, services, contact, introduction and case pictures. */
function ServiceDetail({ provider }: { provider: ServiceProviderDetail }) {
  const navigate = useNavigate();
  return (
    <>
      <div className={styles.top}>
        <div className={styles.logo}>
          <SafeImage src={provider.logo_url} alt={`${provider.name}标志`} loading="eager" />
        </div>
        <div>
          <h1 className={styles.name}>{provider.name}</h1>
          {provider.service_types.map((type) => (
            <Tag key={type.id} color="orange">
              {type.name}
            </Tag>
          ))}
          <p className={styles.summary}>{provider.summary}</p>
        </div>
        <div className={styles.contact}>
          <span>
            联系人：<strong>{provider.contact_name}</strong>
          </span>
          <span>
            联系电话：<strong>{provider.contact_mobile}</strong>
          </span>
          <span>
            服务城市：{provider.city_name} · 案例 {provider.case_count} 个
          </span>
          <Button type="primary" onClick={() => void navigate(paths.services())}>
            查看更多服务商
          </Button>
        </div>
      </div>
      <Panel title="公司介绍">
        <p className={styles.description}>{provider.description || '暂无介绍'}</p>
      </Panel>
      <Panel title="服务案例">
        {provider.images.length === 0 ? (
          <EmptyBlock text="暂无案例图片" />
        ) : (
          <div className={styles.pictures}>
            {provider.images.map((image, index) => (
              <SafeImage key={`${index}-${image.pic_url}`} src={image.pic_url} alt={`${provider.name}案例图${index + 1}`} />
            ))}
          </div>
        )}
      </Panel>
    </>
  );
}
