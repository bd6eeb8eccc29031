import { MESSAGE_EVENT_TYPES } from '@vm/domain/user-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../test/test-app';
import type { CatalogueFixture } from '../modules/catalogue/catalogue-fixture';
import { advanceOrdersByDate } from '../modules/orders/advance-by-date';
import { autoCancelUnpaidOrders } from '../modules/orders/auto-cancel-unpaid';
import { dayLine, HOUR, newBuyer, orderBody, placeOrder, seedOrderCatalogue } from '../modules/orders/test/order-fixtures';
import { paymentJobs } from '../modules/payments/payment-jobs';
import { givePayPassword } from '../modules/payments/test/payment-fixtures';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { recordEvent, type DomainEventType } from '../platform/events/record-event';
import { askGatewayBeforeCancel } from './ask-gateway-before-cancel';

/**
 * 站内信 come from recordEvent: every event of docs/spec/business-rules.md's list, recorded where it happens,
 * writes exactly one message to the person it concerns (the order's buyer unless it names someone),
 * in its own transaction — also when that transaction is run again.
 */

let t: TestContext;
let f: CatalogueFixture;
let supplier: string;
let operator: { userId: number; token: string };
let sequence = 0;
const START = new Date('2026-11-22T02:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  operator = await loginAs(t, '13700000009', ['operator']);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });
const put = (url: string, token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const itemsOf = async (orderId: number) =>
  (await t.deps.pool.query<{ id: number; order_num: string }>('select id, order_num from order_items where order_id = $1 order by position', [orderId])).rows;
const orderNumOf = async (orderId: number) =>
  (await t.deps.pool.query<{ order_num: string }>('select order_num from orders where id = $1', [orderId])).rows[0]!.order_num;

/** Each event of the order with the messages it wrote (recipient, title), in order. */
async function eventsWithMessages(orderId: number) {
  const rows = await t.deps.pool.query<{ type: string; messages: { user_id: number; title: string }[] }>(
    `select e.type, coalesce(json_agg(json_build_object('user_id', m.user_id, 'title', m.title) order by m.id) filter (where m.id is not null), '[]') as messages
       from domain_events e left join user_messages m on m.event_id = e.id where e.order_id = $1 group by e.id order by e.id`,
    [orderId],
  );
  return rows.rows;
}

const messagesOf = async (userId: number) =>
  (
    await t.deps.pool.query<{ type: string; title: string; body: string; target_type: string | null; target_id: number | null }>(
      'select type, title, body, target_type, target_id from user_messages where user_id = $1 order by id',
      [userId],
    )
  ).rows;

async function uploadedProof(userId: number): Promise<string> {
  const url = `/files/voucher/2026/11/${userId}-${(sequence += 1)}.png`;
  await t.deps.pool.query(
    `insert into uploaded_files (user_id, bucket, storage_key, url, original_name, content_type, size_bytes, created_at) values ($1, 'voucher', $2, $2, 'p.png', 'image/png', 1000, $3)`,
    [userId, url, t.clock.now()],
  );
  return url;
}

describe('messages from the events of an order’s life', () => {
  it('placed, paid, approved, rejected (with its refund), executing, finished: one message each, to the buyer, naming the order', async () => {
    t.clock.set(START);
    const buyer = await newBuyer(t, { balance: 5_000_000 });
    const password = await givePayPassword(t, buyer.userId);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-10']), dayLine(f.booths.S1, ['2026-12-10'])]));
    const orderNum = await orderNumOf(orderId);
    expect((await post(`/api/orders/${orderId}/pay`, buyer.token, { payment_mode: 4, password })).statusCode).toBe(200);
    const [first, second] = await itemsOf(orderId);
    expect((await post(`/api/order_items/${first!.id}/approve`, supplier)).statusCode).toBe(200);
    expect((await post(`/api/order_items/${second!.id}/deny`, supplier, { reason: '档期冲突' })).statusCode).toBe(200);

    t.clock.set(new Date('2026-12-10T01:00:00Z'));
    expect(await advanceOrdersByDate(t.deps)).toContain(orderId);
    t.clock.set(new Date('2026-12-11T01:00:00Z'));
    expect(await advanceOrdersByDate(t.deps)).toContain(orderId);
    // The sweep running again (another process, a restart) finds nothing to do and writes nothing.
    expect(await advanceOrdersByDate(t.deps)).not.toContain(orderId);
    t.clock.set(START);

    const to = (title: string) => [{ user_id: buyer.userId, title }];
    expect(await eventsWithMessages(orderId)).toEqual([
      { type: 'order.placed', messages: to('订单已提交') },
      { type: 'order.paid', messages: to('支付成功') },
      { type: 'order_item.approved', messages: to('订单审核通过') },
      { type: 'refund.completed', messages: to('退款已完成') },
      { type: 'order_item.rejected', messages: to('订单被拒绝') },
      { type: 'order.executing', messages: to('订单开始执行') },
      { type: 'order.finished', messages: to('订单已完成') },
    ]);
    const bodies = (await messagesOf(buyer.userId)).map((message) => message.body);
    expect(bodies[0]).toBe(`您的订单${orderNum}已提交，请在48小时内完成支付，逾期订单将自动取消。`);
    expect(bodies[2]).toContain(first!.order_num);
    expect(bodies[4]).toContain('原因：档期冲突');
    // The deposit is held 3 days after the order finished (decision 0045): the finishing message no longer announces it.
    expect(bodies[6]).not.toContain('押金');
    expect((await messagesOf(buyer.userId)).every((message) => message.target_type === 'order' && message.target_id === orderId)).toBe(true);
  });

  it('auto-cancelled by the 48-hour sweep: one message; cancelled by the buyer: none', async () => {
    t.clock.set(START);
    const buyer = await newBuyer(t);
    const swept = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-20'])]));
    const cancelled = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-20'])]));
    t.clock.advance(HOUR);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${cancelled}`, headers: bearer(buyer.token) })).statusCode).toBe(200);
    t.clock.advance(48 * HOUR);
    await autoCancelUnpaidOrders(t.deps, { stillUnpaid: askGatewayBeforeCancel(t.deps) });
    await autoCancelUnpaidOrders(t.deps, { stillUnpaid: askGatewayBeforeCancel(t.deps) });
    t.clock.set(START);
    expect((await eventsWithMessages(swept)).map((event) => [event.type, event.messages.length])).toEqual([
      ['order.placed', 1],
      ['order.cancelled', 1],
    ]);
    expect((await eventsWithMessages(cancelled)).map((event) => [event.type, event.messages.length])).toEqual([
      ['order.placed', 1],
      ['order.cancelled', 0],
    ]);
    expect((await messagesOf(buyer.userId)).map((message) => message.title)).toEqual(['订单已提交', '订单已提交', '订单已自动取消']);
  });

  it('a transfer refused, then confirmed; its refund paid back by the operator: one message each', async () => {
    t.clock.set(START);
    const buyer = await newBuyer(t);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-22'])]));
    expect((await put(`/api/orders/${orderId}/upload_voucher`, buyer.token, { voucher_image_url: [await uploadedProof(buyer.userId)] })).statusCode).toBe(200);
    expect((await post(`/api/operator/transfers/${orderId}/refuse`, operator.token, { reason: '未收到款项' })).statusCode).toBe(200);
    expect((await put(`/api/orders/${orderId}/upload_voucher`, buyer.token, { voucher_image_url: [await uploadedProof(buyer.userId)] })).statusCode).toBe(200);
    expect((await post(`/api/operator/transfers/${orderId}/confirm`, operator.token)).statusCode).toBe(200);
    // The buyer cancels before the supplier's review: the transfer is to be paid back by bank.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) })).statusCode).toBe(200);
    const refund = (await t.deps.pool.query<{ id: number }>('select id from payment_refunds where order_id = $1', [orderId])).rows[0]!;
    expect((await post(`/api/operator/refunds/${refund.id}/done`, operator.token)).statusCode).toBe(200);
    expect((await post(`/api/operator/refunds/${refund.id}/done`, operator.token)).statusCode).toBe(409);

    expect((await eventsWithMessages(orderId)).map((event) => [event.type, event.messages.map((message) => message.title)])).toEqual([
      ['order.placed', ['订单已提交']],
      ['transfer.proof_uploaded', []],
      ['transfer.refused', ['转账凭证未通过']],
      ['transfer.proof_uploaded', []],
      ['order.paid', ['转账已确认']],
      ['order.cancelled', []],
      ['refund.completed', ['退款已完成']],
    ]);
    expect((await messagesOf(buyer.userId)).at(-1)?.body).toMatch(/已退回您的付款银行账户。$/);
    const audit = await t.deps.pool.query('select actor_id, action, target_type, target_id from audit_log where action = $1', ['refund.mark_done']);
    expect(audit.rows).toEqual([{ actor_id: operator.userId, action: 'refund.mark_done', target_type: 'payment_refund', target_id: String(refund.id) }]);
  });

  it('an Alipay refund: one message once the gateway accepted it, however often the job runs', async () => {
    t.clock.set(START);
    const buyer = await newBuyer(t);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-23'])]));
    const started = await post(`/api/orders/${orderId}/alipay`, buyer.token);
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/dev/alipay-sandbox/complete',
      payload: { out_trade_no: started.json().result.out_trade_no },
    });
    expect(completed.json().result.notify_response).toBe('success');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) })).statusCode).toBe(200);
    for (const job of paymentJobs(t.deps)) await job.run();
    for (const job of paymentJobs(t.deps)) await job.run();
    const refunds = (await eventsWithMessages(orderId)).filter((event) => event.type === 'refund.completed');
    expect(refunds).toEqual([{ type: 'refund.completed', messages: [{ user_id: buyer.userId, title: '退款已完成' }] }]);
    expect((await messagesOf(buyer.userId)).at(-1)?.body).toMatch(/已退回您的支付宝账户。$/);
  });
});

describe('messages from events that name the person they concern', () => {
  it('an application approved or refused: the applicant’s message, and the operator’s audit entry', async () => {
    const approved = await loginAs(t, '13611110001');
    const refused = await loginAs(t, '13611110002');
    const idOf = async (token: string, type: number) =>
      (await post('/api/supplier_applications', token, { type, connect_name: '上海某某物业有限公司', mobile: '13611110001' })).json().result.id as number;
    const first = await idOf(approved.token, 1);
    const second = await idOf(refused.token, 2);
    expect((await post(`/api/operator/supplier_applications/${first}/approve`, operator.token)).statusCode).toBe(200);
    expect((await post(`/api/operator/supplier_applications/${second}/refuse`, operator.token, { reason: '营业执照不清晰' })).statusCode).toBe(200);
    expect((await post(`/api/operator/supplier_applications/${second}/approve`, operator.token)).statusCode).toBe(409);

    expect(await messagesOf(approved.userId)).toEqual([
      {
        type: 'supplier_application.approved',
        title: '入驻申请已通过',
        body: '您申请成为场地供应商的申请已通过审核，欢迎入驻。',
        target_type: 'application',
        target_id: first,
      },
    ]);
    expect(await messagesOf(refused.userId)).toEqual([
      {
        type: 'supplier_application.refused',
        title: '入驻申请未通过',
        body: '您申请成为代理商的申请未通过审核，原因：营业执照不清晰。',
        target_type: 'application',
        target_id: second,
      },
    ]);
    const audit = await t.deps.pool.query(`select actor_id, action, target_id, after from audit_log where target_type = 'supplier_application' order by id`);
    expect(audit.rows).toEqual([
      { actor_id: operator.userId, action: 'supplier_application.approve', target_id: String(first), after: { status: 'approved', reason: null } },
      { actor_id: operator.userId, action: 'supplier_application.refuse', target_id: String(second), after: { status: 'refused', reason: '营业执照不清晰' } },
    ]);
  });
});

describe('a retried transaction', () => {
  it('writes each kind of message once, from the attempt that committed', async () => {
    t.clock.set(START);
    const buyer = await newBuyer(t);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-24'])]));
    const other = await newBuyer(t);
    const before = (await messagesOf(buyer.userId)).length;
    for (const type of MESSAGE_EVENT_TYPES) {
      let attempts = 0;
      await withRetriedTransaction(t.deps.pool, async (tx) => {
        attempts += 1;
        const payload = { reason: 'timeout', amount: 100, channel: 'wallet', attempt: attempts };
        // Events naming a person (applications, demands, replies) go to them; the others to the order's buyer.
        const subject = type.startsWith('supplier_application.') || type === 'demand.accepted' || type === 'comment.replied' ? other.userId : null;
        await recordEvent(
          tx,
          { type: type as DomainEventType, orderId: subject ? null : orderId, subjectUserId: subject, payload, now: t.clock.now() },
          t.deps.events,
        );
        if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      });
      expect(attempts).toBe(2);
    }
    const perEvent = await t.deps.pool.query<{ n: number }>(
      `select count(m.id)::int as n from domain_events e left join user_messages m on m.event_id = e.id
        where e.payload->>'attempt' is not null group by e.id`,
    );
    expect(perEvent.rows.map((row) => row.n)).toEqual(MESSAGE_EVENT_TYPES.map(() => 1));
    const personal = MESSAGE_EVENT_TYPES.filter((type) => type.startsWith('supplier_application.') || type === 'demand.accepted' || type === 'comment.replied');
    expect((await messagesOf(buyer.userId)).length - before).toBe(MESSAGE_EVENT_TYPES.length - personal.length);
    expect((await messagesOf(other.userId)).length).toBe(personal.length);
    expect((await t.deps.pool.query(`select count(*)::int as n from domain_events where payload->>'attempt' = '1'`)).rows[0].n).toBe(0);
  });

  it('an event about nobody in particular (no order, no person) writes no message', async () => {
    await withRetriedTransaction(t.deps.pool, (tx) =>
      recordEvent(tx, { type: 'order.placed', orderId: 999_999, payload: { attempt: 'x' }, now: t.clock.now() }, t.deps.events),
    );
    const event = (await t.deps.pool.query<{ id: number }>(`select id from domain_events where order_id = 999999`)).rows[0]!;
    expect((await t.deps.pool.query('select count(*)::int as n from user_messages where event_id = $1', [event.id])).rows[0].n).toBe(0);
  });
});
