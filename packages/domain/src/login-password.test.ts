import { describe, expect, it } from 'vitest';
import { passwordError, passwordLockedUntil, passwordTriesLeft } from './login-password';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 2, minute));

describe('login password', () => {
  it.each([
    ['', '请输入密码'],
    [undefined, '请输入密码'],
    ['abc12', '密码为6-20位字母、数字或符号，且不能全为同一类'],
    ['abcdefgh', '密码为6-20位字母、数字或符号，且不能全为同一类'],
    ['12345678', '密码为6-20位字母、数字或符号，且不能全为同一类'],
    ['!@#$%^&*', '密码为6-20位字母、数字或符号，且不能全为同一类'],
    ['abc123'.repeat(4), '密码为6-20位字母、数字或符号，且不能全为同一类'],
    ['密码abc123', '密码为6-20位字母、数字或符号，且不能全为同一类'],
    ['abc 123', '密码为6-20位字母、数字或符号，且不能全为同一类'],
    ['abc123', null],
    ['12345!', null],
    ['Passw0rd!', null],
  ])('%j → %s', (value, message) => {
    expect(passwordError(value)).toBe(message);
  });

  it('locks a mobile after 5 wrong tries within 15 minutes, until the fifth newest leaves the window', () => {
    const four = [at(0), at(1), at(2), at(3)];
    expect(passwordLockedUntil(four, at(4))).toBeNull();
    expect(passwordLockedUntil([...four, at(4)], at(5))).toEqual(at(15));
    expect(passwordLockedUntil([...four, at(4)], at(15))).toBeNull();
    expect(passwordLockedUntil([at(0), at(10), at(11), at(12), at(13), at(14)], at(16))).toEqual(at(25));
    expect(passwordTriesLeft(3)).toBe(2);
    expect(passwordTriesLeft(7)).toBe(0);
  });
});
