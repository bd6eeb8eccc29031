import { useState } from 'react';
import { useSales } from '@/features/venues/api/use-venue-detail';
import { SectionState } from '../shared/section-state';
import { SimplePager } from '@/shared/ui/simple-pager';
import styles from './venue-sections.module.css';

/** 成交记录: paged bookings of this venue (GET lists/{id}/sales, from page 1), buyers masked by the server. */
export function VenueSales({ topPhysicalId }: { topPhysicalId: number }) {
  const [page, setPage] = useState(1);
  const sales = useSales(topPhysicalId, page);
  const data = sales.data;
  if (!data) {
    return <SectionState kind={sales.isError ? 'error' : 'loading'}>{sales.isError ? '成交记录加载失败，请稍后再试' : '成交记录加载中…'}</SectionState>;
  }
  if (data.total === 0) return <SectionState kind="empty">暂无成交记录</SectionState>;
  return (
    <div aria-busy={sales.isFetching}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>采购方</th>
            <th>规格</th>
            <th>订购周期</th>
            <th>数量</th>
            <th>开始日期</th>
            <th>下单时间</th>
          </tr>
        </thead>
        <tbody data-testid="sales-list">
          {data.data.map((sale) => (
            <tr key={sale.id}>
              <td>{sale.buyer}</td>
              <td>{sale.size.replace(/\*/g, '×')}</td>
              <td>{sale.lease_term_type}</td>
              <td>{sale.count}</td>
              <td>{sale.start_date}</td>
              <td>{sale.created_at.slice(0, 10)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SimplePager label="成交记录分页" page={page} total={data.total} pageSize={data.page_size} onChange={setPage} />
    </div>
  );
}
