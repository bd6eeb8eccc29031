import { createRequire } from 'node:module';
import type { Environment } from 'vitest/environments';
import { builtinEnvironments } from 'vitest/environments';

// happy-dom, whose teardown first stops the window's pending work and lets React's scheduler run out
// while `window` still exists (see testing-library-setup.ts): a commit made during the teardown queued
// its passive effects, which then ran after the globals were removed ("window is not defined").
const Scheduler = createRequire(import.meta.url)('scheduler') as {
  unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  unstable_IdlePriority: number;
};
const drained = () =>
  new Promise<void>((resolve) => {
    const limit = setTimeout(resolve, 10_000);
    Scheduler.unstable_scheduleCallback(Scheduler.unstable_IdlePriority, () => {
      clearTimeout(limit);
      resolve();
    });
  });

const happyDom = builtinEnvironments['happy-dom'];

export default {
  ...happyDom,
  name: 'happy-dom-drained',
  async setup(global, options) {
    const env = await happyDom.setup(global, options);
    return {
      async teardown(g) {
        const win = (g as { happyDOM?: { abort(): Promise<void> } }).happyDOM;
        await win?.abort();
        await drained();
        await env.teardown(g);
      },
    };
  },
} satisfies Environment;
