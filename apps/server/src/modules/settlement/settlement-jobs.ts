import type { IntervalJob } from '../../platform/jobs/interval-jobs';
import type { AppDeps } from '../../platform/deps';
import { releaseDueEarnings } from './earnings';

/** pending → available once the sub-order finished and the hold passed; safe on several processes (compare-and-set, unique ledger rows). */
export function settlementJobs(deps: Pick<AppDeps, 'pool' | 'clock'>): IntervalJob[] {
  return [{ name: 'release-due-earnings', everyMs: 10 * 60_000, run: () => releaseDueEarnings(deps) }];
}
