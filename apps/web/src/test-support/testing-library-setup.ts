import { cleanup, configure } from '@testing-library/react';
import { createRequire } from 'node:module';
import { afterAll, afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait 1 s by default. On the shared 2-core machine (vitest runs the server's
// files beside these) a page's first render with antd can take longer than that, so they wait up to 5 s;
// a passing test is no slower for it.
configure({ asyncUtilTimeout: 5_000 });

// React's scheduler, the very instance react-dom uses (both are plain Node modules, loaded once through
// Node's require), so that a callback queued here is ordered among React's own work.
const Scheduler = createRequire(import.meta.url)('scheduler') as {
  unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  unstable_IdlePriority: number;
};

/**
 * Resolves once React's scheduler has no other work queued: an idle-priority callback runs only after
 * every task queued before it (and every task those queue in turn) has finished, however many 5 ms
 * slices that takes on a loaded machine. Gives up after `limitMs` of real time.
 */
function reactWorkDrained(limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, limitMs);
    Scheduler.unstable_scheduleCallback(Scheduler.unstable_IdlePriority, () => {
      clearTimeout(limit);
      resolve();
    });
  });
}

// Vitest runs without globals, so testing-library's automatic cleanup is not registered: unmount what
// each test rendered (inside act) when it ends, so that nothing it mounted keeps working afterwards.
afterEach(() => {
  cleanup();
});

// React's scheduler queues its work with Node's setImmediate, which the DOM's teardown after the file does
// not cancel: work still queued when vitest removed `window` (an antd toast's or overlay's own root
// finishing its render) ran without it, and vitest reported "ReferenceError: window is not defined"
// against whichever file ran last — a fixed number of turns was not enough under load. So before the
// teardown: unmount everything testing-library rendered, stop what happy-dom still has pending (its
// timers, requests and animation frames, which could otherwise queue more React work during the
// teardown), and wait until React's queue is really empty.
afterAll(async () => {
  vi.useRealTimers();
  cleanup();
  const happyDom = (window as unknown as { happyDOM?: { abort(): Promise<void> } }).happyDOM;
  await happyDom?.abort();
  await reactWorkDrained(10_000);
});
