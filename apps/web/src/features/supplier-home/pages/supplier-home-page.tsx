import { monthInShanghai } from '@vm/domain/supplier-home';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { QueryState } from '@/shared/ui/query-state';
import { Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { useSupplierHome } from '../api/supplier-home-queries';
import { OccupancyCalendar } from '../components/occupancy-calendar';
import { RecentComments } from '../components/recent-comments';
import { ReviewQueue } from '../components/review-queue';
import { SummaryCards } from '../components/summary-cards';

function Home() {
  const home = useSupplierHome();
  const [month] = useState(() => monthInShanghai(new Date()));
  return (
    <QueryState query={home}>
      {(data) => (
        <>
          <SummaryCards home={data} />
          <Panel title="待审核订单（请在付款后24小时内审核）" extra={<Link to="/admin/supplier/order-items">全部订单</Link>}>
            <ReviewQueue items={data.to_review} total={data.to_review_count} />
          </Panel>
          <Panel title="档期占用">
            <OccupancyCalendar initialMonth={month} />
          </Panel>
          <Panel title="最新评价">
            <RecentComments />
          </Panel>
        </>
      )}
    </QueryState>
  );
}

/** /admin/supplier/index: the supplier home (for the supplier and child accounts allowed to handle orders). */
export function SupplierHomePage() {
  usePageTitle('供应商首页');
  return (
    <AdminFrame title="供应商首页" testId="supplier-home-page">
      <SupplierGate what="查看供应商首页" permission="orders">
        <Home />
      </SupplierGate>
    </AdminFrame>
  );
}
