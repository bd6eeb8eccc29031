import { createSign, createVerify } from 'node:crypto';

/**
 * The gateway's RSA2 (SHA256withRSA) content to sign: every non-empty field but `sign` (and
 * `sign_type` for notifies), sorted by key, `key=value` joined with `&`, values unencoded.
 */
export function signContent(fields: Record<string, string>, omit: readonly string[]): string {
  return Object.keys(fields)
    .filter((key) => !omit.includes(key) && fields[key] !== undefined && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

export const rsa2Sign = (content: string, privateKeyPem: string): string => createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');

export function rsa2Verify(content: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}
