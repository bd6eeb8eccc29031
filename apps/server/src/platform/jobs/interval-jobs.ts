import type { Logger } from 'pino';
import { jobDuration, jobRuns } from '../metrics/metrics';

export interface IntervalJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs background jobs on timers. Each job must be safe to run on several processes at once (they use
 * compare-and-set updates or advisory locks); a failing run is logged and retried at the next tick.
 * A job does not overlap itself within a process. Runs and durations are counted in the metrics.
 * The returned stop function clears the timers and waits for the runs in flight: each works in
 * transactions, so a stop never leaves one half-done.
 */
export function startIntervalJobs(jobs: IntervalJob[], logger: Logger): () => Promise<void> {
  const running = new Map<string, Promise<unknown>>();
  let stopped = false;
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (stopped || running.has(job.name)) return;
      const endTimer = jobDuration.startTimer({ job: job.name });
      const run = job
        .run()
        .then(
          () => jobRuns.inc({ job: job.name, outcome: 'ok' }),
          (error: unknown) => {
            jobRuns.inc({ job: job.name, outcome: 'failed' });
            logger.error({ err: error, job: job.name }, 'job failed');
          },
        )
        .finally(() => {
          endTimer();
          running.delete(job.name);
        });
      running.set(job.name, run);
    }, job.everyMs),
  );
  for (const timer of timers) timer.unref();
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running.values()]);
  };
}
