import { useEffect } from 'react';
import { typedApi } from '@/shared/api/typed-api';

const VISITOR_KEY = 'vm.visitor';

/**
 * A first-party random id kept in this browser's localStorage (never sent anywhere but the view counter,
 * which stores only a day-scoped hash of it; decision 0056). Null when storage is unavailable.
 */
function visitorId(): string | null {
  try {
    let id = window.localStorage.getItem(VISITOR_KEY);
    if (!id || !/^[0-9a-f-]{16,64}$/.test(id)) {
      id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(16).slice(2).padEnd(16, '0');
      window.localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/**
 * Counts one view of the venue (POST /api/fields/{id}/views): fire-and-forget after the first render, once
 * per mounted venue; the server keeps one view per visitor, venue and day. Failures are ignored.
 */
export function useVenueView(topPhysicalId: number, ready: boolean): void {
  useEffect(() => {
    if (!ready || !Number.isInteger(topPhysicalId)) return;
    const id = visitorId();
    if (!id) return;
    const timer = window.setTimeout(() => {
      typedApi
        .post('/fields/{top_physical_id}/views', { params: { top_physical_id: topPhysicalId }, body: { visitor_id: id }, onUnauthorized: 'silent' })
        .catch(() => undefined);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [topPhysicalId, ready]);
}
