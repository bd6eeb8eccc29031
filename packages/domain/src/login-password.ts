import { PASSWORD_MESSAGES } from './validation-messages';
import { isPassword } from './validation';

/**
 * The login password, a second way in beside SMS codes (docs/spec/business-rules.md "Accounts, roles, security").
 * Its attempt limits mirror the codes': a code dies after 5 wrong tries and a mobile gets at most
 * 20 codes per IP and hour, so a mobile gets 5 wrong passwords per 15 minutes and an IP 20 wrong
 * passwords per hour. Pure rules; the server keeps the failed tries.
 */

export const LOGIN_PASSWORD_MAX_WRONG_TRIES = 5;
export const LOGIN_PASSWORD_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_PASSWORD_MAX_WRONG_PER_IP_PER_HOUR = 20;

/** 请输入密码 / the pattern's message, or null for a valid password. */
export function passwordError(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return PASSWORD_MESSAGES.required;
  return isPassword(value) ? null : PASSWORD_MESSAGES.invalid;
}

/**
 * When a mobile may try a password again, given the instants of its wrong tries: locked while the
 * window holds 5 of them, until the oldest of the newest five leaves it. Null when not locked.
 */
export function passwordLockedUntil(failures: readonly Date[], now: Date): Date | null {
  const recent = failures.filter((at) => now.getTime() - at.getTime() < LOGIN_PASSWORD_WINDOW_MS).sort((a, b) => b.getTime() - a.getTime());
  if (recent.length < LOGIN_PASSWORD_MAX_WRONG_TRIES) return null;
  const fifth = recent[LOGIN_PASSWORD_MAX_WRONG_TRIES - 1]!;
  return new Date(fifth.getTime() + LOGIN_PASSWORD_WINDOW_MS);
}

/** Tries left in the window after this many recent wrong ones (0 = now locked). */
export function passwordTriesLeft(recentFailures: number): number {
  return Math.max(0, LOGIN_PASSWORD_MAX_WRONG_TRIES - recentFailures);
}
