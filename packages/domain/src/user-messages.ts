import { formatYuan } from './money';
import { PAYMENT_MODES } from './payment-options';
import { SUPPLIER_APPLICATION_TYPE_NAMES } from './supplier-application';

/**
 * 站内信: which events of the event hook (`recordEvent`) write a message to the person they concern,
 * and its text (docs/spec/business-rules.md "Reviews, messages…": order submitted, paid, approved, rejected,
 * auto-cancelled, executing, finished; transfer confirmed or refused; refund; demand accepted;
 * application approved or refused; review reply — plus invoice issued and group buys). Pure: the
 * server writes the message in the event's own transaction, so a committed event has exactly one.
 */

/** What a message links to; the web turns it into a page address. */
export const MESSAGE_TARGET_TYPES = ['order', 'venue', 'demand', 'invoice', 'application', 'wallet', 'comments', 'after_sale'] as const;
export type MessageTargetType = (typeof MESSAGE_TARGET_TYPES)[number];

export interface MessageDraft {
  title: string;
  body: string;
  targetType: MessageTargetType | null;
  targetId: number | null;
}

/**
 * Stands for the order's number in a title or body: the server fills it in from the order row in the
 * same statement that finds the recipient (the events carry the order's id, not its number).
 */
export const ORDER_NUM_TOKEN = '{order_num}';

export const MESSAGE_LIMITS = { title: 40, body: 500 } as const;

interface EventFacts {
  type: string;
  orderId?: number | null;
  payload?: Readonly<Record<string, unknown>>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const fen = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);
const id = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);
const amountText = (value: unknown): string => {
  const amount = fen(value);
  return amount === null ? '' : formatYuan(amount);
};
/** A sub-order's own number when the event names it, else the order's. */
const subOrder = (payload: Readonly<Record<string, unknown>>): string => text(payload.order_num) || ORDER_NUM_TOKEN;

const REFUND_CHANNEL_NAMES: Readonly<Record<string, string>> = { wallet: '账户余额', alipay: '支付宝账户', transfer: '付款银行账户' };

/** Title and body; a target when the message links elsewhere than to the event's order. */
type Drafted = Pick<MessageDraft, 'title' | 'body'> & Partial<Pick<MessageDraft, 'targetType' | 'targetId'>>;
type Compose = (payload: Readonly<Record<string, unknown>>) => Drafted | null;

/** An after-sales message links to its case (decision 0045). */
const toCase = (payload: Readonly<Record<string, unknown>>) => ({ targetType: 'after_sale' as const, targetId: id(payload.case_id) });

const COMPOSERS: Readonly<Record<string, Compose>> = {
  // After-sales and delivery (decision 0045): the buyer, or the supplier when the event names them as its subject.
  'delivery_proof.posted': (payload) => ({ title: '供应商已上传履约凭证', body: `子订单${subOrder(payload)}的供应商已上传场地布置照片，可在订单详情中查看。` }),
  'after_sale.opened': (payload) => ({
    title: '新的售后申请',
    body: `子订单${subOrder(payload)}的买家申请售后，金额${amountText(payload.amount)}，请在48小时内同意、协商或拒绝，逾期将由平台介入。`,
    ...toCase(payload),
  }),
  'after_sale.responded': (payload) => ({
    title: payload.action === 'counter' ? '供应商提出协商金额' : '供应商拒绝了售后申请',
    body:
      payload.action === 'counter'
        ? `子订单${subOrder(payload)}的供应商提出协商退款${amountText(payload.agreed_amount)}，您可接受或申请平台介入。`
        : `子订单${subOrder(payload)}的供应商拒绝了您的售后申请${text(payload.note) ? `，理由：${text(payload.note)}` : ''}，您可申请平台介入。`,
    ...toCase(payload),
  }),
  'after_sale.escalated': (payload) => ({
    title: '售后已转平台介入',
    body: `子订单${subOrder(payload)}的售后申请已由平台介入处理，请留意裁决结果。`,
    ...toCase(payload),
  }),
  'after_sale.cancelled': (payload) => ({ title: '售后申请已撤销', body: `子订单${subOrder(payload)}的买家已撤销售后申请。`, ...toCase(payload) }),
  'after_sale.settled': (payload) =>
    fen(payload.refunded)
      ? { title: '售后退款已处理', body: `子订单${subOrder(payload)}的售后退款${amountText(payload.refunded)}将原路退回。`, ...toCase(payload) }
      : {
          title: '售后申请已关闭',
          body: `子订单${subOrder(payload)}的售后申请经平台裁决不予退款${text(payload.note) ? `，说明：${text(payload.note)}` : ''}。`,
          ...toCase(payload),
        },
  'deposit.claimed': (payload) => ({
    title: '供应商申请扣除押金',
    body: `子订单${subOrder(payload)}的供应商申请从押金中扣除${amountText(payload.claim_amount)}，请在48小时内同意或提出异议，逾期将由平台介入。`,
  }),
  'deposit.disputed': (payload) => ({ title: '押金扣除已转平台介入', body: `子订单${subOrder(payload)}的押金扣除申请已由平台介入处理。` }),
  'deposit.settled': (payload) => ({
    title: '押金已结算',
    body: `子订单${subOrder(payload)}的押金已结算：退还${amountText(payload.refunded)}至账户余额${fen(payload.deducted) ? `，扣除${amountText(payload.deducted)}` : ''}。`,
  }),
  'order.placed': () => ({ title: '订单已提交', body: `您的订单${ORDER_NUM_TOKEN}已提交，请在48小时内完成支付，逾期订单将自动取消。` }),
  'order.paid': (payload) =>
    payload.payment_mode === PAYMENT_MODES.transfer
      ? { title: '转账已确认', body: `平台已确认收到订单${ORDER_NUM_TOKEN}的转账${amountText(payload.amount)}，订单已支付，等待供应商审核。` }
      : { title: '支付成功', body: `订单${ORDER_NUM_TOKEN}已成功支付${amountText(payload.amount)}，供应商将在24小时内完成审核。` },
  'order_item.approved': (payload) => ({ title: '订单审核通过', body: `子订单${subOrder(payload)}已通过供应商审核，请按预订日期进场布置。` }),
  'order_item.rejected': (payload) => {
    const reason = text(payload.reason);
    const refund = fen(payload.refunded) ? '，已支付的款项将原路退回' : '';
    return { title: '订单被拒绝', body: `很抱歉，子订单${subOrder(payload)}未通过供应商审核${reason ? `，原因：${reason}` : ''}${refund}。` };
  },
  // Only the 48-hour sweep's cancellation: the buyer who cancels knows it already.
  'order.cancelled': (payload) =>
    payload.reason === 'timeout' ? { title: '订单已自动取消', body: `订单${ORDER_NUM_TOKEN}超过48小时未支付，已自动取消，使用的优惠券和积分已退回。` } : null,
  'order.executing': () => ({ title: '订单开始执行', body: `订单${ORDER_NUM_TOKEN}已进入执行期，祝您的推广活动顺利。` }),
  'order.finished': (payload) => {
    const deposit = fen(payload.deposit_refunded) ? `押金${amountText(payload.deposit_refunded)}已退回账户余额，` : '';
    return { title: '订单已完成', body: `订单${ORDER_NUM_TOKEN}已完成，${deposit}快去评价吧，评价满15字可获得优惠券。` };
  },
  'transfer.refused': (payload) => {
    const reason = text(payload.reason);
    return { title: '转账凭证未通过', body: `订单${ORDER_NUM_TOKEN}的转账凭证未通过审核${reason ? `，原因：${reason}` : ''}。请重新上传凭证或更换支付方式。` };
  },
  'refund.completed': (payload) => {
    const where = REFUND_CHANNEL_NAMES[text(payload.channel)] ?? '原支付账户';
    return { title: '退款已完成', body: `订单${ORDER_NUM_TOKEN}的退款${amountText(payload.amount)}已退回您的${where}。` };
  },
  'demand.accepted': (payload) => {
    const acceptor = text(payload.acceptor_name);
    return {
      title: '需求已被承接',
      body: `您发布的需求已被${acceptor || '供应商'}承接，对方将尽快与您联系。`,
      targetType: id(payload.demand_id) ? 'demand' : null,
      targetId: id(payload.demand_id),
    };
  },
  'supplier_application.approved': (payload) => ({
    title: '入驻申请已通过',
    body: `您申请成为${SUPPLIER_APPLICATION_TYPE_NAMES[Number(payload.type)] ?? '供应商'}的申请已通过审核，欢迎入驻。`,
    targetType: 'application',
    targetId: id(payload.application_id),
  }),
  'supplier_application.refused': (payload) => {
    const reason = text(payload.reason);
    return {
      title: '入驻申请未通过',
      body: `您申请成为${SUPPLIER_APPLICATION_TYPE_NAMES[Number(payload.type)] ?? '供应商'}的申请未通过审核${reason ? `，原因：${reason}` : ''}。`,
      targetType: 'application',
      targetId: id(payload.application_id),
    };
  },
  'comment.replied': (payload) => {
    const venue = text(payload.field_name);
    return {
      title: '供应商回复了您的评价',
      body: `${venue ? `「${venue}」的` : ''}供应商回复了您的评价：${text(payload.reply)}`,
      targetType: id(payload.top_physical_id) ? 'venue' : 'comments',
      targetId: id(payload.top_physical_id),
    };
  },
  'invoice.issued': (payload) => ({
    title: '发票已开具',
    body: `订单${ORDER_NUM_TOKEN}的发票已开具，可在“我的发票”中下载。`,
    targetType: 'invoice',
    targetId: id(payload.invoice_id),
  }),
  'group_buy.succeeded': () => ({ title: '拼团成功', body: `您参与的拼团已成团，订单${ORDER_NUM_TOKEN}将进入供应商审核。` }),
  'group_buy.failed': () => ({ title: '拼团未成功', body: `您参与的拼团未能成团，订单${ORDER_NUM_TOKEN}已支付的款项将原路退回。` }),
};

/** The event types that write a message (the others — uploads, top-ups… — write none). */
export const MESSAGE_EVENT_TYPES: readonly string[] = Object.keys(COMPOSERS);

const clip = (value: string, limit: number): string => {
  const chars = [...value];
  return chars.length <= limit ? value : `${chars.slice(0, limit - 1).join('')}…`;
};

/**
 * The message an event writes to the person it concerns, or null when it writes none. Texts naming the
 * order carry {@link ORDER_NUM_TOKEN}; a message without a target of its own links to the event's order.
 */
export function messageForEvent(event: EventFacts): MessageDraft | null {
  const compose = COMPOSERS[event.type];
  const orderId = id(event.orderId);
  const drafted = compose?.(event.payload ?? {});
  if (!drafted) return null;
  const ownTarget = drafted.targetType !== undefined;
  return {
    title: clip(drafted.title, MESSAGE_LIMITS.title),
    body: clip(drafted.body, MESSAGE_LIMITS.body),
    targetType: ownTarget ? (drafted.targetType ?? null) : orderId ? 'order' : null,
    targetId: ownTarget ? (drafted.targetId ?? null) : orderId,
  };
}
