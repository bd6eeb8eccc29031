import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { PagedList, usePageParam } from '@/shared/ui/paged-list';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { AFTER_SALES_PAGE_SIZE, useAfterSalesList } from '../api/after-sales-queries';
import { CaseCards } from '../components/case-cards';
import { ALL, StatusFilter, useStatusParam } from '../components/status-filter';

export const BUYER_FILTERS = [
  { value: ALL, label: '全部' },
  { value: 'awaiting_supplier', label: '待供应商处理' },
  { value: 'countered', label: '供应商已还价' },
  { value: 'refused', label: '供应商已拒绝' },
  { value: 'arbitration', label: '平台介入' },
  { value: 'refunded', label: '已退款' },
  { value: 'closed', label: '已关闭' },
];

/** /admin/after-sales/index?status=: the buyer's after-sales cases (售后). */
export function BuyerAfterSalesPage() {
  usePageTitle('售后');
  const { status } = useStatusParam();
  const [page, setPage] = usePageParam();
  const list = useAfterSalesList('buyer', status, page);
  return (
    <AdminFrame title="售后" testId="buyer-after-sales-page">
      <StatusFilter options={BUYER_FILTERS} />
      <PagedList
        query={list}
        page={page}
        pageSize={AFTER_SALES_PAGE_SIZE}
        onPageChange={setPage}
        empty={
          <div style={{ padding: 32, textAlign: 'center', fontSize: 14 }}>
            暂无售后。场地与预订不符时，可在 <Link to={paths.orders()}>我的订单</Link> 的订单详情中申请售后。
          </div>
        }
      >
        {(rows) => (
          <CaseCards
            rows={rows}
            linkTo={(row) => paths.afterSalesView(row.id)}
            deadline={(row) => (row.status === 'awaiting_supplier' ? row.respond_by : null)}
          />
        )}
      </PagedList>
    </AdminFrame>
  );
}
