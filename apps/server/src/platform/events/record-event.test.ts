import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { withRetriedTransaction } from '../db/with-retried-transaction';
import { withTransaction } from '../db/with-transaction';
import { recordEvent } from './record-event';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const eventsOf = async (orderId: number) =>
  (await t.deps.pool.query<{ type: string; payload: unknown }>('select type, payload from domain_events where order_id = $1 order by id', [orderId])).rows;

describe('recordEvent', () => {
  it('writes the event with the transaction that committed', async () => {
    await withTransaction(t.deps.pool, (tx) => recordEvent(tx, { type: 'order.paid', orderId: 9001, payload: { amount: 100 }, now: t.clock.now() }));
    expect(await eventsOf(9001)).toEqual([{ type: 'order.paid', payload: { amount: 100 } }]);
  });

  it('writes none when the transaction rolls back', async () => {
    const failed = await withTransaction(t.deps.pool, async (tx) => {
      await recordEvent(tx, { type: 'order.cancelled', orderId: 9002, now: t.clock.now() });
      throw new Error('a later step failed');
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await eventsOf(9002)).toEqual([]);
  });

  it('writes it once when a deadlock makes the transaction run again', async () => {
    let attempts = 0;
    await withRetriedTransaction(t.deps.pool, async (tx) => {
      attempts += 1;
      await recordEvent(tx, { type: 'order.paid', orderId: 9003, payload: { attempt: attempts }, now: t.clock.now() });
      if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    expect(attempts).toBe(2);
    expect(await eventsOf(9003)).toEqual([{ type: 'order.paid', payload: { attempt: 2 } }]);
  });
});
