import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webJobs } from './background';
import { createTestApp, type TestContext } from './test/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the web processes’ interval jobs', () => {
  it('roll up the insights every minute: a run stores the closed days and leaves none of them marked stale', async () => {
    const job = webJobs(t.deps).find((candidate) => candidate.name === 'insights-roll-up');
    expect(job?.everyMs).toBe(60_000);
    // A view yesterday (Shanghai) marks its day stale; the job's run rolls it (and the window's empty days).
    const day = new Date(t.clock.now().getTime() - 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    await t.deps.pool.query(`insert into venue_views (physical_resource_id, day, visitor) values (1, $1, repeat('c', 64))`, [day]);
    expect((await t.deps.pool.query('select 1 from insights_stale_marks where day = $1', [day])).rowCount).toBeGreaterThan(0);
    await job!.run();
    const rolled = await t.deps.pool.query('select 1 from insights_rolled_days where day = $1', [day]);
    expect(rolled.rowCount).toBe(1);
    const stale = await t.deps.pool.query('select 1 from insights_stale_marks where day = $1', [day]);
    expect(stale.rowCount).toBe(0);
  });
});
