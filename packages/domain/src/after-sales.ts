import { addDays, shanghaiDayStart, type BusinessDate } from './business-date';

/**
 * After-sales and delivery (售后与履约, docs/spec/business-rules.md "After-sales and delivery", decision 0045):
 * the windows, the case's states and the Chinese texts, one implementation for the server and the pages.
 */

/** The supplier answers a case within 48 hours; a countered or refused case the buyer leaves alone as long goes to the platform too. */
export const AFTER_SALE_RESPOND_HOURS = 48;
/** A case may be opened until 7 days after the sub-order finished (the day after its last date). */
export const AFTER_SALE_WINDOW_DAYS = 7;
/** The deposit is held 3 days after the sub-order finished; the supplier may claim part of it meanwhile. */
export const DEPOSIT_HOLD_DAYS = 3;
/** Up to 9 photos on a case, a response, a delivery proof or a deposit claim. */
export const EVIDENCE_MAX_IMAGES = 9;
export const AFTER_SALE_TEXT_MAX = 500;
export const DELIVERY_NOTE_MAX = 200;

export const AFTER_SALE_STATUSES = ['awaiting_supplier', 'countered', 'refused', 'arbitration', 'refunded', 'closed', 'cancelled'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];
/** Open: the sub-order's earning stays pending and no second case may be opened. */
export const OPEN_AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = ['awaiting_supplier', 'countered', 'refused', 'arbitration'];
export const isOpenAfterSale = (status: string): boolean => (OPEN_AFTER_SALE_STATUSES as readonly string[]).includes(status);

export const AFTER_SALE_STATUS_NAMES: Readonly<Record<AfterSaleStatus, string>> = {
  awaiting_supplier: '待供应商处理',
  countered: '供应商已还价',
  refused: '供应商已拒绝',
  arbitration: '平台介入中',
  refunded: '已退款',
  closed: '已关闭',
  cancelled: '已撤销',
};

/** The reasons a buyer picks (GET /api/after_sales/reasons). */
export const AFTER_SALE_REASONS = [
  { id: 1, name: '未按约定交付场地' },
  { id: 2, name: '位置与预订不符' },
  { id: 3, name: '面积小于预订' },
  { id: 4, name: '场地被他人共用' },
  { id: 5, name: '使用时间被缩短' },
  { id: 6, name: '其他' },
] as const;
export const afterSaleReasonName = (id: number): string | null => AFTER_SALE_REASONS.find((reason) => reason.id === id)?.name ?? null;

export const AFTER_SALE_ACTION_NAMES: Readonly<Record<string, string>> = {
  opened: '买家申请售后',
  agree: '供应商同意退款',
  counter: '供应商提出协商金额',
  refuse: '供应商拒绝',
  accept: '买家接受协商金额',
  escalate: '买家申请平台介入',
  timeout: '超时未处理，平台介入',
  cancel: '买家撤销申请',
  decide: '平台裁决',
  refunded: '退款已原路退回',
};

export const DEPOSIT_CLAIM_STATUSES = ['claimed', 'accepted', 'disputed', 'decided'] as const;
export type DepositClaimStatus = (typeof DEPOSIT_CLAIM_STATUSES)[number];
export const DEPOSIT_CLAIM_STATUS_NAMES: Readonly<Record<DepositClaimStatus, string>> = {
  claimed: '待买家确认',
  accepted: '买家已同意',
  disputed: '平台介入中',
  decided: '平台已裁决',
};
/** What GET /api/order_items/{id}/deposit says of the deposit. */
export const DEPOSIT_STATUS_NAMES = { held: '押金冻结中', claimed: '供应商申请扣除', refunded: '已结算' } as const;

export const AFTER_SALE_MESSAGES = {
  windowClosed: '已超过售后申请期限',
  alreadyOpen: '该子订单已有处理中的售后申请',
  walletNotOpened: '请先开通钱包',
  amountRange: (max: number) => `退款金额应在0.01元至${(max / 100).toFixed(2)}元之间`,
  nothingRefundable: '该子订单没有可退的租金',
  statusChanged: '售后状态已变化，请刷新后重试',
  refuseNeedsNote: '拒绝时请填写理由',
  counterBelowAsked: '协商金额应小于买家申请的金额且至少0.01元',
  decideRange: (max: number) => `裁决金额应在0至${(max / 100).toFixed(2)}元之间`,
  proofNotYet: '履约凭证可在首个预订日起上传',
  proofNotExecuting: '仅履约中或已完成的子订单可上传履约凭证',
  depositNotClaimable: '押金已结算或已超过扣除申请期限',
  depositClaimRange: (max: number) => `扣除金额应在0.01元至${(max / 100).toFixed(2)}元之间`,
  depositDecideRange: (max: number) => `裁决金额应在0至${(max / 100).toFixed(2)}元之间`,
  claimStatusChanged: '押金扣除申请状态已变化，请刷新后重试',
  noDeposit: '该子订单没有押金',
} as const;

/** The first instant a case can no longer be opened: the start of the 8th day after the last booked date (finished the day after it, plus 7 days). */
export function afterSaleWindowEnd(lastDate: BusinessDate): Date {
  return shanghaiDayStart(addDays(lastDate, 1 + AFTER_SALE_WINDOW_DAYS));
}

/** Whether a case may be opened now: the sub-order started (executing, finished, or approved on/after its first date) and the window is still open. */
export function afterSaleWindowOpen(item: { status: string; firstDate: BusinessDate; lastDate: BusinessDate }, now: Date): boolean {
  const started = item.status === 'executing' || item.status === 'finished' || (item.status === 'approved' && now >= shanghaiDayStart(item.firstDate));
  return started && now < afterSaleWindowEnd(item.lastDate);
}

/** When the deposit is released unless claimed: 3 days after the sub-order finished (the start of lastDate + 1 + 3). */
export function depositReleaseAt(lastDate: BusinessDate): Date {
  return shanghaiDayStart(addDays(lastDate, 1 + DEPOSIT_HOLD_DAYS));
}

/** The deadline of the next step: 48 hours from `from`. */
export function respondBy(from: Date): Date {
  return new Date(from.getTime() + AFTER_SALE_RESPOND_HOURS * 3_600_000);
}
