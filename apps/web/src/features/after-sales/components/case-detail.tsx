import { AFTER_SALE_RESPOND_HOURS } from '@vm/domain/after-sales';
import { formatYuan } from '@vm/domain/money';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
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

/** The platform decides within 48 hours of taking a case over (the queue's decide_by). */
const decideBy = (escalatedAt: string) => new Date(Date.parse(escalatedAt) + AFTER_SALE_RESPOND_HOURS * 3_600_000).toISOString();

export type CaseViewer = 'buyer' | 'supplier' | 'operator';

function Facts({ row }: { row: AfterSalesCase }) {
  const fact = (label: string, value: ReactNode) => (
    <div>
      <span className={styles.factLabel}>{label}：</span>
      {value}
    </div>
  );
  return (
    <div className={styles.facts}>
      {fact('子订单', row.order_num)}
      {fact('场地', row.field_name)}
      {fact('买家', row.buyer_name)}
      {fact('供应商', row.supplier_name)}
      {fact('申请金额', <span className={styles.money}>{formatYuan(row.amount)}</span>)}
      {row.agreed_amount !== null &&
        fact(row.status === 'countered' ? '供应商还价' : '约定金额', <span className={styles.money}>{formatYuan(row.agreed_amount)}</span>)}
      {row.reason && fact('售后原因', row.reason)}
      {fact('申请时间', when(row.created_at))}
      {row.status === 'awaiting_supplier' && fact('供应商处理期限', <Countdown deadline={row.respond_by} />)}
      {(row.status === 'countered' || row.status === 'refused') && fact('买家处理期限', <Countdown deadline={row.respond_by} />)}
      {row.status === 'arbitration' && row.escalated_at && fact('平台处理期限', <Countdown deadline={decideBy(row.escalated_at)} />)}
      {row.refunded_amount > 0 && fact('已退款', <span className={styles.money}>{formatYuan(row.refunded_amount)}</span>)}
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
            {row.decision_note && (
              <div className={styles.note} data-testid="decision-note">
                <strong>平台裁决说明：</strong>
                {row.decision_note}
              </div>
            )}
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
          <Panel title="供应商履约照片">
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
