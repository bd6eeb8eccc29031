import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { createTemplate } from '../coupons/test/coupon-fixtures';
import { dayLine, newBuyer, orderBody, placeOrder, seedOrderCatalogue } from '../orders/test/order-fixtures';

/**
 * Every staff action writes its audit entry in its own transaction (who, what, target, before/after,
 * when), older actions included; the log is searchable and nobody can change it, through the API or SQL.
 */

let t: TestContext;
let f: CatalogueFixture;
let operator: { userId: number; token: string };
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ f } = await seedOrderCatalogue(t));
  operator = await loginAs(t, '13700006001', ['business', 'operator']);
});
afterAll(async () => {
  await t.close();
});

const as = (token: string) => ({
  post: (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } }),
  put: (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload }),
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
});
const staff = () => as(operator.token);

async function log(query = '') {
  const response = await staff().get(`/api/operator/audit_logs?page_size=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as {
    data: { action: string; target: string; operator_id: number; before: unknown; after: unknown; created_at: string }[];
    total: number;
  };
}

async function proofsOf(userId: number): Promise<string[]> {
  const url = `/files/voucher/2026/11/${userId}-${(sequence += 1)}.png`;
  await t.deps.pool.query(
    `insert into uploaded_files (user_id, bucket, storage_key, url, original_name, content_type, size_bytes, created_at) values ($1, 'voucher', $2, $2, 'p.png', 'image/png', 1000, $3)`,
    [userId, url, t.clock.now()],
  );
  return [url];
}

describe('the audit log', () => {
  it('records transfer refusal and confirmation, and the refund an operator marks paid back', async () => {
    const buyer = await newBuyer(t);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-15'])]));
    await as(buyer.token).put(`/api/orders/${orderId}/upload_voucher`, { voucher_image_url: await proofsOf(buyer.userId) });
    expect((await staff().post(`/api/operator/transfers/${orderId}/refuse`, { reason: '未查到该笔转账' })).statusCode).toBe(200);
    await as(buyer.token).put(`/api/orders/${orderId}/upload_voucher`, { voucher_image_url: await proofsOf(buyer.userId) });
    expect((await staff().post(`/api/operator/transfers/${orderId}/confirm`)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) });
    const refund = (await staff().get('/api/operator/refunds?status=pending')).json().result.data.find((row: { order_id: number }) => row.order_id === orderId);
    expect((await staff().post(`/api/operator/refunds/${refund.id}/done`)).statusCode).toBe(200);

    const entries = (await log(`&target_type=order&target_id=${orderId}`)).data;
    expect(entries.map((entry) => entry.action)).toEqual(['transfer.confirm', 'transfer.refuse']);
    expect(entries[0]).toMatchObject({ operator_id: operator.userId, target: `order:${orderId}`, before: { status: 'submitted' }, after: { status: 'paid' } });
    expect(entries[1]).toMatchObject({ after: { reason: '未查到该笔转账' } });
    expect((await log(`&action=refund.`)).data).toEqual([
      expect.objectContaining({ action: 'refund.mark_done', target: `payment_refund:${refund.id}`, after: { status: 'done' } }),
    ]);
    // A refused action writes nothing: confirming again is a 409 and leaves no entry.
    expect((await staff().post(`/api/operator/transfers/${orderId}/confirm`)).statusCode).toBe(409);
    expect((await log(`&target_type=order&target_id=${orderId}`)).total).toBe(2);
  });

  it('records coupon creation, edits and stop/start, and supplier-application decisions', async () => {
    const couponId = await createTemplate(t, operator.token, { text: '审计券' });
    await staff().put(`/api/operator/coupons/${couponId}`, { text: '审计券（改）' });
    await staff().post(`/api/operator/coupons/${couponId}/stop`);
    await staff().post(`/api/operator/coupons/${couponId}/start`);
    const coupon = (await log(`&target_type=coupon_template&target_id=${couponId}`)).data;
    expect(coupon.map((entry) => entry.action)).toEqual(['coupon_template.start', 'coupon_template.stop', 'coupon_template.update', 'coupon_template.create']);
    expect(coupon[2]).toMatchObject({ before: expect.objectContaining({ text: '审计券' }), after: expect.objectContaining({ text: '审计券（改）' }) });

    for (const [mobile, decision] of [
      ['13600006001', 'approve'],
      ['13600006002', 'refuse'],
    ] as const) {
      const applicant = await loginAs(t, mobile);
      const applied = await as(applicant.token).post('/api/supplier_applications', { type: 2, connect_name: '某某代理有限公司', mobile });
      const id = applied.json().result.id as number;
      expect((await staff().post(`/api/operator/supplier_applications/${id}/${decision}`, { reason: '资料不全' })).statusCode).toBe(200);
      expect((await log(`&target_type=supplier_application&target_id=${id}`)).data).toEqual([
        expect.objectContaining({ action: `supplier_application.${decision}`, operator_id: operator.userId, before: { status: 'pending' } }),
      ]);
      const event = (await t.deps.pool.query('select type, subject_user_id, payload from domain_events where subject_user_id = $1', [applicant.userId])).rows;
      expect(event).toEqual([
        expect.objectContaining({
          type: decision === 'approve' ? 'supplier_application.approved' : 'supplier_application.refused',
          payload: expect.objectContaining({ type: 2 }),
        }),
      ]);
    }
  });

  it('records a handled feedback (with the reply for its author) and a resolved alert', async () => {
    const author = await loginAs(t, '13800006101');
    const sent = await as(author.token).post('/api/feedbacks', { content: '希望增加夜间场地筛选', feedback_type: 2 });
    const feedbackId = sent.json().result.id as number;
    const inbox = (await staff().get('/api/operator/feedbacks?status=open')).json().result;
    expect(inbox.data).toEqual([
      expect.objectContaining({ id: feedbackId, content: '希望增加夜间场地筛选', status: 'open', user: expect.objectContaining({ mobile: '13800006101' }) }),
    ]);
    const handled = await staff().post(`/api/operator/feedbacks/${feedbackId}/handle`, { reply: '已记录，下个版本上线' });
    expect(handled.json().result).toMatchObject({ status: 'handled', reply: '已记录，下个版本上线' });
    expect((await staff().post(`/api/operator/feedbacks/${feedbackId}/handle`)).statusCode).toBe(409);
    expect((await staff().get('/api/operator/feedbacks?status=open')).json().result.total).toBe(0);
    const event = (await t.deps.pool.query(`select subject_user_id, payload from domain_events where type = 'feedback.handled'`)).rows;
    expect(event).toEqual([{ subject_user_id: author.userId, payload: { feedback_id: feedbackId, feedback_type: 2, reply: '已记录，下个版本上线' } }]);

    const buyer = await newBuyer(t);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-20'])]));
    const alertId = (
      await t.deps.pool.query<{ id: number }>(
        `insert into operator_alerts (kind, order_id, message, created_at) values ('review_overdue', $1, '订单超过24小时未审核', $2) returning id`,
        [orderId, t.clock.now()],
      )
    ).rows[0]!.id;
    expect((await staff().post(`/api/operator/alerts/${alertId}/resolve`)).statusCode).toBe(200);
    expect((await staff().get('/api/operator/alerts')).json().result.data.map((alert: { id: number }) => alert.id)).not.toContain(alertId);
    expect((await staff().post(`/api/operator/alerts/${alertId}/resolve`)).statusCode).toBe(409);
    const actions = (await log()).data.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['feedback.handle', 'alert.resolve']));
  });

  it('is searched by operator, action prefix and dates, newest first, in pages', async () => {
    const other = await loginAs(t, '13700006002', ['business', 'operator']);
    await createTemplate(t, other.token, { text: '另一位运营的券' });
    const byOther = await log(`&actor=${other.userId}`);
    expect(byOther.data.map((entry) => entry.action)).toEqual(['coupon_template.create']);
    expect((await log('&actor_keyword=0006002')).total).toBe(1);
    const all = await log();
    expect(all.total).toBeGreaterThanOrEqual(12);
    const times = all.data.map((entry) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const paged = (await staff().get('/api/operator/audit_logs?page=2&page_size=5')).json().result;
    expect(paged).toMatchObject({ page: 2, page_size: 5, total: all.total });
    expect(paged.data.map((entry: { id: number }) => entry.id)).toEqual(all.data.slice(5, 10).map((entry) => (entry as unknown as { id: number }).id));
    expect((await log('&start=2020-01-01&end=2020-12-31')).total).toBe(0);
    expect((await staff().get('/api/operator/audit_logs?start=2026-12-01&end=2026-11-01')).json()).toMatchObject({
      code: 422,
      msg: '开始日期不能晚于结束日期',
    });
    // The singular path of the brief answers the same.
    expect((await staff().get('/api/operator/audit_log?page_size=1')).json().result.total).toBe(all.total);
  });

  it('cannot be changed through the API or through SQL as the app user', async () => {
    const first = (await log()).data[0] as unknown as { id: number; action: string };
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `/api/operator/audit_logs/${first.id}`, headers: bearer(operator.token), payload: { action: 'x' } });
      expect(response.statusCode).toBe(404);
    }
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/operator/audit_logs', headers: bearer(operator.token) });
    expect(cleared.statusCode).toBe(404);
    await expect(t.deps.pool.query(`update audit_log set action = 'x' where id = $1`, [first.id])).rejects.toThrow(/append-only/);
    await expect(t.deps.pool.query('delete from audit_log where id = $1', [first.id])).rejects.toThrow(/append-only/);
    expect((await log()).data[0]).toMatchObject({ id: first.id, action: first.action });
  });
});

describe('entries in words', () => {
  it('names the customer by name and masked mobile instead of an id', async () => {
    const { recordEvent } = await import('../../platform/events/record-event');
    const buyer = await loginAs(t, '13800006099');
    await t.deps.pool.query(`update users set name = '周女士' where id = $1`, [buyer.userId]);
    await recordEvent(
      t.deps.pool,
      {
        type: 'big_order.placed',
        actorId: operator.userId,
        payload: { actual_fee: 862000 },
        audit: {
          action: 'big_order.place',
          targetType: 'order',
          targetId: 990001,
          before: null,
          after: { order_num: 'B990001', buyer_id: buyer.userId, buyer_mobile: '13800006099', actual_fee: 862000 },
        },
        now: new Date(),
      },
      t.deps.events,
    );
    const entry = (await staff().get('/api/operator/audit_logs?target_type=order&target_id=990001')).json().result.data[0];
    expect(entry.after).toEqual({ buyer: '周女士（138****6099）', order_num: 'B990001', actual_fee: 862000 });
  });
});
