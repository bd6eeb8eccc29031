import type { Logger } from 'pino';

export interface IntervalJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs background jobs on timers. Each job must be safe to run on several processes at once (they use
 * compare-and-set updates or advisory locks); a failing run is logged and retried at the next tick.
 */
export function startIntervalJobs(jobs: IntervalJob[], logger: Logger): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      const run = job
        .run()
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => running.delete(run));
      running.add(run);
    }, job.everyMs),
  );
  for (const timer of timers) timer.unref();
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}
