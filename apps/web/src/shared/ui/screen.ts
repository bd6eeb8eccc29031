import { useSyncExternalStore } from 'react';

/**
 * A phone-sized screen: below antd's md breakpoint (768 px), the width the CSS modules' phone rules use
 * (`@media (max-width: 767.98px)`, decision 0037). Layout stays in CSS; this is for behaviour only
 * (a panel closed at first, a one-month calendar instead of two).
 */
export const PHONE_MEDIA_QUERY = '(max-width: 767.98px)';

function phoneQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_MEDIA_QUERY) : null;
}

/** Whether the screen is phone-sized now (false where there is no window or no matchMedia). */
export function isPhoneScreen(): boolean {
  return phoneQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is phone-sized, re-rendering when it turns (a rotated tablet, a resized window). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneScreen, () => false);
}
