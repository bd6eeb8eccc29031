/**
 * Resolves once the browser has drawn the page's first content (the `first-contentful-paint` entry), so
 * work the first screen does not need (the API's answers for lower sections, the booking block's code)
 * starts after the page is on screen instead of competing with it for the network and the main thread
 * (decision 0029). Resolves at once where there is nothing to wait for: no paint timing (tests, old
 * browsers), a hidden tab (it does not paint), or a page already drawn; and after MAX_WAIT_MS at the
 * latest, so nothing ever waits on a paint that does not come.
 */
export const MAX_WAIT_MS = 1000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

let firstPaint: Promise<void> | null = null;

function canWaitForPaint(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof document !== 'undefined' &&
    document.visibilityState === 'visible' &&
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
  );
}

function waitForFirstPaint(): Promise<void> {
  if (!canWaitForPaint()) return Promise.resolve();
  if (performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const timer = setTimeout(done, MAX_WAIT_MS);
    document.addEventListener('visibilitychange', done);
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The first paint of this page load (one promise for every caller). */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= waitForFirstPaint();
  return firstPaint;
}
