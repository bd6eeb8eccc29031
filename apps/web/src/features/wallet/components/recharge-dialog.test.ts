import { describe, expect, it } from 'vitest';
import { rechargeAmount } from './recharge-dialog';

describe('rechargeAmount', () => {
  it.each([
    ['100', { fen: 10_000 }],
    ['0.01', { fen: 1 }],
    ['1234.5', { fen: 123_450 }],
    ['1000000', { fen: 100_000_000 }],
    ['', { error: '请输入充值金额' }],
    ['0', { error: '充值金额必须大于0' }],
    ['1.234', { error: '请输入正确的金额，最多两位小数' }],
    ['abc', { error: '请输入正确的金额，最多两位小数' }],
    ['1000000.01', { error: '单笔充值金额不能超过1000000元' }],
  ])('%s → %o', (text, expected) => {
    expect(rechargeAmount(text)).toEqual(expected);
  });
});
