import type { AppDeps } from '../../platform/deps';

/** How long a health check waits for the database before calling it unavailable. */
const ANSWER_TIMEOUT_MS = 2000;

/** True when the database of this pool answers a trivial query within the timeout. */
export async function databaseAnswers(pool: AppDeps['pool']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS)));
  try {
    return await Promise.race([
      pool.query('select 1').then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
