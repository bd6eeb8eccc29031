import Button from 'antd/es/button';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { PagedList, usePageParam } from '@/shared/ui/paged-list';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { AFTER_SALES_PAGE_SIZE, useAfterSalesList } from '../api/after-sales-queries';
import { CaseCards } from '../components/case-cards';
import { ALL, StatusFilter, useStatusParam } from '../components/status-filter';

const SUPPLIER_FILTERS = [
  { value: 'awaiting_supplier', label: '待处理' },
  { value: ALL, label: '全部' },
  { value: 'arbitration', label: '平台介入' },
  { value: 'refunded', label: '已退款' },
  { value: 'closed', label: '已关闭' },
];

function Cases() {
  const { status } = useStatusParam('awaiting_supplier');
  const [page, setPage] = usePageParam();
  const list = useAfterSalesList('supplier', status, page);
  return (
    <>
      <StatusFilter options={SUPPLIER_FILTERS} fallback={'awaiting_supplier'} />
      <PagedList query={list} page={page} pageSize={AFTER_SALES_PAGE_SIZE} onPageChange={setPage} empty="暂无售后申请">
        {(rows) => (
          <CaseCards
            rows={rows}
            linkTo={(row) => paths.supplierAfterSalesView(row.id)}
            deadline={(row) => (row.status === 'awaiting_supplier' ? row.respond_by : null)}
            actions={(row) =>
              row.status === 'awaiting_supplier' ? (
                <Link to={paths.supplierAfterSalesView(row.id)}>
                  <Button type="primary">处理（同意 / 还价 / 拒绝）</Button>
                </Link>
              ) : (
                <Link to={paths.supplierAfterSalesView(row.id)}>
                  <Button>查看详情</Button>
                </Link>
              )
            }
          />
        )}
      </PagedList>
    </>
  );
}

/** /admin/supplier/after-sales?status=: the supplier's after-sales cases, 待处理 first, each with its 48-hour countdown. */
export function SupplierAfterSalesPage() {
  usePageTitle('售后处理');
  return (
    <AdminFrame title="售后处理" testId="supplier-after-sales-page">
      <SupplierGate what="处理售后" permission="orders">
        <Cases />
      </SupplierGate>
    </AdminFrame>
  );
}
