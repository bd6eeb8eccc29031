import { describe, expect, it } from 'vitest';
import { actionLabel, fieldLabel, targetLabel } from './audit-labels';

describe('audit labels', () => {
  it('names the recorded actions, targets and fields in Chinese', () => {
    expect(actionLabel('withdrawal.pay')).toBe('提现打款');
    expect(actionLabel('commission_rule.delete')).toBe('删除佣金规则');
    expect(fieldLabel('bank_account_id')).toBe('收款账户');
    expect(fieldLabel('reference')).toBe('打款流水号');
    expect(targetLabel('withdrawal')).toBe('提现');
    expect(actionLabel('deposit.settle')).toBe('押金结算');
    expect(actionLabel('after_sale.timeout')).toBe('售后超时转平台介入');
    expect(targetLabel('after_sale')).toBe('售后');
    expect(fieldLabel('agreed_amount')).toBe('协商金额');
  });

  it('builds words for keys no map names yet, and never shows a raw key', () => {
    expect(actionLabel('order.update')).toBe('编辑订单');
    expect(actionLabel('bank_account.delete')).toBe('删除收款账户');
    expect(actionLabel('withdrawal.reopen')).toBe('其他操作');
    expect(actionLabel('x')).toBe('其他操作');
    expect(fieldLabel('supplier_user_id')).toBe('供应商用户');
    expect(fieldLabel('qwerty_thing')).toBe('其他字段');
    expect(targetLabel('zzz')).toBe('其他');
    for (const text of [actionLabel('a.b'), fieldLabel('a_b_id'), targetLabel('a_b')]) expect(text).not.toMatch(/[a-z_.]/);
  });
});
