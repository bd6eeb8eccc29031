/** The `p`-th percentile (0–100) of a list of milliseconds. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs `operation` (the queries of one request) from `connections` concurrent loops for `seconds`,
 * straight through `pg`: the ceiling the HTTP numbers are compared with.
 */
export async function runRawLoad(connections: number, seconds: number, operation: () => Promise<unknown>): Promise<{ rps: number; p50: number; p95: number }> {
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await operation();
        times.push(performance.now() - started);
      }
    }),
  );
  return { rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95) };
}
