import { useParams } from 'react-router';
import { paths } from '@/shared/paths';
import { SupplierGate } from '@/shared/supplier/supplier-gate';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { CaseDetail } from '../components/case-detail';

/** /admin/supplier/after-sales/{id}: a case with the buyer's evidence and timeline; 同意 / 还价 / 拒绝 while awaiting. */
export function SupplierCasePage() {
  usePageTitle('售后详情');
  const id = Number(useParams().id);
  return (
    <AdminFrame title="售后详情" crumbs={[{ label: '售后处理', to: paths.supplierAfterSales() }]} testId="supplier-case-page">
      <SupplierGate what="处理售后" permission="orders">
        <CaseDetail id={Number.isSafeInteger(id) ? id : 0} viewer="supplier" />
      </SupplierGate>
    </AdminFrame>
  );
}
