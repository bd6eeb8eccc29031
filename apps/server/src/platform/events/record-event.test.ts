import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { withRetriedTransaction } from '../db/with-retried-transaction';
import { withTransaction } from '../db/with-transaction';
import { recordEvent, recordEventAtCommit, type EventSubscriber } from './record-event';

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
    await withTransaction(t.deps.pool, (tx) =>
      recordEvent(tx, { type: 'order.paid', orderId: 9001, payload: { amount: 100 }, now: t.clock.now() }, t.deps.events),
    );
    expect(await eventsOf(9001)).toEqual([{ type: 'order.paid', payload: { amount: 100 } }]);
  });

  it('writes none when the transaction rolls back', async () => {
    const failed = await withTransaction(t.deps.pool, async (tx) => {
      await recordEvent(tx, { type: 'order.cancelled', orderId: 9002, now: t.clock.now() }, t.deps.events);
      throw new Error('a later step failed');
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await eventsOf(9002)).toEqual([]);
  });

  it('writes it once when a deadlock makes the transaction run again', async () => {
    let attempts = 0;
    await withRetriedTransaction(t.deps.pool, async (tx) => {
      attempts += 1;
      await recordEvent(tx, { type: 'order.paid', orderId: 9003, payload: { attempt: attempts }, now: t.clock.now() }, t.deps.events);
      if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    expect(attempts).toBe(2);
    expect(await eventsOf(9003)).toEqual([{ type: 'order.paid', payload: { attempt: 2 } }]);
  });
});

describe('the audit log', () => {
  it('gets a staff action in the same transaction, and nothing when it rolls back', async () => {
    const audit = { action: 'user.freeze', targetType: 'user', targetId: 77, before: { frozen: false }, after: { frozen: true } };
    await withTransaction(t.deps.pool, (tx) => recordEvent(tx, { type: 'order.paid', orderId: 9101, actorId: 5, audit, now: t.clock.now() }, t.deps.events));
    await withTransaction(t.deps.pool, async (tx) => {
      await recordEvent(tx, { type: 'order.paid', orderId: 9102, actorId: 5, audit: { ...audit, targetId: 78 }, now: t.clock.now() }, t.deps.events);
      throw new Error('a later step failed');
    }).catch(() => undefined);
    const rows = (await t.deps.pool.query('select actor_id, action, target_type, target_id, before, after from audit_log order by id')).rows;
    expect(rows).toEqual([{ actor_id: 5, action: 'user.freeze', target_type: 'user', target_id: '77', before: { frozen: false }, after: { frozen: true } }]);
  });

  it('cannot be changed or emptied through SQL as the app user', async () => {
    for (const statement of ['update audit_log set action = $$x$$', 'delete from audit_log', 'truncate audit_log']) {
      await expect(t.deps.pool.query(statement)).rejects.toThrow(/append-only/);
    }
    expect((await t.deps.pool.query('select count(*)::int as n from audit_log')).rows[0].n).toBe(1);
  });
});

describe('event subscribers (passed explicitly, decision 0049)', () => {
  const seen: string[] = [];
  const subscriber: EventSubscriber = {
    name: 'test',
    handles: (type) => type === 'order.paid',
    async afterRecord(tx, event) {
      const row = await tx.query<{ type: string }>('select type from domain_events where id = $1', [event.id]);
      seen.push(`${event.type}:${row.rows[0]?.type}`);
    },
  };

  it('runs each subscriber that handles the type, on the event transaction, after the event row', async () => {
    seen.length = 0;
    await withTransaction(t.deps.pool, async (tx) => {
      await recordEvent(tx, { type: 'order.paid', orderId: 9201, now: t.clock.now() }, [subscriber]);
      await recordEvent(tx, { type: 'order.cancelled', orderId: 9201, now: t.clock.now() }, [subscriber]);
    });
    expect(seen).toEqual(['order.paid:order.paid']);
  });

  it('refuses an event a subscriber handles at commit (its rows would follow the commit)', async () => {
    const refused = await withTransaction(t.deps.pool, async (tx) => {
      recordEventAtCommit(tx, { type: 'order.paid', orderId: 9202, now: t.clock.now() }, [subscriber]);
    }).catch((error: unknown) => error);
    expect(String(refused)).toContain('order.paid notifies (test)');
    expect(await eventsOf(9202)).toEqual([]);
    await withTransaction(t.deps.pool, async (tx) => {
      recordEventAtCommit(tx, { type: 'order.cancelled', orderId: 9202, now: t.clock.now() }, [subscriber]);
    });
    expect(await eventsOf(9202)).toEqual([{ type: 'order.cancelled', payload: {} }]);
  });

  it('the process subscribers are the notifications outbox', () => {
    expect(t.deps.events.map((each) => each.name)).toEqual(['notifications']);
  });
});
