import { useDeliveryProofs } from '../api/after-sales-queries';
import { when } from './after-sales-text';
import { PhotoStrip } from './photo-strip';
import styles from './after-sales.module.css';

/** The supplier's delivery proofs of a sub-order (履约照片): photos, note and time, newest first. */
export function DeliveryProofs({ orderItemId, emptyText = '供应商尚未上传履约照片' }: { orderItemId: number; emptyText?: string }) {
  const proofs = useDeliveryProofs(orderItemId);
  if (proofs.isPending) return <div className={styles.muted}>加载中…</div>;
  if (proofs.isError) return <div className={styles.muted}>履约照片加载失败</div>;
  if (proofs.data.length === 0) return <div className={styles.muted}>{emptyText}</div>;
  return (
    <div data-testid="delivery-proofs">
      {[...proofs.data]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((proof) => (
          <div key={proof.id} className={styles.event} style={{ marginBottom: 8 }}>
            <PhotoStrip images={proof.images} alt="履约照片" />
            {proof.note && <div className={styles.note}>{proof.note}</div>}
            <div className={styles.muted}>上传于 {when(proof.created_at)}</div>
          </div>
        ))}
    </div>
  );
}
