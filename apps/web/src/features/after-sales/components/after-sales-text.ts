import type { AfterSalesStatus } from '../api/after-sales-types';

export const STATUS_NAMES: Record<AfterSalesStatus, string> = {
  awaiting_supplier: '待商家处理',
  countered: '商家已还价',
  refused: '商家已拒绝',
  arbitration: '平台介入中',
  refunded: '已退款',
  closed: '已关闭',
  cancelled: '已撤销',
};

export const STATUS_COLORS: Record<AfterSalesStatus, string> = {
  awaiting_supplier: 'orange',
  countered: 'gold',
  refused: 'red',
  arbitration: 'purple',
  refunded: 'green',
  closed: 'default',
  cancelled: 'default',
};

export const statusName = (status: string) => STATUS_NAMES[status as AfterSalesStatus] ?? '处理中';
export const statusColor = (status: string) => STATUS_COLORS[status as AfterSalesStatus] ?? 'default';

/** Open cases: the buyer may not open another for the same sub-order. */
export const OPEN_STATUSES: readonly string[] = ['awaiting_supplier', 'countered', 'refused', 'arbitration'];

const ACTORS: Record<string, string> = { buyer: '买家', supplier: '商家', staff: '商家', operator: '平台', platform: '平台', system: '系统' };
const ACTIONS: Record<string, string> = {
  open: '申请售后',
  opened: '申请售后',
  create: '申请售后',
  agree: '同意退款',
  counter: '还价',
  refuse: '拒绝',
  accept: '接受还价',
  escalate: '申请平台介入',
  timeout: '商家超时未处理，转平台介入',
  expire: '商家超时未处理，转平台介入',
  cancel: '撤销申请',
  decide: '平台裁决',
  refund: '退款到账',
  refunded: '退款到账',
  close: '关闭',
};
export const actorName = (actor: string) => ACTORS[actor] ?? actor;
export const actionName = (action: string) => ACTIONS[action] ?? '处理';

/** `2026-11-28T09:30:00+08:00` → `2026-11-28 09:30`. */
export const when = (iso: string | null | undefined) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

export const DEPOSIT_STATUS: Record<string, { name: string; color: string }> = {
  held: { name: '押金冻结中', color: 'blue' },
  claimed: { name: '商家申请扣押金', color: 'orange' },
  refunded: { name: '押金已结清', color: 'green' },
};

export const CLAIM_STATUS: Record<string, string> = {
  pending: '待买家确认',
  accepted: '买家已同意',
  disputed: '买家有异议，平台处理中',
  decided: '平台已裁决',
};
