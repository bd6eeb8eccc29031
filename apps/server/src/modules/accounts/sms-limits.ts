/** SMS code rules of docs/spec/business-rules.md "Accounts, roles, security". */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_MAX_PER_MOBILE_PER_DAY = 10;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_USAGE = 3;

/** Start of the Asia/Shanghai calendar day that contains `now`. */
export function shanghaiDayStart(now: Date): Date {
  const offset = 8 * 3600 * 1000;
  const local = now.getTime() + offset;
  return new Date(local - (local % 86_400_000) - offset);
}
