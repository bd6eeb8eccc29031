import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** An opaque bearer token: 32 random bytes, URL-safe. Only its hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Six random digits, leading zeros allowed. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
