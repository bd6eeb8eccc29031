/**
 * The wallet's payment password (docs/spec/business-rules.md "Payments"): exactly 6 digits; 5 wrong tries lock
 * balance payment for 15 minutes. Pure rules: the server keeps the counter and the lock instant.
 */

export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
export const PAY_PASSWORD_MAX_WRONG_TRIES = 5;
export const PAY_PASSWORD_LOCK_MS = 15 * 60 * 1000;

export const PAY_PASSWORD_MESSAGES = {
  invalid: '请输入6位数字支付密码',
  notSet: '请先设置支付密码',
  wrong: (left: number) => `支付密码错误，还可尝试${left}次`,
  locked: (unlockAt: string) => `支付密码错误次数过多，已锁定，请于${unlockAt}后再试`,
} as const;

export const isValidPayPassword = (value: unknown): value is string => typeof value === 'string' && PAY_PASSWORD_PATTERN.test(value);

export interface PayPasswordState {
  failedAttempts: number;
  lockedUntil: Date | null;
}

/** The lock's end when `now` falls before it, else null (an expired lock no longer counts). */
export function activeLock(state: PayPasswordState, now: Date): Date | null {
  return state.lockedUntil && state.lockedUntil.getTime() > now.getTime() ? state.lockedUntil : null;
}

export interface WrongTryOutcome {
  next: PayPasswordState;
  /** Tries left before the lock (0 when this try locked it). */
  left: number;
  message: string;
}

/**
 * One more wrong password. After an expired lock the count starts again; the fifth wrong try in a row
 * locks for 15 minutes from `now`.
 */
export function afterWrongTry(state: PayPasswordState, now: Date): WrongTryOutcome {
  const expired = state.lockedUntil !== null && !activeLock(state, now);
  const failed = (expired ? 0 : state.failedAttempts) + 1;
  if (failed >= PAY_PASSWORD_MAX_WRONG_TRIES) {
    const lockedUntil = new Date(now.getTime() + PAY_PASSWORD_LOCK_MS);
    return { next: { failedAttempts: failed, lockedUntil }, left: 0, message: PAY_PASSWORD_MESSAGES.locked(shanghaiClock(lockedUntil)) };
  }
  const left = PAY_PASSWORD_MAX_WRONG_TRIES - failed;
  return { next: { failedAttempts: failed, lockedUntil: null }, left, message: PAY_PASSWORD_MESSAGES.wrong(left) };
}

/** A right password clears the counter. */
export const afterRightTry = (): PayPasswordState => ({ failedAttempts: 0, lockedUntil: null });

/** `HH:mm` in Asia/Shanghai, how the unlock time is told to a Chinese user. */
export function shanghaiClock(instant: Date): string {
  const shifted = new Date(instant.getTime() + 8 * 60 * 60 * 1000);
  return `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
}
