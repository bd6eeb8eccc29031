import { formatYuan, tryYuanToFen } from '@vm/domain/money';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { OperatorFrame } from '@/shared/ui/operator-frame';
import { PagedList, usePageParam } from '@/shared/ui/paged-list';
import { AFTER_SALES_PAGE_SIZE, useDecideClaim, useOperatorDepositClaims } from '../api/after-sales-queries';
import type { DepositClaimRow } from '../api/after-sales-types';
import { claimStatusName, when } from '../components/after-sales-text';
import { PhotoStrip } from '../components/photo-strip';
import { ALL, StatusFilter, useStatusParam } from '../components/status-filter';
import styles from '../components/after-sales.module.css';

const FILTERS = [
  { value: 'disputed', label: '待裁决' },
  { value: 'claimed', label: '待买家确认' },
  { value: 'decided', label: '已裁决' },
  { value: ALL, label: '全部' },
];

function ClaimCard({ claim }: { claim: DepositClaimRow }) {
  const decide = useDecideClaim();
  const [yuan, setYuan] = useState<number | null>(null);
  const submit = async () => {
    const amount = tryYuanToFen(yuan ?? '');
    if (amount === null || amount < 0 || amount > claim.amount) {
      void toast.error(`请填写 0 至 ${formatYuan(claim.amount)} 之间的金额`);
      return;
    }
    const rest = claim.deposit - amount;
    if (!(await confirmDialog({ title: '确认裁决？', content: `支付给供应商 ${formatYuan(amount)}，退回买家 ${formatYuan(rest)}。` }))) return;
    try {
      await decide.mutateAsync({ id: claim.id, amount });
      void toast.success('已裁决，押金已结清');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  return (
    <article className={styles.card} data-testid="deposit-claim-card">
      <div className={styles.cardTitle}>
        子订单 {claim.order_num} <Tag>{claimStatusName(claim.status)}</Tag>
      </div>
      <div className={styles.cardAmount}>{formatYuan(claim.amount)}</div>
      <div className={styles.cardMeta} style={{ gridColumn: '1 / -1' }}>
        押金 {formatYuan(claim.deposit)}· 买家 {claim.buyer_name} · 供应商 {claim.supplier_name} · 申请于 {when(claim.created_at)}
      </div>
      <div className={styles.note} style={{ gridColumn: '1 / -1' }}>
        {claim.reason}
      </div>
      <div style={{ gridColumn: '1 / -1' }}>
        <PhotoStrip images={claim.images} alt="扣押金凭证" />
      </div>
      {claim.status === 'disputed' && (
        <div className={styles.cardActions}>
          <InputNumber<number>
            min={0}

            precision={2}
            prefix="¥"
            placeholder="判给供应商的金额"
            aria-label="判给供应商的金额"
            inputMode="decimal"
            value={yuan}
            onChange={setYuan}
            style={{ minWidth: 160, flex: '1 1 160px' }}
          />
          <Button type="primary" loading={decide.isPending} onClick={() => void submit()}>
            裁决
          </Button>
        </div>
      )}
    </article>
  );
}

/** /admin/operator/deposit-claims?status=: suppliers' deposit claims the buyer disputed; the operator decides what the supplier gets. */
export function OperatorDepositClaimsPage() {
  const { status } = useStatusParam('disputed');
  const [page, setPage] = usePageParam();
  const claims = useOperatorDepositClaims(status, page);
  return (
    <OperatorFrame title="押金争议" testId="operator-deposit-claims-page">
      <StatusFilter options={FILTERS} fallback="disputed" />
      <PagedList query={claims} page={page} pageSize={AFTER_SALES_PAGE_SIZE} onPageChange={setPage} empty="暂无押金争议">
        {(rows) => (
          <div className={styles.cards}>
            {rows.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} />
            ))}
          </div>
        )}
      </PagedList>
    </OperatorFrame>
  );
}
