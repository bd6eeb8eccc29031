import { paths } from '@/shared/paths';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { PagedList, usePageParam } from '@/shared/ui/paged-list';
import { AFTER_SALES_PAGE_SIZE, useOperatorAfterSales } from '../api/after-sales-queries';
import { CaseCards } from '../components/case-cards';
import { ALL, StatusFilter, useStatusParam } from '../components/status-filter';
import { Link } from 'react-router';
import Button from 'antd/es/button';

const OPERATOR_FILTERS = [
  { value: 'arbitration', label: '待裁决' },
  { value: 'awaiting_supplier', label: '待供应商处理' },
  { value: 'refunded', label: '已退款' },
  { value: 'closed', label: '已关闭' },
  { value: ALL, label: '全部' },
];

/** /admin/operator/after-sales?status=: the 平台介入 queue with each case's deadline, oldest first (the server orders it). */
export function OperatorAfterSalesPage() {
  const { status } = useStatusParam('arbitration');
  const [page, setPage] = usePageParam();
  const list = useOperatorAfterSales(status, page);
  return (
    <OperatorFrame title="平台介入" testId="operator-after-sales-page">
      <StatusFilter options={OPERATOR_FILTERS} fallback={'arbitration'} />
      <PagedList query={list} page={page} pageSize={AFTER_SALES_PAGE_SIZE} onPageChange={setPage} empty="暂无需要平台介入的售后">
        {(rows) => (
          <CaseCards
            rows={rows}
            linkTo={(row) => paths.operatorAfterSalesView(row.id)}
            deadline={(row) => (row.status === 'arbitration' ? row.decide_by : row.status === 'awaiting_supplier' ? row.respond_by : null)}
            actions={(row) => (
              <Link to={paths.operatorAfterSalesView(row.id)}>
                <Button type={row.status === 'arbitration' ? 'primary' : 'default'}>{row.status === 'arbitration' ? '查看凭证并裁决' : '查看详情'}</Button>
              </Link>
            )}
          />
        )}
      </PagedList>
    </OperatorFrame>
  );
}
