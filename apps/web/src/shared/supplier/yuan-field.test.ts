import { describe, expect, it } from 'vitest';
import { fenToYuanField, yuanProblem, yuanToFenOrNull } from './yuan-field';

describe('yuan boxes', () => {
  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['100.01', 10_001],
    ['0.29', 29],
    ['19.99', 1_999],
    [' 8 ', 800],
  ])('reads %s yuan as %i fen, exactly', (yuan, fen) => {
    expect(yuanToFenOrNull(yuan)).toBe(fen);
  });

  it('leaves empty and malformed boxes as null', () => {
    expect(yuanToFenOrNull('')).toBeNull();
    expect(yuanToFenOrNull(undefined)).toBeNull();
    expect(yuanToFenOrNull('1.234')).toBeNull();
    expect(yuanToFenOrNull('abc')).toBeNull();
  });

  it('shows fen as a two-decimal yuan string and back without drift', () => {
    expect(fenToYuanField(12_345)).toBe('123.45');
    expect(fenToYuanField(5)).toBe('0.05');
    expect(fenToYuanField(null)).toBeUndefined();
    for (const fen of [0, 1, 29, 57, 10_001, 99_999_999]) expect(yuanToFenOrNull(fenToYuanField(fen))).toBe(fen);
  });

  it('says what is wrong, in Chinese', () => {
    expect(yuanProblem('', { label: '价格', required: true })).toBe('请输入价格');
    expect(yuanProblem('', { label: '押金' })).toBeNull();
    expect(yuanProblem('1.234', { label: '价格' })).toBe('价格须为最多两位小数的金额');
    expect(yuanProblem('-1', { label: '补贴' })).toBe('补贴不能为负数');
    expect(yuanProblem('0', { label: '价格', positive: true })).toBe('价格须大于0');
    expect(yuanProblem('0', { label: '押金' })).toBeNull();
    expect(yuanProblem('10000000.01', { label: '价格' })).toBe('价格不能超过10,000,000元');
    expect(yuanProblem('10000000', { label: '价格' })).toBeNull();
  });
});
