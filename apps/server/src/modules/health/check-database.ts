import type { AppDeps } from '../../platform/deps';

/** True when the database answers a trivial query. */
export async function databaseAnswers(deps: Pick<AppDeps, 'pool'>): Promise<boolean> {
  try {
    await deps.pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}
