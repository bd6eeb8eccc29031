import { paths } from '@/shared/paths';
import type { LoginReason } from './login-reasons';

export const LOGIN_PATH = paths.login();
export const REGISTER_PATH = paths.register();
export const HOME_PATH = paths.home();

/**
 * The `from` a login may return to: only a same-origin path starting with a single '/', never an
 * auth page (that would loop). Anything else, including `//evil.example` and `/\evil`, goes home.
 */
export function safeFromPath(from: string | null | undefined, origin = window.location.origin): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== origin || url.pathname.startsWith('/auth/')) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `/auth/code-login?from=<path>` (or the register page) for the given place to come back to; with a
 * `reason`, the login page says why the visitor is there (login-reasons.ts).
 */
export function authUrl(from: string, page: string = LOGIN_PATH, reason?: LoginReason): string {
  return `${page}?from=${encodeURIComponent(from)}${reason ? `&reason=${reason}` : ''}`;
}
