import { useParams } from 'react-router';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { CaseDetail } from '../components/case-detail';

/** /admin/operator/after-sales/{id}: both sides' evidence, the timeline and the decision (amount 0 … asked, a note). */
export function OperatorCasePage() {
  const id = Number(useParams().id);
  return (
    <OperatorFrame title="售后裁决" testId="operator-case-page">
      <CaseDetail id={Number.isSafeInteger(id) ? id : 0} viewer="operator" />
    </OperatorFrame>
  );
}
