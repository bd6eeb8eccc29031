// usage: import { loginPage } from './login.mjs'
export async function login(page, base, mobile) {
  const send = await fetch(`${base}/api/auth/sms_code`, { method: 'POST' }).catch(() => null);
  return send;
}
