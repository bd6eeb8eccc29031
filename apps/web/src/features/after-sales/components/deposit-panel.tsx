import { formatYuan } from '@vm/domain/money';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { useClaimAction, useDeposit } from '../api/after-sales-queries';
import { claimStatusName, depositState, when } from './after-sales-text';
import { PhotoStrip } from './photo-strip';
import styles from './after-sales.module.css';

/**
 * A sub-order's deposit (押金): held, claimed or refunded, the release date, and a supplier's claim with
 * its photos; the buyer accepts the claim or disputes it (the platform decides).
 */
export function DepositPanel({ orderItemId, buyer = true }: { orderItemId: number; buyer?: boolean }) {
  const deposit = useDeposit(orderItemId);
  const claimAction = useClaimAction();
  if (deposit.isPending) return <div className={styles.muted}>加载中…</div>;
  if (deposit.isError) return <div className={styles.muted}>{errorMessage(deposit.error)}</div>;
  const data = deposit.data;
  if (data.deposit === 0) return <div className={styles.muted}>本子订单无押金</div>;
  const state = depositState(data.status);
  const claim = data.claim ?? null;

  const answer = async (action: 'accept' | 'dispute') => {
    if (!claim) return;
    const ok = await confirmDialog(
      action === 'accept'
        ? { title: '同意扣除押金？', content: `同意后 ${formatYuan(claim.amount)} 将支付给供应商，其余押金退回。` }
        : { title: '对扣押金有异议？', content: '平台将查看双方凭证后裁决扣除金额。' },
    );
    if (!ok) return;
    try {
      await claimAction.mutateAsync({ id: claim.id, action });
      void toast.success(action === 'accept' ? '已同意，剩余押金将退回' : '已提交异议，等待平台裁决');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <div data-testid="deposit-panel">
      <div>
        押金 <strong>{formatYuan(data.deposit)}</strong> <Tag color={state.color}>{state.name}</Tag>
      </div>
      {data.status === 'refunded' ? (
        <div className={styles.muted}>
          已退回 {formatYuan(data.refunded)}
          {data.deducted > 0 ? `，扣除 ${formatYuan(data.deducted)}` : ''}
        </div>
      ) : (
        data.release_at && <div className={styles.muted}>预计 {when(data.release_at).slice(0, 10)} 自动退回</div>
      )}
      {claim && (
        <div style={{ marginTop: 8 }}>
          <div>
            供应商申请扣除 <span className={styles.money}>{formatYuan(claim.amount)}</span> · {claimStatusName(claim.status)}
          </div>
          <div className={styles.note}>{claim.reason}</div>
          <PhotoStrip images={claim.images} alt="扣押金凭证" />
          {buyer && claim.status === 'claimed' && (
            <div className={styles.actions}>
              <Button type="primary" disabled={claimAction.isPending} onClick={() => void answer('accept')}>
                同意扣除
              </Button>
              <Button disabled={claimAction.isPending} onClick={() => void answer('dispute')}>
                有异议
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
