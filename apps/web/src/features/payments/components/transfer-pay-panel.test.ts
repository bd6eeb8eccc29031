import { describe, expect, it } from 'vitest';
import { voucherCountError } from './transfer-pay-panel';

describe('voucherCountError', () => {
  const urls = (n: number) => Array.from({ length: n }, (_, index) => `/files/voucher/2026/11/${index}.png`);
  it.each([
    [0, '请上传至少一张转账证明！'],
    [1, null],
    [10, null],
    [11, '最多上传10张凭证'],
  ])('%i proofs → %s', (count, expected) => {
    expect(voucherCountError(urls(count))).toBe(expected);
  });
});
