import type { SupplierOrderItem } from '@vm/contracts/order-items';
import { formatYuan } from '@vm/domain/money';
import { supplierAmountOf } from '@vm/domain/settlement';
import Button from 'antd/es/button';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { SafeImage } from '@/shared/catalogue/safe-image';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { EmptyBlock } from '@/shared/ui/load-state';
import { useReviewOrderItem } from '../api/supplier-home-queries';
import { DenyReasonDialog } from './deny-reason-dialog';
import { ReviewCountdown } from './review-countdown';
import styles from './supplier-home.module.css';

/** The items awaiting review, oldest first, each with its deadline countdown, approve and deny. */
export function ReviewQueue({ items, total }: { items: SupplierOrderItem[]; total: number }) {
  const review = useReviewOrderItem();
  const [denying, setDenying] = useState<SupplierOrderItem | null>(null);
  const busyId = review.isPending ? review.variables.item.id : null;

  const approve = async (item: SupplierOrderItem) => {
    if (!(await confirmDialog({ title: '确认审核通过？', content: `子订单 ${item.order_num}（${item.field_name}）审核通过后买家将不能取消。` }))) return;
    try {
      await review.mutateAsync({ item });
      void toast.success('审核通过');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  if (items.length === 0) return <EmptyBlock text="暂无待审核订单" />;
  return (
    <>
      <ul className={styles.queue} data-testid="review-queue">
        {items.map((item) => (
          <li key={item.id} className={styles.queueItem}>
            <SafeImage src={item.pic_url} alt={item.field_name} className={styles.queuePic} />
            <div className={styles.queueMain}>
              <div className={styles.queueTitle}>{item.field_name}</div>
              <div className={styles.queueMeta}>
                {item.size.replaceAll('*', 'x')} · {item.lease_term_type} · {item.count}个 · {item.datesStr}
              </div>
              <div className={styles.queueMeta}>
                子订单 {item.order_num} · 买家 {item.order.contact} {item.order.mobile}
              </div>
            </div>
            <div className={styles.queueSide}>
              <strong className={styles.amount}>{formatYuan(supplierAmountOf(item))}</strong>
              <ReviewCountdown deadline={item.review_deadline} />
              <div className={styles.queueActions}>
                <Button type="primary" size="small" loading={busyId === item.id} onClick={() => void approve(item)}>
                  通过
                </Button>
                <Button danger size="small" disabled={busyId === item.id} onClick={() => setDenying(item)}>
                  拒绝
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {total > items.length && (
        <div className={styles.more}>
          <Link to="/admin/supplier/order-items?status=paid">查看全部 {total} 个待审核订单</Link>
        </div>
      )}
      <DenyReasonDialog
        orderNum={denying?.order_num ?? null}
        onClose={() => setDenying(null)}
        onDeny={async (reason) => {
          await review.mutateAsync({ item: denying!, reason });
          void toast.success('已拒绝，款项已退回买家');
        }}
      />
    </>
  );
}
