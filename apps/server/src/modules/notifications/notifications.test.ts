import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { dayLine, HOUR, newBuyer, orderBody, placeOrder } from '../orders/test/order-fixtures';
import { givePayPassword } from '../payments/test/payment-fixtures';
import { createDatabase } from '../../platform/db/client';
import { withTransaction } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { createNotificationChannels, type NotificationChannels } from './channels';
import { writeDueReminders } from './reminders';
import { outboxOptions } from './options';
import { DEFAULT_LEASE_MS, deliverDueMessages } from './worker';
import { startSmsReceiver, startSmtpServer } from './test/receivers';

let t: TestContext;
let f: CatalogueFixture;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
let channels: NotificationChannels;
let supplier: { userId: number; token: string };
let staff: { userId: number; token: string };

const SUPPLIER_MOBILE = '13900000001';
const STAFF_MOBILE = '13900000077';

beforeAll(async () => {
  smtp = await startSmtpServer();
  sms = await startSmsReceiver();
  t = await createTestApp({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: sms.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: '场地通 <notify@venues.test>',
    PUBLIC_BASE_URL: 'https://venues.test',
  });
  supplier = await loginAs(t, SUPPLIER_MOBILE, ['property']);
  const { seedTestCatalogue } = await import('../catalogue/catalogue-fixture');
  f = await seedTestCatalogue(t.deps.pool, supplier.userId);
  staff = await loginAs(t, STAFF_MOBILE);
  await t.deps.pool.query(`insert into child_accounts (owner_id, user_id, name, permissions, created_at) values ($1, $2, '小王', '{orders}', now())`, [
    supplier.userId,
    staff.userId,
  ]);
  await t.deps.pool.query(`update users set email = 'supplier@venues.test' where id = $1`, [supplier.userId]);
  channels = createNotificationChannels(t.deps.config, t.deps.sms, t.deps.logger);
});
afterAll(async () => {
  channels.close();
  await t.close();
  await sms.close();
  await smtp.close();
});

let sequence = 0;
const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });
const deliver = () => deliverDueMessages(t.deps, channels);
const deliveriesOf = async (where: string, values: unknown[] = []) =>
  (
    await t.deps.pool.query<{
      id: number;
      kind: string;
      channel: string;
      address: string;
      status: string;
      attempts: number;
      idempotency_key: string;
      last_error: string | null;
    }>(`select id, kind, channel, address, status, attempts, idempotency_key, last_error from notification_deliveries where ${where} order by id`, values)
  ).rows;
const smsTo = (mobile: string, kind?: string) => sms.delivered().filter((entry) => entry.body.mobile === mobile && (!kind || entry.body.kind === kind));

let dayOffset = 0;
/** A new buyer (with an email) and a paid order of one line on a booth of the demo supplier. */
async function paidOrder(
  options: { email?: string } = {},
): Promise<{ buyer: { userId: number; token: string }; orderId: number; itemId: number; itemNum: string }> {
  const buyer = await newBuyer(t, { balance: 5_000_000 });
  if (options.email) await t.deps.pool.query('update users set email = $2 where id = $1', [buyer.userId, options.email]);
  dayOffset += 1;
  const date = `2026-12-${String(dayOffset + 1).padStart(2, '0')}`; // S1 is closed on the 1st
  const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, [date])]));
  const password = await givePayPassword(t, buyer.userId);
  const paid = await post(`/api/orders/${orderId}/pay`, buyer.token, { payment_mode: 4, password });
  expect(paid.statusCode).toBe(200);
  const item = (await t.deps.pool.query<{ id: number; order_num: string }>('select id, order_num from order_items where order_id = $1', [orderId])).rows[0]!;
  return { buyer, orderId, itemId: item.id, itemNum: item.order_num };
}

describe('notifications by SMS and email', () => {
  it('tells the supplier and its order staff of a paid sub-order by SMS and email with its number, and the buyer of the approval', async () => {
    const { buyer, orderId, itemId, itemNum } = await paidOrder({ email: 'buyer@venues.test' });
    // Written in the payment's transaction: there before any worker ran.
    const queued = await deliveriesOf('order_id = $1', [orderId]);
    expect(queued.map((row) => [row.kind, row.channel, row.address, row.status])).toEqual([
      ['order_item.paid', 'sms', SUPPLIER_MOBILE, 'queued'],
      ['order_item.paid', 'email', 'supplier@venues.test', 'queued'],
      ['order_item.paid', 'sms', STAFF_MOBILE, 'queued'],
    ]);

    expect(await deliver()).toEqual({ sent: 3, failed: 0, dead: 0 });
    const [toSupplier] = smsTo(SUPPLIER_MOBILE, 'order_item.paid');
    expect(toSupplier!.body).toEqual({ mobile: SUPPLIER_MOBILE, kind: 'order_item.paid', text: expect.stringContaining(`子订单${itemNum}已支付`) });
    expect(toSupplier!.body.text).toContain('https://venues.test/admin/supplier/order-items');
    expect(toSupplier!.body.text).toMatch(/请在2026-11-23 10:00前完成审核/);
    expect(smsTo(STAFF_MOBILE, 'order_item.paid')).toHaveLength(1);
    const mail = smtp.mails.find((candidate) => candidate.subject === '【场地通】新订单待审核');
    expect(mail).toBeDefined();
    expect(mail!.from?.text).toContain('notify@venues.test');
    expect((mail!.to as { text: string }).text).toBe('supplier@venues.test');
    expect(mail!.text).toContain(`子订单${itemNum}已支付`);
    expect(mail!.text).toContain('https://venues.test/admin/supplier/order-items');
    expect(mail!.html).toContain('href="https://venues.test/admin/supplier/order-items"');

    const approved = await post(`/api/order_items/${itemId}/approve`, supplier.token);
    expect(approved.statusCode).toBe(200);
    expect(await deliver()).toMatchObject({ sent: 2 });
    expect(smsTo(await mobileOf(buyer.userId), 'order_item.approved')[0]!.body.text).toContain(`子订单${itemNum}已通过供应商审核`);
    expect(
      smtp.mails.filter((candidate) => candidate.subject === '【场地通】订单审核通过').map((candidate) => (candidate.to as { text: string }).text),
    ).toEqual(['buyer@venues.test']);
    // Delivered once: running the worker again sends nothing.
    expect(await deliver()).toEqual({ sent: 0, failed: 0, dead: 0 });
  });

  it('retries a failing provider with backoff to exactly one delivery, and gives up after the last attempt', async () => {
    sms.control.failNext = 2;
    sms.control.failOnly = SUPPLIER_MOBILE;
    const { orderId } = await paidOrder();
    const [row] = await deliveriesOf(`order_id = $1 and channel = 'sms' and address = $2`, [orderId, SUPPLIER_MOBILE]);
    await deliver();
    expect(await deliveriesOf('id = $1', [row!.id])).toMatchObject([{ status: 'queued', attempts: 1, last_error: 'SMS gateway answered 500' }]);
    await deliver(); // not due yet: the first retry waits 5 s
    expect(sms.requests.filter((entry) => entry.idempotencyKey === row!.idempotency_key)).toHaveLength(1);
    t.clock.advance(5_000);
    await deliver();
    t.clock.advance(30_000);
    await deliver();
    const attempts = sms.requests.filter((entry) => entry.idempotencyKey === row!.idempotency_key);
    expect(attempts.map((entry) => entry.status)).toEqual([500, 500, 200]);
    expect(await deliveriesOf('id = $1', [row!.id])).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }]);

    sms.control.failAlways = true;
    const dead = await paidOrder();
    const [doomed] = await deliveriesOf(`order_id = $1 and address = $2`, [dead.orderId, SUPPLIER_MOBILE]);
    for (const wait of [0, 5_000, 30_000, 120_000, 600_000, 1_800_000]) {
      t.clock.advance(wait);
      await deliver();
    }
    expect(await deliveriesOf('id = $1', [doomed!.id])).toMatchObject([{ status: 'dead', attempts: 6 }]);
    t.clock.advance(3_600_000);
    await deliver();
    expect(sms.requests.filter((entry) => entry.idempotencyKey === doomed!.idempotency_key)).toHaveLength(6);
    sms.control.failAlways = false;

    // The operator sees it and retries it once (audited); a second retry is refused.
    const operator = await loginAs(t, '13700000011', ['operator']);
    const list = await t.app.inject({ method: 'GET', url: '/api/operator/notification_deliveries?status=dead', headers: bearer(operator.token) });
    expect(list.json().result.data).toContainEqual(
      expect.objectContaining({ id: doomed!.id, status: 'dead', attempts: 6, last_error: 'SMS gateway answered 500', channel: 'sms' }),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/notification_deliveries', headers: bearer(supplier.token) })).statusCode).toBe(403);
    const retried = await post(`/api/operator/notification_deliveries/${doomed!.id}/retry`, operator.token);
    expect(retried.json().result).toMatchObject({ status: 'queued', attempts: 0 });
    const again = await post(`/api/operator/notification_deliveries/${doomed!.id}/retry`, operator.token);
    expect([again.statusCode, again.json().msg]).toEqual([409, '只有发送失败的通知可以重试']);
    expect((await post('/api/operator/notification_deliveries/99999999/retry', operator.token)).statusCode).toBe(404);
    await deliver();
    expect(await deliveriesOf('id = $1', [doomed!.id])).toMatchObject([{ status: 'sent', attempts: 1 }]);
    const audit = await t.deps.pool.query(`select actor_id, target_id from audit_log where action = 'notification.retry'`);
    expect(audit.rows).toEqual([{ actor_id: operator.userId, target_id: String(doomed!.id) }]);
  });

  it('sends each message exactly once with two workers on two connections pools at the same time', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, () => paidOrder({ email: undefined })));
    const queued = await deliveriesOf(`order_id = any($1) and status = 'queued'`, [orders.map((order) => order.orderId)]);
    const keys = queued.map((row) => row.idempotency_key);
    expect(keys.length).toBeGreaterThanOrEqual(8);
    const second = createDatabase(t.url, 5);
    try {
      const runs = await Promise.all([
        deliverDueMessages(t.deps, channels, { batchSize: 2 }),
        deliverDueMessages({ ...t.deps, pool: second.pool }, channels, { batchSize: 2 }),
        deliverDueMessages({ ...t.deps, pool: second.pool }, channels, { batchSize: 1 }),
      ]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(keys.length);
    } finally {
      await second.pool.end();
    }
    for (const row of queued) {
      const copies =
        row.channel === 'sms'
          ? sms.requests.filter((entry) => entry.idempotencyKey === row.idempotency_key).length
          : smtp.mails.filter((mail) => mail.messageId?.startsWith(`<${row.idempotency_key.replace(/[^A-Za-z0-9.-]/g, '.')}@`)).length;
      expect([row.idempotency_key, copies]).toEqual([row.idempotency_key, 1]);
    }
  });

  it('loses nothing when the worker is killed (kill -9) between the commit and the send', async () => {
    const { orderId } = await paidOrder();
    const [row] = await deliveriesOf(`order_id = $1 and address = $2`, [orderId, SUPPLIER_MOBILE]);
    sms.control.hang = true;
    const reached = new Promise<void>((resolve) => (sms.control.onRequest = resolve));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'test/worker-child.ts')], {
      env: { ...process.env, DATABASE_URL: t.url, SMS_HTTP_URL: sms.url, NOW: t.clock.now().toISOString() },
      stdio: 'ignore',
    });
    const exited = new Promise<string | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    await reached; // the child claimed the row, committed the claim and is sending: the gateway holds it
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    sms.control.hang = false;
    sms.control.onRequest = null;
    expect(await deliveriesOf('id = $1', [row!.id])).toMatchObject([{ status: 'sending', attempts: 1 }]);
    await deliver(); // its lease still runs: nobody takes it over yet
    expect(sms.delivered().filter((entry) => entry.idempotencyKey === row!.idempotency_key)).toHaveLength(0);
    t.clock.advance(DEFAULT_LEASE_MS);
    await deliver();
    expect(sms.delivered().filter((entry) => entry.idempotencyKey === row!.idempotency_key)).toHaveLength(1);
    expect(await deliveriesOf('id = $1', [row!.id])).toMatchObject([{ status: 'sent', attempts: 2 }]);
  }, 60_000);

  it('honours the channels a person turned off (站内信 always)', async () => {
    const buyer = await newBuyer(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current/notification_settings' })).statusCode).toBe(401);
    const read = () => t.app.inject({ method: 'GET', url: '/api/users/current/notification_settings', headers: bearer(buyer.token) });
    expect((await read()).json().result).toEqual({ sms: true, email: true });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users/current/notification_settings',
      headers: bearer(buyer.token),
      payload: { sms: 'no', email: true },
    });
    expect(bad.statusCode).toBe(422);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/current/notification_settings',
      headers: bearer(supplier.token),
      payload: { sms: false, email: true },
    });
    expect(saved.json()).toMatchObject({ code: 1, msg: '通知设置已保存', result: { sms: false, email: true } });
    const { orderId, itemId } = await paidOrder();
    expect((await deliveriesOf('order_id = $1', [orderId])).map((row) => [row.channel, row.address])).toEqual([
      ['email', 'supplier@venues.test'],
      ['sms', STAFF_MOBILE],
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/current/notification_settings',
      headers: bearer(supplier.token),
      payload: { sms: true, email: false },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current/notification_settings', headers: bearer(supplier.token) })).json().result).toEqual({
      sms: true,
      email: false,
    });
    // The rejection still writes the buyer's 站内信.
    await post(`/api/order_items/${itemId}/deny`, supplier.token, { reason: '档期冲突' });
    const messages = await t.deps.pool.query(`select title from user_messages where type = 'order_item.rejected' and target_id = $1`, [orderId]);
    expect(messages.rows).toEqual([{ title: '订单被拒绝' }]);
    await deliver();
  });

  it('reminds the supplier 4 hours before the review deadline and the buyer 1 hour before the unpaid cancel, each once', async () => {
    const options = outboxOptions(t.deps.config);
    await deliver();
    const start = t.clock.now();
    const { itemNum, orderId } = await paidOrder();
    const buyer = await newBuyer(t);
    const unpaid = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-28'])]));
    await deliver();
    const remindersOf = (kind: string) => deliveriesOf(`kind = $1 and order_id = any($2)`, [kind, [orderId, unpaid]]);

    t.clock.set(new Date(start.getTime() + 19 * HOUR));
    await writeDueReminders(t.deps, options);
    expect(await remindersOf('reminder.review_due')).toEqual([]);
    t.clock.set(new Date(start.getTime() + 20 * HOUR + 60_000));
    await writeDueReminders(t.deps, options);
    await writeDueReminders(t.deps, options);
    expect((await remindersOf('reminder.review_due')).map((row) => [row.channel, row.address])).toEqual([
      ['sms', SUPPLIER_MOBILE],
      ['sms', STAFF_MOBILE],
    ]);
    await deliver();
    expect(smsTo(SUPPLIER_MOBILE, 'reminder.review_due').map((entry) => entry.body.text)).toContainEqual(
      expect.stringContaining(`子订单${itemNum}将于${formatShanghaiTime(new Date(start.getTime() + 24 * HOUR))}审核超时`),
    );

    t.clock.set(new Date(start.getTime() + 24 * HOUR + 60_000));
    await writeDueReminders(t.deps, options);
    expect((await remindersOf('reminder.review_overdue')).map((row) => row.address)).toContain('13700000011');

    expect(await remindersOf('reminder.unpaid_order')).toEqual([]);
    t.clock.set(new Date(start.getTime() + 47 * HOUR + 60_000));
    await writeDueReminders(t.deps, options);
    await writeDueReminders(t.deps, options);
    const buyerMobile = await mobileOf(buyer.userId);
    expect((await remindersOf('reminder.unpaid_order')).map((row) => [row.channel, row.address])).toEqual([['sms', buyerMobile]]);
    await deliver();
    expect(smsTo(buyerMobile, 'reminder.unpaid_order')[0]!.body.text).toContain(
      `将于${formatShanghaiTime(new Date(start.getTime() + 48 * HOUR))}因未支付自动取消`,
    );
    t.clock.set(new Date(start.getTime() + 48 * HOUR + 60_000));
    await writeDueReminders(t.deps, options);
    expect(await remindersOf('reminder.unpaid_order')).toHaveLength(1);
  });

  it('tells the buyer when the supplier signed the lease contract, and the supplier when the buyer did', async () => {
    const { buyer, orderId, itemId, itemNum } = await paidOrder();
    expect((await post(`/api/order_items/${itemId}/approve`, supplier.token)).statusCode).toBe(200);
    const contracts = await t.app.inject({ method: 'GET', url: `/api/contracts?order_id=${orderId}`, headers: bearer(buyer.token) });
    const contractId = contracts.json().result[0].id as number;
    const buyerMobile = await mobileOf(buyer.userId);
    const sign = async (mobile: string, token: string) => {
      t.clock.advance(61_000); // past the resend window of the last code
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/app_captcha', payload: { account: mobile, usage: 5 } })).statusCode).toBe(200);
      const code = smsTo(mobile, 'login_code').at(-1)!.body.code as string;
      expect((await post(`/api/contracts/${contractId}/sign`, token, { captcha: code })).statusCode).toBe(200);
    };
    await sign(SUPPLIER_MOBILE, supplier.token);
    await deliver();
    expect(smsTo(buyerMobile, 'contract.signed').map((entry) => entry.body.text)).toEqual([
      expect.stringContaining(`子订单${itemNum}的电子合同对方已签署，请尽快签署`),
    ]);
    await sign(buyerMobile, buyer.token);
    await deliver();
    expect(smsTo(SUPPLIER_MOBILE, 'contract.signed').map((entry) => entry.body.text)).toEqual([
      expect.stringContaining(`子订单${itemNum}的电子合同对方已签署，合同已生效`),
    ]);
  });

  it('counts sent, failed and queued messages per channel in /metrics', async () => {
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/notifications_total\{channel="sms",outcome="sent"\} [1-9]/);
    expect(metrics).toMatch(/notifications_total\{channel="sms",outcome="failed"\} [1-9]/);
    expect(metrics).toMatch(/notifications_total\{channel="email",outcome="sent"\} [1-9]/);
    expect(metrics).toMatch(/notifications_queued\{channel="sms"\} \d+/);
    expect(metrics).toMatch(/notifications_oldest_queued_seconds \d+/);
  });
});

async function mobileOf(userId: number): Promise<string> {
  return (await t.deps.pool.query<{ mobile: string }>('select mobile from users where id = $1', [userId])).rows[0]!.mobile;
}

describe('development mail outbox and jobs', () => {
  let dev: TestContext;
  beforeAll(async () => {
    dev = await createTestApp();
  });
  afterAll(async () => {
    await dev.close();
  });

  it('keeps mails in GET /api/dev/mail-outbox?to= without SMTP_URL, and has no jobs endpoint without DEV_CLOCK', async () => {
    const person = await loginAs(dev, '13800000999');
    await dev.deps.pool.query(`update users set email = 'dev@venues.test' where id = $1`, [person.userId]);
    await withTransaction(dev.deps.pool, (tx) =>
      recordEvent(
        tx,
        { type: 'demand.accepted', subjectUserId: person.userId, payload: { demand_id: 5, acceptor_name: '演示供应商' }, now: dev.clock.now() },
        dev.deps.events,
      ),
    );
    const devChannels = createNotificationChannels(dev.deps.config, dev.deps.sms, dev.deps.logger);
    expect(devChannels.emailMode).toBe('outbox');
    expect(await deliverDueMessages(dev.deps, devChannels)).toMatchObject({ sent: 2 });
    const outbox = await dev.app.inject({ method: 'GET', url: '/api/dev/mail-outbox?to=dev@venues.test' });
    expect(outbox.json().result).toEqual([
      expect.objectContaining({
        to: 'dev@venues.test',
        subject: '【场地通】需求已被承接',
        kind: 'demand.accepted',
        text: expect.stringContaining('您发布的需求已被演示供应商承接'),
        html: expect.stringContaining('<a href="http://127.0.0.1:3000/admin/demands/index"'),
      }),
    ]);
    expect((await dev.app.inject({ method: 'GET', url: '/api/dev/mail-outbox' })).statusCode).toBe(422);
    expect((await dev.app.inject({ method: 'POST', url: '/api/dev/jobs/run', payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail-outbox?to=dev@venues.test' })).statusCode).toBe(404);
  });
});
