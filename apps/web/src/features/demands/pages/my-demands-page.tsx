import type { DemandDetail } from '@vm/contracts/demands';
import { DEMAND_CONTACT_HOURS } from '@vm/domain/home-demand-messages';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { EmptyBlock } from '@/shared/ui/load-state';
import { PagedList } from '@/shared/ui/paged-list';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { MY_DEMANDS_PAGE_SIZE, useMyDemands } from '../api/demand-queries';
import { DemandReceivers } from '../components/demand-receivers';
import { acceptedText, demandAreas, demandBudget, demandDates } from '../components/demand-text';
import styles from './my-demands-page.module.css';
import { paths } from '@/shared/paths';

const STATUS_COLORS = { open: 'blue', contacted: 'green', closed: 'default' } as const;

function MyDemand({ demand }: { demand: DemandDetail }) {
  return (
    <section className={styles.demand} data-testid="my-demand">
      <header className={styles.head}>
        <h3>{demand.is_home ? '首页快速需求' : demand.product}</h3>
        <Tag color={STATUS_COLORS[demand.status]}>{demand.status_name}</Tag>
        {!demand.is_home && <Tag color={demand.full ? 'default' : 'orange'}>{acceptedText(demand)}</Tag>}
        <span className={styles.time}>提交于 {demand.created_at.slice(0, 16).replace('T', ' ')}</span>
      </header>
      <dl className={styles.facts}>
        <dt>联系人</dt>
        <dd>
          {demand.name} {demand.mobile}
        </dd>
        <dt>需求城市</dt>
        <dd>{demand.cities.map((city) => city.name).join('、') || '—'}</dd>
        {!demand.is_home && (
          <>
            <dt>单场预算</dt>
            <dd>{demandBudget(demand)}</dd>
            <dt>活动时间</dt>
            <dd>{demandDates(demand)}</dd>
            <dt>需求面积</dt>
            <dd>{demandAreas(demand)}</dd>
          </>
        )}
        {demand.follow_note && (
          <>
            <dt>客服跟进</dt>
            <dd>{demand.follow_note}</dd>
          </>
        )}
      </dl>
      {demand.is_home ? (
        <p className={styles.note}>
          客服人员将在{DEMAND_CONTACT_HOURS}小时内与您联系；也可
          <Link to={paths.demandCreate({ city_ids: demand.cities.map((city) => city.id).join(',') })}>完善需求信息</Link>，让供应商直接承接。
        </p>
      ) : (
        <>
          <h4 className={styles.subhead}>承接人（{demand.receivers?.length ?? 0}）</h4>
          <DemandReceivers receivers={demand.receivers ?? []} />
        </>
      )}
    </section>
  );
}

/** /admin/demands/index: the caller's demands with status and acceptors (names, mobiles). */
export function MyDemandsPage() {
  usePageTitle('我的需求');
  const [page, setPage] = useState(1);
  const mine = useMyDemands(page);
  return (
    <AdminFrame title="我的需求" testId="my-demands-page">
      <Panel
        title="我的需求"
        extra={
          <Link to={paths.demandCreate()}>
            <Button type="primary">发布需求</Button>
          </Link>
        }
      >
        <PagedList
          query={mine}
          page={page}
          pageSize={MY_DEMANDS_PAGE_SIZE}
          onPageChange={setPage}
          empty={
            <EmptyBlock text="您还没有发布过需求">
              <Link to={paths.demandCreate()}>
                <Button type="primary">发布需求</Button>
              </Link>
            </EmptyBlock>
          }
          pagerOptions={{ align: 'center', style: {} }}
        >
          {(rows) => rows.map((demand) => <MyDemand key={demand.id} demand={demand} />)}
        </PagedList>
      </Panel>
    </AdminFrame>
  );
}
