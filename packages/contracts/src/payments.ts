import { PAYMENT_MESSAGES, UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import { PAY_PASSWORD_PATTERN } from '@vm/domain/pay-password';
import { PAY_ALIPAY_FORM_MODE, PAYMENT_MODES } from '@vm/domain/payment-options';
import { z } from 'zod';
import { zNumeric, zPage, zPageOf, zPageSize } from './common';

/**
 * Payments (docs/spec/api.md "Payments", docs/spec/business-rules.md "Payments"). Money is integer fen; instants ISO-8601.
 * Modes and the offline status are the domain's (`@vm/domain/payment-options`), re-exported here.
 */

export { OFFLINE_STATUS, PAYMENT_MODES } from '@vm/domain/payment-options';

/** The 6-digit payment password field (docs/spec/product-spec.md section 5). */
export const zPayPassword = z
  .string({ error: PAYMENT_MESSAGES.payPasswordInvalid })
  .regex(PAY_PASSWORD_PATTERN, { error: PAYMENT_MESSAGES.payPasswordInvalid });

/** POST /api/orders/{id}/pay: the wallet pays the whole order (`actual_fee`). */
export const ZPayWithBalanceBody = z.object({
  payment_mode: zNumeric(z.coerce.number({ error: '支付方式不正确' }).pipe(z.literal(PAYMENT_MODES.balance, { error: '支付方式不正确' }))),
  /** Absent or wrong counts as a wrong try towards the 15-minute lock. */
  password: z.string({ error: PAYMENT_MESSAGES.payPasswordInvalid }).max(64, { error: PAYMENT_MESSAGES.payPasswordInvalid }).optional(),
});
export type PayWithBalanceBody = z.infer<typeof ZPayWithBalanceBody>;

export const ZPayWithBalanceResult = z.object({
  id: z.number().int(),
  status: z.literal('paid'),
  /** Fen taken from the wallet (= the order's actual_fee). */
  amount: z.number().int(),
  /** The wallet balance after paying (fen). */
  balance_sum: z.number().int(),
});
export type PayWithBalanceResult = z.infer<typeof ZPayWithBalanceResult>;

/**
 * An online payment to start in the browser: post `form` (every field, already signed RSA2) to
 * `gateway_url`. Returned by POST /api/orders/{id}/alipay and POST /api/wallets/recharge.
 */
export const ZOnlinePayment = z.object({
  out_trade_no: z.string(),
  gateway_url: z.string(),
  form: z.record(z.string(), z.string()),
  /** Fen to pay (taken from the server's figures). */
  amount: z.number().int(),
  /** The gateway closes the trade then (the order's 48-hour deadline; 2 hours for a top-up). */
  expires_at: z.string(),
  /** True when the built-in sandbox gateway stands in for Alipay (development, tests). */
  sandbox: z.boolean(),
});
export type OnlinePayment = z.infer<typeof ZOnlinePayment>;

/** POST /api/orders/{id}/alipay-qr: a scan-code payment (alipay.trade.precreate) of the same order. */
export const ZScanCodePayment = z.object({
  out_trade_no: z.string(),
  /** The text to render as a QR code (the sandbox answers the URL of its confirm page). */
  qr_code: z.string(),
  amount: z.number().int(),
  expires_at: z.string(),
  sandbox: z.boolean(),
});
export type ScanCodePayment = z.infer<typeof ZScanCodePayment>;

/** Form fields of the browser's POST /orders/pay-alipay (not under /api; answers an HTML page). */
/**
 * Which Alipay cashier the buyer is sent to: the computer's (`pc`, alipay.trade.page.pay, the default) or
 * the phone's (`phone`, alipay.trade.wap.pay, which opens the Alipay app where the phone has it).
 */
export const ZPayDevice = z.enum(['pc', 'phone'], { error: '支付终端只能是 pc 或 phone' });
export type PayDevice = z.infer<typeof ZPayDevice>;

/** POST /api/orders/{id}/alipay's optional body (no body at all: the computer cashier). */
export const ZOnlinePayBody = z.preprocess((value) => value ?? {}, z.object({ device: ZPayDevice.optional() }));

export const ZPayAlipayForm = z.object({
  _token: z.string().min(1).max(200),
  payment_mode: zNumeric(z.coerce.number().pipe(z.literal(PAY_ALIPAY_FORM_MODE))),
  order_id: zNumeric(z.coerce.number().int().positive()),
  device: ZPayDevice.optional(),
});

/** GET /api/payments/trades/{out_trade_no}: the caller's own online payment (polled by a top-up page). */
export const ZTradeStatus = z.object({
  out_trade_no: z.string(),
  purpose: z.enum(['order', 'topup']),
  order_id: z.number().int().nullable(),
  amount: z.number().int(),
  /**
   * pending: not paid yet; paid: the gateway confirmed it; closed: expired or replaced; refunded: paid at the
   * gateway after the order was paid another way or cancelled, so the money goes back (a refunded duplicate).
   */
  status: z.enum(['pending', 'paid', 'closed', 'refunded']),
  paid_at: z.string().nullable(),
});
export type TradeStatus = z.infer<typeof ZTradeStatus>;

/** GET /api/payments/beneficiary: the platform's bank account for offline transfers (voucher info). */
export const ZBeneficiary = z.object({
  account_holder: z.string(),
  opening_bank: z.string(),
  beneficiary_account_number: z.string(),
});
export type Beneficiary = z.infer<typeof ZBeneficiary>;

export const VOUCHER_MAX_IMAGES = 10;

/** PUT /api/orders/{id}/upload_voucher: 1–10 proof images (URLs served by the uploads platform). */
export const ZUploadVoucherBody = z.object({
  voucher_image_url: z
    .array(z.string({ error: PAYMENT_MESSAGES.proofRequired }).trim().min(1, { error: PAYMENT_MESSAGES.proofRequired }).max(500), {
      error: PAYMENT_MESSAGES.proofRequired,
    })
    .min(1, { error: PAYMENT_MESSAGES.proofRequired })
    .max(VOUCHER_MAX_IMAGES, { error: UPLOAD_MESSAGES.transferProofs }),
});
export type UploadVoucherBody = z.infer<typeof ZUploadVoucherBody>;

export const ZUploadVoucherResult = z.object({
  id: z.number().int(),
  offline_pay: z.boolean(),
  offline_status: z.number().int(),
  voucher_image_url: z.array(z.string()),
});

/** Operator: GET /api/operator/transfers?status=&page=&page_size= */
export const ZTransfersQuery = z.object({
  /** awaiting (default): proofs to check; confirmed; refused. */
  status: z.enum(['awaiting', 'confirmed', 'refused']).default('awaiting'),
  page: zPage,
  page_size: zPageSize(50, 20),
});

export const ZTransferView = z.object({
  order_id: z.number().int(),
  order_num: z.string(),
  order_status: z.string(),
  buyer_mobile: z.string(),
  contact: z.string(),
  mobile: z.string(),
  actual_fee: z.number().int(),
  offline_status: z.number().int(),
  voucher_image_url: z.array(z.string()),
  uploaded_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  refuse_reason: z.string().nullable(),
  expires_at: z.string(),
});
export type TransferView = z.infer<typeof ZTransferView>;
export const ZTransferPage = zPageOf(ZTransferView);

/** Operator: POST /api/operator/transfers/{orderId}/refuse */
export const ZRefuseTransferBody = z.object({
  reason: z.string({ error: '请填写拒绝原因' }).trim().min(1, { error: '请填写拒绝原因' }).max(200, { error: '拒绝原因最多200个字' }),
});

export const ZTransferDecision = z.object({
  order_id: z.number().int(),
  status: z.string(),
  offline_status: z.number().int(),
});

/** A refund to the original channel (wallet credit, Alipay refund, or a bank transfer done by hand). */
export const ZRefundView = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_num: z.string(),
  order_item_id: z.number().int().nullable(),
  buyer_mobile: z.string(),
  channel: z.enum(['wallet', 'alipay', 'transfer']),
  amount: z.number().int(),
  reason: z.string(),
  /** pending: a transfer refund awaiting the operator's bank transfer; done: money returned. */
  status: z.enum(['pending', 'done']),
  created_at: z.string(),
  done_at: z.string().nullable(),
});
export type RefundView = z.infer<typeof ZRefundView>;
export const ZRefundPage = zPageOf(ZRefundView);

/** Operator: GET /api/operator/refunds?status=&page= */
export const ZRefundsQuery = z.object({
  /** Absent: every refund, the pending ones first (oldest first), then the done ones (newest first). */
  status: z.enum(['pending', 'done']).optional(),
  page: zPage,
  page_size: zPageSize(50, 20),
});

/** POST /api/dev/alipay-sandbox/complete (development sandbox only). */
export const ZSandboxCompleteBody = z.object({
  out_trade_no: z.string({ error: '请提供商户订单号' }).min(1, { error: '请提供商户订单号' }).max(64, { error: '商户订单号不正确' }),
});
export const ZSandboxCompleteResult = z.object({ notify_response: z.string() });
