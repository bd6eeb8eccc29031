import { formatYuan } from '@vm/domain/money';
import Tag from 'antd/es/tag';
import { Panel } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { useAfterSalesCase } from '../api/after-sales-queries';
import type { AfterSalesCase } from '../api/after-sales-types';
import { statusColor, statusName, when } from './after-sales-text';
import { BuyerCaseActions } from './buyer-case-actions';
import { CaseTimeline } from './case-timeline';
import { Countdown } from './countdown';
import { DecideForm } from './decide-form';
import { DeliveryProofs } from './delivery-proofs';
import { PhotoStrip } from './photo-strip';
import { RespondForm } from './respond-form';
import styles from './after-sales.module.css';

export type CaseViewer = 'buyer' | 'supplier' | 'operator';

function Facts({ row }: { row: AfterSalesCase }) {
  const fact = (label: string, value: React.ReactNode) => (
    <div>
      <span className={styles.factLabel}>{label}：</span>
      {value}
    </div>
  );
  return (
    <div className={styles.facts}>
      {fact('子订单', row.order_num)}
      {row.field_name && fact('场地', row.field_name)}
      {fact('申请金额', <span className={styles.money}>{formatYuan(row.amount)}</span>)}
      {row.agreed_amount !== null &&
        fact(row.status === 'countered' ? '商家还价' : '约定金额', <span className={styles.money}>{formatYuan(row.agreed_amount)}</span>)}
      {row.reason && fact('售后原因', row.reason)}
      {fact('申请时间', when(row.created_at))}
      {row.status === 'awaiting_supplier' && fact('商家处理期限', <Countdown deadline={row.respond_by} />)}
      {row.status === 'arbitration' && row.decide_by && fact('平台处理期限', <Countdown deadline={row.decide_by} />)}
    </div>
  );
}

/** One case for its buyer, its supplier or an operator: the facts, both sides' evidence, the timeline and the viewer's actions. */
export function CaseDetail({ id, viewer }: { id: number; viewer: CaseViewer }) {
  const query = useAfterSalesCase(id);
  return (
    <QueryState query={query}>
      {(row) => (
        <div data-testid="case-detail">
          <Panel title={`售后 #${row.id}`} extra={<Tag color={statusColor(row.status)}>{statusName(row.status)}</Tag>}>
            <Facts row={row} />
            {viewer === 'buyer' && <BuyerCaseActions row={row} />}
          </Panel>
          {viewer === 'supplier' && row.status === 'awaiting_supplier' && (
            <Panel title="处理售后">
              <RespondForm row={row} />
            </Panel>
          )}
          {viewer === 'operator' && row.status === 'arbitration' && (
            <Panel title="平台裁决">
              <DecideForm row={row} />
            </Panel>
          )}
          <Panel title="买家凭证">
            {row.description ? <div className={styles.note}>{row.description}</div> : <div className={styles.muted}>无描述</div>}
            <PhotoStrip images={row.images} alt="买家凭证" />
          </Panel>
          <Panel title="商家履约照片">
            <DeliveryProofs orderItemId={row.order_item_id} />
          </Panel>
          <Panel title="处理进度">
            <CaseTimeline events={row.timeline} />
          </Panel>
        </div>
      )}
    </QueryState>
  );
}
