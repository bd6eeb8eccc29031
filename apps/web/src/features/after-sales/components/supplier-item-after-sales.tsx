import { depositReleaseAt } from '@vm/domain/after-sales';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useDeposit } from '../api/after-sales-queries';
import { DeliveryProofButton } from './delivery-proof-button';
import { DepositClaimDialog } from './deposit-claim-dialog';
import styles from './after-sales.module.css';

interface ItemLike {
  id: number;
  order_num: string;
  status: string;
  end: string;
  deposit: number;
}

/** 扣押金 is offered while the deposit is held: the sub-order finished, until 3 days later (the server decides again). */
export function canClaimDeposit(item: ItemLike, now: Date): boolean {
  return item.status === 'finished' && item.deposit > 0 && now < depositReleaseAt(item.end.slice(0, 10));
}

/**
 * On a supplier's sub-order: 上传履约照片 while it runs or after, 扣押金 in the 3 days after it finished
 * while the deposit is still held with no claim (once claimed, the claim shows on the order, not the button).
 */
export function SupplierItemAfterSales({ item }: { item: ItemLike }) {
  const [claiming, setClaiming] = useState(false);
  const delivering = item.status === 'executing' || item.status === 'finished';
  const inWindow = canClaimDeposit(item, new Date());
  const deposit = useDeposit(item.id, inWindow);
  const claimable = inWindow && deposit.data?.status === 'held' && deposit.data.claim === null;
  if (!delivering) return null;
  return (
    <div className={styles.actions} style={{ flexDirection: 'column', alignItems: 'stretch', marginTop: 0 }}>
      <DeliveryProofButton orderItemId={item.id} block />
      {claimable && (
        <Button block onClick={() => setClaiming(true)}>
          扣押金
        </Button>
      )}
      {claiming && <DepositClaimDialog orderItemId={item.id} orderNum={item.order_num} deposit={item.deposit} open onClose={() => setClaiming(false)} />}
    </div>
  );
}
