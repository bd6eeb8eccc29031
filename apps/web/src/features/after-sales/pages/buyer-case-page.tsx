import { useParams } from 'react-router';
import { paths } from '@/shared/paths';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { CaseDetail } from '../components/case-detail';

/** /admin/after-sales/view/{id}: one of the buyer's cases with the supplier's answer and the buyer's choices. */
export function BuyerCasePage() {
  usePageTitle('售后详情');
  const id = Number(useParams().id);
  return (
    <AdminFrame title="售后详情" crumbs={[{ label: '售后', to: paths.afterSales() }]} testId="buyer-case-page">
      <CaseDetail id={Number.isSafeInteger(id) ? id : 0} viewer="buyer" />
    </AdminFrame>
  );
}
