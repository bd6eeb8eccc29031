import { PAY_PASSWORD_PATTERN } from '@vm/domain/pay-password';
import { z } from 'zod';
import { zNumeric } from './common';
import { ZPayDevice } from './payments';

/** GET /api/wallets (docs/spec/api.md "Payments"): the balance (fen) is the sum of the wallet ledger. */
export const ZWallet = z.object({
  balance_sum: z.number().int(),
  /** The same amount in yuan, for display (`'10000.00'`). */
  balance: z.string(),
  has_pay_password: z.boolean(),
  wallet_info: z.string(),
});
export type Wallet = z.infer<typeof ZWallet>;

/**
 * GET /api/wallets also tells whether balance payment is locked after 5 wrong passwords
 * (`pay_password_locked_until`, ISO instant, null when not locked).
 */
export const ZWalletStatus = ZWallet.extend({
  pay_password_locked_until: z.string().nullable(),
});
export type WalletStatus = z.infer<typeof ZWalletStatus>;

const PAY_PASSWORD_MESSAGE = '请输入6位数字支付密码';
const zPayPasswordField = z.string({ error: PAY_PASSWORD_MESSAGE }).regex(PAY_PASSWORD_PATTERN, { error: PAY_PASSWORD_MESSAGE });

/**
 * PUT /api/wallets/pay-pwd: sets or resets the payment password with an SMS code sent to the caller's
 * own mobile (POST /api/auth/app_captcha with usage 3). Resetting also lifts a wrong-password lock.
 */
export const ZSetPayPasswordBody = z.object({
  password: zPayPasswordField,
  captcha: z
    .string({ error: '请输入验证码' })
    .trim()
    .min(1, { error: '请输入验证码' })
    .regex(/^\d{6}$/, { error: '请输入有效的验证码' }),
});
export type SetPayPasswordBody = z.infer<typeof ZSetPayPasswordBody>;

/** PUT /api/wallets/modify-pwd: changes it with the old password (a wrong old one counts as a wrong try). */
export const ZModifyPayPasswordBody = z.object({
  old_password: zPayPasswordField,
  password: zPayPasswordField,
});
export type ModifyPayPasswordBody = z.infer<typeof ZModifyPayPasswordBody>;

export const ZPayPasswordResult = z.object({ has_pay_password: z.literal(true) });

/** POST /api/wallets/recharge: amount in fen, 1 fen to ¥1,000,000. Answers an OnlinePayment (payments.ts). */
export const WALLET_RECHARGE_MAX = 100_000_000;
export const ZRechargeBody = z.object({
  amount: zNumeric(
    z.coerce
      .number({ error: '请输入充值金额' })
      .int({ error: '充值金额必须精确到分' })
      .min(1, { error: '充值金额必须大于0' })
      .max(WALLET_RECHARGE_MAX, { error: '单笔充值金额不能超过1000000元' }),
  ),
  /** phone: Alipay's phone cashier (alipay.trade.wap.pay); the computer's otherwise. */
  device: ZPayDevice.optional(),
});
export type RechargeBody = z.infer<typeof ZRechargeBody>;

export const WALLET_ENTRY_KIND_NAMES = { topup: '充值', payment: '支付', refund: '退款', deposit_refund: '押金退还' } as const;

/** GET /api/wallets/records?page=&page_size=: the caller's ledger, newest first (amount signed, fen). */
export const ZWalletRecordsQuery = z.object({
  page: zNumeric(
    z.coerce
      .number({ error: '页码必须是数字' })
      .int({ error: '页码必须是整数' })
      .min(1, { error: '页码从1开始' })
      .max(100000, { error: '页码过大' })
      .default(1),
  ),
  page_size: zNumeric(
    z.coerce
      .number({ error: '每页数量必须是数字' })
      .int({ error: '每页数量必须是整数' })
      .min(1, { error: '每页数量至少为1' })
      .max(50, { error: '每页数量不能超过50' })
      .default(10),
  ),
});
export const ZWalletRecord = z.object({
  id: z.number().int(),
  kind: z.enum(['topup', 'payment', 'refund', 'deposit_refund']),
  kind_name: z.string(),
  /** Signed fen: a payment is negative. */
  amount: z.number().int(),
  note: z.string(),
  order_id: z.number().int().nullable(),
  order_num: z.string().nullable(),
  created_at: z.string(),
});
export type WalletRecord = z.infer<typeof ZWalletRecord>;
export const ZWalletRecordPage = z.object({
  data: z.array(ZWalletRecord),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
