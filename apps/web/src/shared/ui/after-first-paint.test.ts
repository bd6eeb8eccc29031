import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Entries = { getEntriesByName: (name: string) => { name: string }[] };

/** A PerformanceObserver that supports paint timing; `paint()` delivers the first contentful paint. */
function fakePaintTiming() {
  const observers: ((list: Entries) => void)[] = [];
  const disconnected: boolean[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly index: number;
    constructor(callback: (list: Entries) => void) {
      this.index = observers.push(callback) - 1;
      disconnected[this.index] = false;
    }
    observe() {}
    disconnect() {
      disconnected[this.index] = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    disconnected,
    paint(name = 'first-contentful-paint') {
      observers.forEach((callback, index) => {
        if (!disconnected[index]) callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      });
    },
  };
}

async function freshModule() {
  vi.resetModules();
  return import('./after-first-paint');
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves at once where the browser has no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterFirstPaint } = await freshModule();
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('waits for the first contentful paint, not the first paint, and then lets everyone through', async () => {
    const timing = fakePaintTiming();
    const { afterFirstPaint } = await freshModule();
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    timing.paint('first-paint');
    expect(await settled(waiting)).toBe(false);
    timing.paint();
    expect(await settled(waiting)).toBe(true);
    expect(timing.disconnected).toEqual([true]);
    // Later callers share the settled promise: no second observer, no wait.
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(timing.disconnected).toHaveLength(1);
  });

  it('gives up waiting after MAX_WAIT_MS', async () => {
    fakePaintTiming();
    const { afterFirstPaint, MAX_WAIT_MS } = await freshModule();
    const waiting = afterFirstPaint();
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait in a hidden tab, which does not paint', async () => {
    fakePaintTiming();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { afterFirstPaint } = await freshModule();
    expect(await settled(afterFirstPaint())).toBe(true);
    visibility.mockRestore();
  });

  it('stops waiting when the tab is hidden while it waits', async () => {
    fakePaintTiming();
    const { afterFirstPaint } = await freshModule();
    const waiting = afterFirstPaint();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(waiting)).toBe(true);
    visibility.mockRestore();
  });
});
