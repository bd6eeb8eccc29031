import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import type { AfterSalesRow } from '../api/after-sales-types';
import { useBuyerAction } from '../api/after-sales-queries';
import { OPEN_STATUSES } from './after-sales-text';
import styles from './after-sales.module.css';

/** The buyer's answers to a case: 接受 a counter offer, 申请平台介入 after a counter or refusal, 撤销 while open. */
export function BuyerCaseActions({ row }: { row: AfterSalesRow }) {
  const action = useBuyerAction();
  const busy = action.isPending;
  const run = async (kind: 'accept' | 'escalate' | 'cancel', title: string, content: string, done: string) => {
    if (!(await confirmDialog({ title, content }))) return;
    try {
      await action.mutateAsync({ id: row.id, action: kind });
      void toast.success(done);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  if (!OPEN_STATUSES.includes(row.status)) return null;
  const offered = row.agreed_amount ?? 0;
  return (
    <div className={styles.actions}>
      {row.status === 'countered' && (
        <Button
          type="primary"
          disabled={busy}
          onClick={() => void run('accept', '接受供应商还价？', `接受后将退款 ${formatYuan(offered)}，售后结束。`, '已接受，退款将原路退回')}
        >
          接受 {formatYuan(offered)}
        </Button>
      )}
      {(row.status === 'countered' || row.status === 'refused') && (
        <Button disabled={busy} onClick={() => void run('escalate', '申请平台介入？', '平台将查看双方凭证后裁决退款金额。', '已申请平台介入')}>
          申请平台介入
        </Button>
      )}
      <Button danger disabled={busy} onClick={() => void run('cancel', '撤销售后申请？', '撤销后本次售后结束。', '已撤销售后申请')}>
        撤销
      </Button>
    </div>
  );
}
