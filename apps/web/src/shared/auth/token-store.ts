import { useSyncExternalStore } from 'react';

/** localStorage key of the bearer token; logout clears all of localStorage anyway. */
export const TOKEN_STORAGE_KEY = 'vm.token';

const listeners = new Set<() => void>();

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): behave as a visitor.
    return null;
  }
}

export function getToken(): string | null {
  return readStorage();
}

export function setToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // see readStorage
  }
  notifyTokenChanged();
}

/** Tells subscribers to re-read the token, e.g. after storage was cleared wholesale on logout. */
export function notifyTokenChanged(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab logged in or out.
  if (event.key === TOKEN_STORAGE_KEY || event.key === null) notifyTokenChanged();
}

export function subscribeToken(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The current token, re-rendering on login, logout and changes made in other tabs. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

const sessionKeys = new Map<string, string>();

/**
 * An opaque stand-in for `token` in client cache keys: the same for the same token, different for another,
 * and saying nothing about it (query keys are printed in warnings, devtools and error reports — a token
 * there would hand the session to whatever collects them).
 */
export function sessionKey(token: string | null): string | null {
  if (token === null) return null;
  let key = sessionKeys.get(token);
  if (key === undefined) {
    key = `session-${sessionKeys.size + 1}`;
    sessionKeys.set(token, key);
  }
  return key;
}
