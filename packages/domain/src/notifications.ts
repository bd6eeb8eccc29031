import { formatShanghaiTime } from './business-date';
import { formatYuan } from './money';

/**
 * Notifications (通知) by SMS and email — docs/spec/business-rules.md "Notifications": who hears what, and the
 * short Chinese texts naming the order number and the deadline, with a link to the page to act on.
 * Pure: the server's notifications module finds the recipients and their facts (a sub-order's number
 * and review deadline, an order's cancel deadline) and writes one outbox row per recipient and
 * channel; 站内信 stay with user-messages.
 */

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The SMS provider's `kind` of a login code (docs/spec/api.md "Notifications — fixed"). */
export const LOGIN_CODE_KIND = 'login_code';

/**
 * Who hears an event:
 * - `person`: the person the event concerns (its subject) or else the order's buyer;
 * - `order_suppliers`: the supplier of each sub-order concerned (the event's `order_item_id`, or every
 *   sub-order of the order now waiting for review) and its staff with the `orders` permission;
 * - `operators`: every operator;
 * - `supplier`: the supplier a settlement event names (its subject, or `payload.supplier_id`).
 */
export type NotificationAudience = 'person' | 'order_suppliers' | 'operators' | 'supplier';

/** Clock-driven reminders (no event): the sweep writes them once each. */
export const REMINDER_KINDS = {
  /** The supplier, 4 h before the 24-hour review deadline. */
  reviewDue: 'reminder.review_due',
  /** Operators, once the 24 hours have passed without a review. */
  reviewOverdue: 'reminder.review_overdue',
  /** The buyer, 1 h before the 48-hour unpaid cancel. */
  unpaidOrder: 'reminder.unpaid_order',
} as const;

/** How long before the review deadline the supplier is reminded, and the buyer before the unpaid cancel. */
export const REVIEW_REMINDER_HOURS_BEFORE = 4;
export const UNPAID_REMINDER_HOURS_BEFORE = 1;

/** What the server knows of one recipient's message. */
export interface NotificationFacts {
  /** The order's or sub-order's number. */
  orderNum?: string;
  orderId?: number | null;
  /** The deadline to act by (review, payment). */
  deadline?: Date | null;
  payload?: Readonly<Record<string, unknown>>;
}

export interface NotificationDraft {
  title: string;
  text: string;
  /** The page to act on, a path of the web app. */
  path: string;
  /** What the message is about when not the event itself (the SMS `kind`): a paid sub-order is `order_item.paid`. */
  kind?: string;
}

type Compose = (facts: NotificationFacts) => NotificationDraft | null;

interface Rule {
  audience: NotificationAudience;
  compose: Compose;
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const fen = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);
const when = (deadline: Date | null | undefined): string => (deadline ? formatShanghaiTime(deadline) : '');
const num = (facts: NotificationFacts): string => facts.orderNum ?? str(facts.payload?.order_num);
const orderPage = (facts: NotificationFacts): string => (facts.orderId ? `/admin/orders/view/${facts.orderId}` : '/admin/orders/index');
const withReason = (reason: unknown): string => (str(reason) ? `，原因：${str(reason)}` : '');
const amountOf = (value: unknown): string => {
  const amount = fen(value);
  return amount === null ? '' : formatYuan(amount);
};

/** The after-sales pages a message links to (the web's routes). */
export const AFTER_SALES_BUYER_PAGE = '/admin/after-sales';
export const AFTER_SALES_SUPPLIER_PAGE = '/admin/supplier/after-sales';

/** The supplier's notice of a sub-order to review (after the payment, or the group's success). */
export const SUB_ORDER_PAID_KIND = 'order_item.paid';

const reviewRequest: Compose = (facts) => ({
  kind: SUB_ORDER_PAID_KIND,
  title: '新订单待审核',
  text: `子订单${num(facts)}已支付，请在${when(facts.deadline)}前完成审核。`,
  path: '/admin/supplier/order-items',
});

const RULES: Readonly<Record<string, readonly Rule[]>> = {
  'order.paid': [{ audience: 'order_suppliers', compose: reviewRequest }],
  'order_item.approved': [
    {
      audience: 'person',
      compose: (facts) => ({ title: '订单审核通过', text: `子订单${num(facts)}已通过供应商审核，请按预订日期进场布置。`, path: orderPage(facts) }),
    },
  ],
  'order_item.rejected': [
    {
      audience: 'person',
      compose: (facts) => ({
        title: '订单被拒绝',
        text: `子订单${num(facts)}未通过供应商审核${withReason(facts.payload?.reason)}${fen(facts.payload?.refunded) ? '，已支付的款项将原路退回' : ''}。`,
        path: orderPage(facts),
      }),
    },
  ],
  'transfer.refused': [
    {
      audience: 'person',
      compose: (facts) => ({
        title: '转账凭证未通过',
        text: `订单${num(facts)}的转账凭证未通过审核${withReason(facts.payload?.reason)}，请重新上传或更换支付方式。`,
        path: facts.orderId ? `/orders/payment/${facts.orderId}` : orderPage(facts),
      }),
    },
  ],
  'transfer.proof_uploaded': [
    {
      audience: 'operators',
      compose: (facts) => ({ title: '转账凭证待确认', text: `订单${num(facts)}已上传转账凭证，请核对到账后确认。`, path: '/admin/operator/transfers' }),
    },
  ],
  'group_buy.succeeded': [
    {
      audience: 'person',
      compose: (facts) => ({ title: '拼团成功', text: `您参与的拼团已成团，订单${num(facts)}将进入供应商审核。`, path: orderPage(facts) }),
    },
    { audience: 'order_suppliers', compose: reviewRequest },
  ],
  'group_buy.failed': [
    {
      audience: 'person',
      compose: (facts) => ({ title: '拼团未成功', text: `您参与的拼团未能成团，订单${num(facts)}已支付的款项将原路退回。`, path: orderPage(facts) }),
    },
  ],
  'invoice.issued': [
    {
      audience: 'person',
      compose: (facts) => ({ title: '发票已开具', text: `订单${num(facts)}的发票已开具，可在“我的发票”中下载。`, path: '/admin/invoices?tab=invoices' }),
    },
  ],
  'demand.accepted': [
    {
      audience: 'person',
      compose: (facts) => ({
        title: '需求已被承接',
        text: `您发布的需求已被${str(facts.payload?.acceptor_name) || '供应商'}承接，对方将尽快与您联系。`,
        path: '/admin/demands/index',
      }),
    },
  ],
  // Settlement (another module announces them; they notify once they exist).
  'withdrawal.requested': [
    {
      audience: 'operators',
      compose: (facts) => ({
        title: '新的提现申请',
        text: `供应商申请提现${amountOf(facts.payload?.amount)}，请及时处理。`,
        path: '/admin/operator/withdrawals',
      }),
    },
  ],
  'withdrawal.paid': [
    {
      audience: 'supplier',
      compose: (facts) => ({
        title: '提现已打款',
        text: `您的提现${amountOf(facts.payload?.amount)}已打款，请留意银行账户到账。`,
        path: '/admin/supplier/finance',
      }),
    },
  ],
  'withdrawal.refused': [
    {
      audience: 'supplier',
      compose: (facts) => ({
        title: '提现被拒绝',
        text: `您的提现${amountOf(facts.payload?.amount)}未通过${withReason(facts.payload?.reason)}，金额已退回可提现余额。`,
        path: '/admin/supplier/finance',
      }),
    },
  ],
  'contract.signed': [
    {
      audience: 'person',
      compose: (facts) => ({
        title: '电子合同已签署',
        text: `子订单${num(facts)}的电子合同对方已签署${facts.payload?.fully_signed === true ? '，合同已生效' : '，请尽快签署'}。`,
        // The buyer signed: the supplier is told (its sub-order list); the supplier signed: the buyer (the order's page).
        path: facts.payload?.role === 'buyer' ? '/admin/supplier/order-items' : orderPage(facts),
      }),
    },
  ],
  // After-sales and delivery (decision 0045).
  'delivery_proof.posted': [
    {
      audience: 'person',
      compose: (facts) => ({ title: '供应商已上传履约凭证', text: `子订单${num(facts)}的供应商已上传场地布置照片，请查看。`, path: orderPage(facts) }),
    },
  ],
  'after_sale.opened': [
    {
      audience: 'order_suppliers',
      compose: (facts) => ({
        title: '新的售后申请',
        text: `子订单${num(facts)}的买家申请售后，金额${amountOf(facts.payload?.amount)}，请在48小时内处理，逾期将由平台介入。`,
        path: AFTER_SALES_SUPPLIER_PAGE,
      }),
    },
  ],
  'after_sale.responded': [
    {
      audience: 'person',
      compose: (facts) => ({
        title: facts.payload?.action === 'counter' ? '供应商提出协商金额' : '供应商拒绝了售后申请',
        text:
          facts.payload?.action === 'counter'
            ? `子订单${num(facts)}的供应商提出协商退款${amountOf(facts.payload?.agreed_amount)}，请在48小时内接受或申请平台介入。`
            : `子订单${num(facts)}的供应商拒绝了您的售后申请${withReason(facts.payload?.note)}，您可在48小时内申请平台介入。`,
        path: AFTER_SALES_BUYER_PAGE,
      }),
    },
  ],
  'after_sale.escalated': [
    {
      audience: 'operators',
      compose: (facts) => ({
        title: '售后申请待平台裁决',
        text: `子订单${num(facts)}的售后申请已转平台介入，请在48小时内裁决。`,
        path: '/admin/operator/after-sales',
      }),
    },
    {
      audience: 'order_suppliers',
      compose: (facts) => ({
        title: '售后申请已转平台介入',
        text: `子订单${num(facts)}的售后申请已由平台介入处理，请留意裁决结果。`,
        path: AFTER_SALES_SUPPLIER_PAGE,
      }),
    },
  ],
  'after_sale.cancelled': [
    {
      audience: 'order_suppliers',
      compose: (facts) => ({ title: '售后申请已撤销', text: `子订单${num(facts)}的买家已撤销售后申请。`, path: AFTER_SALES_SUPPLIER_PAGE }),
    },
  ],
  'after_sale.settled': [
    {
      audience: 'person',
      compose: (facts) => ({
        title: fen(facts.payload?.refunded) ? '售后退款已处理' : '售后申请已关闭',
        text: fen(facts.payload?.refunded)
          ? `子订单${num(facts)}的售后退款${amountOf(facts.payload?.refunded)}将原路退回。`
          : `子订单${num(facts)}的售后申请经平台裁决不予退款${withReason(facts.payload?.note)}。`,
        path: AFTER_SALES_BUYER_PAGE,
      }),
    },
    {
      audience: 'order_suppliers',
      compose: (facts) => ({
        title: fen(facts.payload?.refunded) ? '售后已退款' : '售后申请已关闭',
        text: fen(facts.payload?.refunded)
          ? `子订单${num(facts)}的售后已退款${amountOf(facts.payload?.refunded)}，您的收入将相应扣减。`
          : `子订单${num(facts)}的售后申请经平台裁决不予退款。`,
        path: AFTER_SALES_SUPPLIER_PAGE,
      }),
    },
  ],
  'deposit.claimed': [
    {
      audience: 'person',
      compose: (facts) => ({
        title: '供应商申请扣除押金',
        text: `子订单${num(facts)}的供应商申请从押金中扣除${amountOf(facts.payload?.claim_amount)}，请在48小时内同意或提出异议。`,
        path: orderPage(facts),
      }),
    },
  ],
  'deposit.disputed': [
    {
      audience: 'operators',
      compose: (facts) => ({
        title: '押金扣除待平台裁决',
        text: `子订单${num(facts)}的押金扣除申请有异议，请裁决。`,
        path: '/admin/operator/after-sales?tab=deposits',
      }),
    },
  ],
  'deposit.settled': [
    {
      audience: 'person',
      compose: (facts) => ({
        title: '押金已结算',
        text: `子订单${num(facts)}的押金已结算，退还${amountOf(facts.payload?.refunded)}至账户余额${fen(facts.payload?.deducted) ? `，扣除${amountOf(facts.payload?.deducted)}` : ''}。`,
        path: orderPage(facts),
      }),
    },
    {
      audience: 'order_suppliers',
      compose: (facts) =>
        fen(facts.payload?.deducted)
          ? {
              title: '押金扣除已到账',
              text: `子订单${num(facts)}的押金扣除${amountOf(facts.payload?.deducted)}已计入您的可提现收入。`,
              path: '/admin/supplier/finance',
            }
          : null,
    },
  ],
  // Reminders.
  [REMINDER_KINDS.reviewDue]: [
    {
      audience: 'order_suppliers',
      compose: (facts) => ({
        title: '订单审核即将超时',
        text: `子订单${num(facts)}将于${when(facts.deadline)}审核超时，请尽快审核。`,
        path: '/admin/supplier/order-items',
      }),
    },
  ],
  [REMINDER_KINDS.reviewOverdue]: [
    {
      audience: 'operators',
      compose: (facts) => ({
        title: '订单审核已超时',
        text: `子订单${num(facts)}已于${when(facts.deadline)}审核超时，供应商仍未审核，请跟进。`,
        path: '/admin/operator/alerts',
      }),
    },
  ],
  [REMINDER_KINDS.unpaidOrder]: [
    {
      audience: 'person',
      compose: (facts) => ({
        title: '订单即将取消',
        text: `订单${num(facts)}将于${when(facts.deadline)}因未支付自动取消，请尽快完成支付。`,
        path: facts.orderId ? `/orders/payment/${facts.orderId}` : '/admin/orders/index',
      }),
    },
  ],
};

/** The event types and reminders that notify someone by SMS or email. */
export const NOTIFYING_KINDS: readonly string[] = Object.keys(RULES);

export function notifies(kind: string): boolean {
  return Object.hasOwn(RULES, kind);
}

/** The audiences an event or reminder reaches (none for most events). */
export function audiencesOf(kind: string): readonly NotificationAudience[] {
  return (RULES[kind] ?? []).map((rule) => rule.audience);
}

/** One recipient's message (title, text, page), or null when this audience hears nothing. */
export function draftNotification(kind: string, audience: NotificationAudience, facts: NotificationFacts): NotificationDraft | null {
  const rule = RULES[kind]?.find((candidate) => candidate.audience === audience);
  return rule ? rule.compose(facts) : null;
}

export const SITE_NAME = '场地通';
const SMS_LIMIT = 300;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The page's absolute address: `base` (PUBLIC_BASE_URL or the server's own origin) + the path. */
export function notificationLink(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The SMS text: signature, the message, the link. */
export function smsText(draft: NotificationDraft, link: string): string {
  const text = `【${SITE_NAME}】${draft.text}详情：${link}`;
  return [...text].length <= SMS_LIMIT ? text : `${[...text].slice(0, SMS_LIMIT - 1).join('')}…`;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The email: a Chinese subject, a plain-text part and a simple HTML part, both with the link to act. */
export function emailContent(draft: NotificationDraft, link: string): EmailContent {
  const subject = `【${SITE_NAME}】${draft.title}`;
  const text = `您好：\n\n${draft.text}\n\n前往处理：${link}\n\n此邮件由${SITE_NAME}自动发送，请勿直接回复。\n`;
  const html = [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head>',
    "<body style=\"font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f1f1f;line-height:1.6\">",
    `<h2 style="font-size:18px;margin:0 0 12px">${escapeHtml(draft.title)}</h2>`,
    '<p>您好：</p>',
    `<p>${escapeHtml(draft.text)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 20px;background:#1677ff;color:#fff;border-radius:6px;text-decoration:none">前往处理</a></p>`,
    `<p style="color:#8c8c8c;font-size:12px">若按钮无法打开，请复制链接到浏览器：${escapeHtml(link)}<br>此邮件由${SITE_NAME}自动发送，请勿直接回复。</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/**
 * The wait before the next attempt after `attempts` failed ones (1-based): 5 s, 30 s, 2 min, 10 min,
 * 30 min; null after the last ({@link MAX_DELIVERY_ATTEMPTS}): the message is dead.
 */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000] as const;
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  return RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? null;
}

export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_NAMES: Readonly<Record<DeliveryStatus, string>> = { queued: '排队中', sending: '发送中', sent: '已发送', dead: '已失败' };
export const CHANNEL_NAMES: Readonly<Record<NotificationChannel, string>> = { sms: '短信', email: '邮件' };
