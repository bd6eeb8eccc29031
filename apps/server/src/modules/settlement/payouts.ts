import type { OperatorWithdrawal } from '@vm/contracts/settlement';
import { SETTLEMENT_MESSAGES, type PayoutChannelName } from '@vm/domain/settlement';
import { paymentGateway } from '../../platform/alipay/alipay-gateway-for';
import type { AppDeps } from '../../platform/deps';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { bucketOf } from './ledger';
import { findWithdrawal, markWithdrawalPaid } from './withdrawals';

/**
 * How a withdrawal's money reaches the supplier. `bank` (the default): staff pay it from the bank and
 * type the bank's reference. `alipay`: alipay.fund.trans.uni.transfer to the supplier's bank card (the
 * built-in sandbox without credentials, like payments). Either way the withdrawal is marked paid by the
 * same compare-and-set, once.
 */
export interface PayoutChannel {
  readonly name: PayoutChannelName;
  /** Sends the money (outside any transaction) and answers the payout's reference. */
  pay(withdrawal: OperatorWithdrawal, input: { reference?: string }): Promise<{ reference: string }>;
}

export const bankPayout: PayoutChannel = {
  name: 'bank',
  async pay(_withdrawal, input) {
    if (!input.reference) throw new AppError('VALIDATION', '请填写银行流水号', { reference: '请填写银行流水号' });
    return { reference: input.reference };
  },
};

/** The transfer's idempotency key: one per withdrawal, so a repeated click or a retry pays once. */
export const transferKey = (withdrawalId: number) => `WD${String(withdrawalId).padStart(10, '0')}`;

export function alipayPayout(deps: Pick<AppDeps, 'config' | 'pool' | 'clock'>): PayoutChannel {
  return {
    name: 'alipay',
    async pay(withdrawal) {
      const { gateway } = await paymentGateway(deps);
      const outcome = await gateway
        .transfer({
          outBizNo: transferKey(withdrawal.id),
          amount: withdrawal.amount,
          title: `供应商提现#${withdrawal.id}`,
          payee: {
            accountNumber: withdrawal.bank_account.account_number,
            accountName: withdrawal.bank_account.account_name,
            bankName: withdrawal.bank_account.bank_name,
          },
        })
        .catch((error: unknown) => ({ ok: false as const, message: (error as Error).message }));
      if (!outcome.ok) throw new AppError('CONFLICT', `支付宝转账失败：${outcome.message}`, undefined, 'GATEWAY_UNAVAILABLE');
      return { reference: outcome.orderId };
    },
  };
}

/**
 * POST /api/operator/withdrawals/{id}/pay (bank) and …/alipay_transfer: the payout is sent first (the
 * Alipay call outside any transaction; idempotent on the withdrawal's key), then recorded once.
 */
export async function payWithdrawal(
  deps: AppDeps,
  operatorId: number,
  id: number,
  channel: PayoutChannel,
  input: { reference?: string } = {},
): Promise<OperatorWithdrawal> {
  const withdrawal = await findWithdrawal(deps.pool, id);
  if (!withdrawal) throw notFound('提现申请');
  if (withdrawal.status !== 'pending') throw conflict('该提现申请已处理', 'WITHDRAWAL_NOT_PENDING');
  // docs/spec/business-rules.md: while `available` is below zero (a refund after the earning became available), staff cannot pay.
  if ((await bucketOf(deps.pool, withdrawal.supplier_id, 'available')) < 0) throw conflict(SETTLEMENT_MESSAGES.negative, 'BALANCE_NEGATIVE');
  const { reference } = await channel.pay(withdrawal, input);
  return markWithdrawalPaid(deps, operatorId, id, { channel: channel.name, reference });
}
