import { fenToYuanString } from '@vm/domain/money';
import { formatShanghaiTime } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import { csvLines } from './statements';
import { listWithdrawals } from './withdrawals';

/**
 * GET /api/operator/withdrawals/batch.csv: the pending withdrawals, oldest first, as the payout batch
 * file staff upload to the bank (收款户名, 开户行, 账号, 金额, 用途 = the withdrawal's number). Paying is
 * then recorded one by one with each bank reference.
 */
export async function payoutBatchCsv(deps: Pick<AppDeps, 'pool'>): Promise<{ csv: string; count: number }> {
  const { data } = await listWithdrawals(deps, null, { status: 'pending', page: 1, page_size: 1000 });
  const rows = data.map((w) => [
    String(w.id),
    w.bank_account.account_name,
    w.bank_account.bank_name,
    w.bank_account.account_number,
    fenToYuanString(w.amount),
    `供应商提现#${w.id}`,
    w.supplier_name,
    formatShanghaiTime(w.created_at),
  ]);
  return { csv: csvLines([['提现单号', '收款户名', '开户银行', '收款账号', '金额(元)', '用途', '供应商', '申请时间'], ...rows]), count: rows.length };
}
