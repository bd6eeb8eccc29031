import type { DemandCard as Demand } from '@vm/contracts/demands';
import { todayInShanghai } from '@vm/domain/business-date';
import { mayAcceptDemands, type DemandHallFilters } from '@vm/domain/demands';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { authUrl, LOGIN_PATH } from '@/shared/auth/safe-redirect';
import { useCurrentUser } from '@/shared/auth/session';
import { CardGridSkeleton, EmptyBlock } from '@/shared/ui/load-state';
import { PagedList } from '@/shared/ui/paged-list';
import { PageBanner, PageFrame } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { HALL_PAGE_SIZE, useDemandHall, useDemandOptions } from '../api/demand-queries';
import { AcceptDialog } from '../components/accept-dialog';
import { DemandCard } from '../components/demand-card';
import { HallFilterBar } from '../components/hall-filter-bar';
import { hallFiltersToSearch, parseHallFilters } from '../model/hall-filters';
import styles from './demand-hall-page.module.css';
import { paths } from '@/shared/paths';

/**
 * /demand/hall: open demands, newest first, filtered by page_city_id, community_type_id, start, end and
 * the budget range — all in the URL — with paging. Suppliers, agents and facilitators accept a demand in
 * a dialog; a visitor logs in first; anyone else is invited to apply.
 */
export function DemandHallPage() {
  usePageTitle('需求大厅');
  const location = useLocation();
  const navigate = useNavigate();
  const today = todayInShanghai(new Date());
  const query = useMemo(() => parseHallFilters(location.search, today), [location.search, today]);
  const hall = useDemandHall(query);
  const options = useDemandOptions();
  const { user, isLoggedIn } = useCurrentUser();
  const [accepting, setAccepting] = useState<Demand | null>(null);
  const [applying, setApplying] = useState(false);

  const go = (filters: DemandHallFilters & { page?: number }) => {
    const search = hallFiltersToSearch(filters);
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  const onAccept = (demand: Demand) => {
    if (!isLoggedIn) {
      void navigate(authUrl(`${location.pathname}${location.search}`, LOGIN_PATH, 'accept-demand'));
      return;
    }
    if (!user) return;
    if (!mayAcceptDemands(user.roles)) setApplying(true);
    else setAccepting(demand);
  };

  const data = hall.data;
  return (
    <PageFrame crumbs={[{ label: '需求大厅' }]} testId="demand-hall-page">
      <PageBanner title="需求大厅" text="广告主发布的场地需求，场地供应商、代理商和服务商可直接承接，每个需求最多5家承接">
        <Link to={paths.demandCreate()}>
          <Button type="primary" size="large" className={styles.publish}>
            免费发布需求
          </Button>
        </Link>
      </PageBanner>
      <HallFilterBar filters={query} cities={options.data?.cities ?? []} communityTypes={options.data?.community_types ?? []} today={today} onChange={go} />
      <div className={styles.summary}>
        共 <strong>{data?.total ?? 0}</strong> 条需求
      </div>
      <PagedList
        query={hall}
        page={query.page}
        pageSize={HALL_PAGE_SIZE}
        onPageChange={(page) => go({ ...query, page })}
        loading={<CardGridSkeleton count={6} columns={3} />}
        empty={
          <EmptyBlock text="暂无符合条件的需求">
            <Button onClick={() => go({})}>清空筛选</Button>
          </EmptyBlock>
        }
        pagerOptions={{ className: styles.pager, align: 'center' }}
      >
        {(rows) => (
          <div className={styles.grid} aria-busy={hall.isFetching}>
            {rows.map((demand) => (
              <DemandCard key={demand.id} demand={demand} onAccept={onAccept} />
            ))}
          </div>
        )}
      </PagedList>
      <AcceptDialog demand={accepting} defaults={{ name: user?.name ?? '', mobile: user?.mobile ?? '' }} onClose={() => setAccepting(null)} />
      <Modal open={applying} title="承接需求" footer={null} onCancel={() => setApplying(false)}>
        <p>承接需求仅对场地供应商、代理商和服务商开放。入驻审核通过后即可承接需求。</p>
        <div className={styles.apply}>
          <Link to={paths.supplierJoin(1)}>
            <Button type="primary">申请成为场地供应商</Button>
          </Link>
          <Link to={paths.supplierJoin(2)}>
            <Button>申请成为代理商</Button>
          </Link>
          <Link to={paths.supplierJoin(3)}>
            <Button>申请成为服务商</Button>
          </Link>
        </div>
      </Modal>
    </PageFrame>
  );
}
