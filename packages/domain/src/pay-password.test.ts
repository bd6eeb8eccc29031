import { describe, expect, it } from 'vitest';
import { activeLock, afterRightTry, afterWrongTry, isValidPayPassword, PAY_PASSWORD_LOCK_MS, shanghaiClock } from './pay-password';

const now = new Date('2026-11-22T02:00:00Z');

describe('payment password rules', () => {
  it('accepts exactly six digits', () => {
    expect(['123456', '000000'].map(isValidPayPassword)).toEqual([true, true]);
    expect(['12345', '1234567', 'abcdef', '12 456', 123456].map(isValidPayPassword)).toEqual([false, false, false, false, false]);
  });

  it('counts down four wrong tries and locks for 15 minutes on the fifth', () => {
    let state = afterRightTry();
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const outcome = afterWrongTry(state, now);
      messages.push(outcome.message);
      state = outcome.next;
    }
    expect(messages.slice(0, 4)).toEqual(['支付密码错误，还可尝试4次', '支付密码错误，还可尝试3次', '支付密码错误，还可尝试2次', '支付密码错误，还可尝试1次']);
    expect(messages[4]).toBe('支付密码错误次数过多，已锁定，请于10:15后再试');
    expect(activeLock(state, now)?.getTime()).toBe(now.getTime() + PAY_PASSWORD_LOCK_MS);
    expect(activeLock(state, new Date(now.getTime() + PAY_PASSWORD_LOCK_MS))).toBeNull();
  });

  it('starts counting again after the lock expired', () => {
    const locked = { failedAttempts: 5, lockedUntil: new Date(now.getTime() + PAY_PASSWORD_LOCK_MS) };
    expect(afterWrongTry(locked, new Date(now.getTime() + PAY_PASSWORD_LOCK_MS + 1)).left).toBe(4);
  });

  it('tells the time in Shanghai', () => {
    expect(shanghaiClock(new Date('2026-11-22T16:05:00Z'))).toBe('00:05');
  });
});
