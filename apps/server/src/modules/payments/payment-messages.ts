import type { PaymentRefusal } from '@vm/domain/payment-options';
import { PAYMENT_MESSAGES } from '@vm/domain/validation-messages';
import { conflict, type AppError } from '../../platform/http/app-error';

/** The payments module's Chinese messages (the spec's where it has them). */
export const PAY_MESSAGES = {
  alreadyPaid: PAYMENT_MESSAGES.alreadyPaid,
  balancePaid: PAYMENT_MESSAGES.balancePaid,
  proofRequired: PAYMENT_MESSAGES.proofRequired,
  expired: '订单已超过支付时限，请重新下单',
  proofAwaiting: '转账凭证待确认，请勿重复支付',
  proofAwaitingUpload: '转账凭证待确认，请勿重复上传',
  transferNotAwaiting: '转账凭证不在待确认状态',
  gatewayDown: '支付通道暂时不可用，请稍后再试或选择其他支付方式',
  sandboxOnly: '支付沙箱仅在开发环境可用',
} as const;

/**
 * The 409 for domain `paymentRefusal`'s answer, its case as `error_code`. An upload of a transfer
 * proof words the awaiting case its own way.
 */
export function refusalError(refusal: PaymentRefusal, attempt: 'pay' | 'upload' = 'pay'): AppError {
  switch (refusal) {
    case 'ORDER_ALREADY_PAID':
      return conflict(PAY_MESSAGES.alreadyPaid, refusal);
    case 'PROOF_AWAITING':
      return conflict(attempt === 'upload' ? PAY_MESSAGES.proofAwaitingUpload : PAY_MESSAGES.proofAwaiting, refusal);
    case 'ORDER_EXPIRED':
      return conflict(PAY_MESSAGES.expired, refusal);
  }
}
