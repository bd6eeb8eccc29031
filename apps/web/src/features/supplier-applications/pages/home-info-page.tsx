import { SUPPLIER_APPLICATION_TYPE_NAMES } from '@vm/domain/supplier-application';
import Steps from 'antd/es/steps';
import Tabs from 'antd/es/tabs';
import { useSearchParams } from 'react-router';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { APPLICATION_TYPES, type ApplicationType } from '../components/application-form';
import { useHomeInfo } from '../api/application-queries';
import { ApplicationPanel } from '../components/application-panel';
import styles from './home-info-page.module.css';

const typeOf = (raw: string | null): ApplicationType => (raw === '2' ? 2 : raw === '3' ? 3 : 1);

/**
 * /home/info?type=1|2|3: the home info page with tabs for supplier, agent and facilitator, the tab chosen
 * by `type` (docs/spec/product-spec.md section 2); each tab explains what joining brings (text operators edit, GET
 * /api/home_info) and holds the application.
 */
export function HomeInfoPage() {
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const info = useHomeInfo();
  const intro = info.data?.intros[String(type) as '1' | '2' | '3'];
  usePageTitle(intro?.heading ?? `${SUPPLIER_APPLICATION_TYPE_NAMES[type]}入驻`);
  return (
    <PageFrame crumbs={[{ label: '入驻申请' }]} testId="home-info-page">
      <Tabs
        className={styles.tabs}
        activeKey={String(type)}
        onChange={(key) => setParams({ type: key }, { replace: true })}
        items={APPLICATION_TYPES.map((value) => ({ key: String(value), label: SUPPLIER_APPLICATION_TYPE_NAMES[value] }))}
      />
      <QueryState
        query={info}
        loading={<RowsSkeleton rows={4} />}
        isEmpty={(data) => !data.intros[String(type) as '1' | '2' | '3']}
        empty={<RowsSkeleton rows={4} />}
      >
        {(data) => (
          <>
            <div className={styles.hero}>
              <h1>{intro!.heading}</h1>
              <p>{intro!.summary}</p>
            </div>
            <ul className={styles.points}>
              {intro!.points.map((point) => (
                <li key={point.title}>
                  <strong>{point.title}</strong>
                  <span>{point.text}</span>
                </li>
              ))}
            </ul>
            <Panel title="入驻流程">
              <Steps className={styles.steps} current={-1} items={data.steps.map((title) => ({ title }))} />
            </Panel>
          </>
        )}
      </QueryState>
      <Panel title={`申请成为${SUPPLIER_APPLICATION_TYPE_NAMES[type]}`}>
        <div className={styles.apply}>
          <ApplicationPanel key={type} type={type} fixedType />
        </div>
      </Panel>
    </PageFrame>
  );
}
