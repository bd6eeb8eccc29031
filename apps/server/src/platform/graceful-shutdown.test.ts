import http from 'node:http';
import { addDays, todayInShanghai } from '@vm/domain/business-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFixture } from '../modules/catalogue/catalogue-fixture';
import { dayLine, newBuyer, orderBody, seedOrderCatalogue } from '../modules/orders/test/order-fixtures';
import { givePayPassword } from '../modules/payments/test/payment-fixtures';
import { startServerProcess } from '../test/server-process';
import { createTestApp, type TestContext } from '../test/test-app';
import { ManualClock } from './clock';

/**
 * Issue 16 "Done when": SIGTERM while 20 clients submit and pay orders. Every request gets an answer
 * or a clean connection refusal, the process exits 0, and the books balance: every order a client was
 * told about exists and no other, holds match the booked-units counters, each paid order has exactly
 * one wallet payment and each unpaid one none. The server runs on the real clock, so this file's too.
 */
const CLIENTS = 20;
const BALANCE = 100_000_000;
const ORDERS_BEFORE_SIGTERM = 30;

type Body = { code?: number; msg?: string; result?: { id?: number } | null };
type Outcome = { status: number; body: Body } | { error: string };

/** One request on a connection of its own (no keep-alive reuse), so each outcome is the server's. */
function send(baseUrl: string, method: string, path: string, token: string, payload: unknown): Promise<Outcome> {
  return new Promise((resolve) => {
    const data = JSON.stringify(payload);
    const request = http.request(
      `${baseUrl}${path}`,
      { method, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), authorization: `Bearer ${token}` } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: Body = {};
          try {
            body = JSON.parse(text) as Body;
          } catch {
            // not JSON: keep the status
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(data);
  });
}

let t: TestContext;
let f: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp({}, { clock: new ManualClock(new Date()) });
  ({ f } = await seedOrderCatalogue(t));
}, 120_000);
afterAll(() => t.close());

describe('graceful shutdown under load', () => {
  it('answers or cleanly refuses every request, exits 0, and leaves the books balanced', async () => {
    const booth = f.booths.S6;
    await t.deps.pool.query('update selling_resources set count = 100000 where id = $1', [booth]);
    const buyers = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const buyer = await newBuyer(t, { balance: BALANCE });
        return { ...buyer, password: await givePayPassword(t, buyer.userId) };
      }),
    );
    const server = await startServerProcess(t.url);
    let stderr = '';
    server.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<string>((resolve) => server.child.once('exit', (code, signal) => resolve(`${code ?? signal}`)));
    const today = todayInShanghai(new Date());
    const outcomes: { kind: 'order' | 'pay'; outcome: Outcome }[] = [];
    const told = { created: new Set<number>(), paid: new Set<number>() };
    let sigtermSent = false;

    const client = async (buyer: (typeof buyers)[number], index: number) => {
      for (let round = 0; round < 500; round += 1) {
        // A different date each round: never a duplicate POST, never a sold-out date.
        const date = addDays(today, 10 + ((round * CLIENTS + index) % 60));
        const order = await send(server.baseUrl, 'POST', '/api/orders', buyer.token, { ...orderBody([dayLine(booth, [date])]), total_actual_price: 150000 });
        outcomes.push({ kind: 'order', outcome: order });
        if ('error' in order) return;
        // 503: the process is draining; like a proxy, the client goes elsewhere (here: stops).
        if (order.status === 503) return;
        if (order.status !== 201) continue;
        const id = order.body.result!.id!;
        told.created.add(id);
        if (!sigtermSent && told.created.size >= ORDERS_BEFORE_SIGTERM) {
          sigtermSent = true;
          server.child.kill('SIGTERM');
        }
        const paid = await send(server.baseUrl, 'POST', `/api/orders/${id}/pay`, buyer.token, { payment_mode: 4, password: buyer.password });
        outcomes.push({ kind: 'pay', outcome: paid });
        if ('error' in paid || paid.status === 503) return;
        if (paid.status === 200) told.paid.add(id);
      }
    };
    await Promise.all(buyers.map((buyer, index) => client(buyer, index)));
    expect(sigtermSent).toBe(true);
    expect(await exited, stderr).toBe('0');

    // Every request: an answer (2xx, or a 4xx/503 with a Chinese reason) or a refused connection. Never a reset.
    const errors = outcomes.flatMap(({ outcome }) => ('error' in outcome ? [outcome.error] : []));
    expect(errors.filter((error) => error !== 'ECONNREFUSED')).toEqual([]);
    const turnedAway = outcomes.flatMap(({ outcome }) => ('status' in outcome && outcome.status === 503 ? [outcome.body] : []));
    for (const body of turnedAway) expect(body).toMatchObject({ code: 503, msg: '服务正在停止，请稍后重试', result: null });
    const statuses = outcomes.flatMap(({ outcome }) => ('status' in outcome ? [outcome.status] : []));
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(told.created.size).toBeGreaterThanOrEqual(ORDERS_BEFORE_SIGTERM);

    // The books: the orders in the database are exactly the ones clients were told about.
    const ids = buyers.map((buyer) => buyer.userId);
    const orders = (
      await t.deps.pool.query<{ id: number; status: string; actual_fee: number; user_id: number }>(
        'select id, status, actual_fee, user_id from orders where user_id = any($1)',
        [ids],
      )
    ).rows;
    expect(new Set(orders.map((order) => order.id))).toEqual(told.created);
    expect(new Set(orders.filter((order) => order.status === 'paid').map((order) => order.id))).toEqual(told.paid);
    expect(orders.every((order) => order.status === 'paid' || order.status === 'submitted')).toBe(true);

    // Each paid order has exactly one payment; an unpaid one none; the wallets add up.
    const payments = (
      await t.deps.pool.query<{ order_id: number; n: number }>(
        `select order_id, count(*)::int as n from wallet_entries where kind = 'payment' and user_id = any($1) group by order_id`,
        [ids],
      )
    ).rows;
    expect(new Map(payments.map((row) => [row.order_id, row.n]))).toEqual(new Map([...told.paid].map((id) => [id, 1])));
    const balances = (
      await t.deps.pool.query<{ user_id: number; balance: number }>(
        'select user_id, coalesce(sum(amount), 0)::bigint as balance from wallet_entries where user_id = any($1) group by user_id',
        [ids],
      )
    ).rows;
    for (const { user_id: userId, balance } of balances) {
      const spent = orders.filter((order) => order.user_id === userId && order.status === 'paid').reduce((sum, order) => sum + order.actual_fee, 0);
      expect(balance).toBe(BALANCE - spent);
    }

    // Holds = booked units: the counters match the holds, and every live order line holds its one unit.
    const mismatched = await t.deps.pool.query(
      `select b.date, b.held, coalesce(h.units, 0) as units from booked_units b
         left join (select selling_resource_id, date, sum(units)::int as units from holds group by 1, 2) h
           on h.selling_resource_id = b.selling_resource_id and h.date = b.date
        where b.selling_resource_id = $1 and b.held <> coalesce(h.units, 0)`,
      [booth],
    );
    expect(mismatched.rows).toEqual([]);
    const held = (
      await t.deps.pool.query<{ n: number }>(
        `select coalesce(sum(h.units), 0)::int as n from holds h join order_items i on i.id = h.order_item_id where i.order_id = any($1)`,
        [[...told.created]],
      )
    ).rows[0]!.n;
    expect(held).toBe(told.created.size);
  }, 180_000);
});
