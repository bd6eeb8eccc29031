import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newBuyer, orderBody, submitOrder } from '../orders/test/order-fixtures';
import { seedSupplierWorld, send, type SupplierWorld } from '../supplier-venues/test/supplier-fixtures';

let t: TestContext;
let w: SupplierWorld;
let buyer: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await seedSupplierWorld(t);
  buyer = await newBuyer(t, { balance: 10_000_000 });
});
afterAll(async () => t.close());

/** A week-lease line on the fixture's enquiry-only booth S8 (LED screen, price on request). */
const weekLine = (enquiryId: number, date = '2026-12-07') => ({ id: w.f.booths.S8, count: 1, dates: [{ term_type_id: 3, date }], enquiry_id: enquiryId });
const enquire = async (token: string) =>
  (
    await send(t, 'POST', '/api/enquiry_information', token, {
      sid: w.f.booths.S8,
      name: '张三',
      mobile: '13812345678',
      dates: ['2026-12-07'],
      lease_term_type_id: 3,
    })
  ).json().result.id as number;

describe('enquiry quotes', () => {
  let enquiryId: number;

  it('the supplier sees enquiries on its enquiry-only booths; another supplier neither sees nor quotes them', async () => {
    enquiryId = await enquire(buyer.token);
    const inbox = (await send(t, 'GET', '/api/supplier_enquiries?status=unquoted', w.a.token)).json().result;
    expect(inbox.data).toEqual([expect.objectContaining({ id: enquiryId, sid: w.f.booths.S8, dates: ['2026-12-07'], lease_term_type_id: 3, quote: null })]);
    expect((await send(t, 'GET', '/api/supplier_enquiries', w.b.token)).json().result.total).toBe(0);
    const stolen = await send(t, 'POST', `/api/supplier_enquiries/${enquiryId}/quote`, w.b.token, { lease_term_type_id: 3, dates: ['2026-12-07'], price: 1 });
    expect(stolen.statusCode).toBe(404);
  });

  it('no order before a quote', async () => {
    const early = await submitOrder(t, buyer.token, orderBody([weekLine(enquiryId)], { total_actual_price: 500000 }));
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('供应商尚未报价，请等待报价后再下单');
  });

  it('a quote valid 72 h; the buyer orders at the quoted price, once, for the quoted dates only', async () => {
    const quoted = await send(t, 'POST', `/api/supplier_enquiries/${enquiryId}/quote`, w.a.token, {
      lease_term_type_id: 3,
      dates: ['2026-12-07'],
      price: 500000,
      deposit: 10000,
      note: '含电费',
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(quoted.json().result).toMatchObject({
      price: 500000,
      amount: 500000,
      status: 'valid',
      lease_term_type: '周租',
      expires_at: '2026-11-25T10:00:03.300+08:00',
    });
    const mine = (await send(t, 'GET', '/api/enquiry_information', buyer.token)).json().result.data[0];
    expect(mine.quote).toMatchObject({ price: 500000, status: 'valid' });

    const other = await newBuyer(t, { balance: 10_000_000 });
    const notTheirs = await submitOrder(t, other.token, orderBody([weekLine(enquiryId)], { total_actual_price: 510000 }));
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().msg).toBe('询价记录不存在');
    const otherDate = await submitOrder(t, buyer.token, orderBody([weekLine(enquiryId, '2026-12-14')], { total_actual_price: 510000 }));
    expect(otherDate.statusCode).toBe(422);
    expect(otherDate.json().msg).toBe('请按报价的订购周期和日期下单');

    const ordered = await submitOrder(t, buyer.token, orderBody([weekLine(enquiryId)]));
    expect(ordered.statusCode, ordered.body).toBe(201);
    const item = (await t.deps.pool.query('select amount, deposit, enquiry_id from order_items where order_id = $1', [ordered.json().result.id])).rows[0];
    expect(item).toEqual({ amount: 500000, deposit: 10000, enquiry_id: enquiryId });
    expect(ordered.json().result.actual_fee).toBe(510000);
    const supplierView = (await send(t, 'GET', '/api/order_items?status=submitted', w.a.token)).json().result.data[0];
    expect(supplierView).toMatchObject({ order_type: 'enquiry', enquiry_id: enquiryId, amount: 500000 });
    t.clock.advance(1100);
    const again = await submitOrder(t, buyer.token, orderBody([weekLine(enquiryId, '2026-12-07')], { total_actual_price: 510000 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该报价已下单');
    const inbox = (await send(t, 'GET', '/api/supplier_enquiries?status=quoted', w.a.token)).json().result.data[0];
    expect(inbox.quote.status).toBe('ordered');
  });

  it('an expired quote is refused', async () => {
    const id = await enquire(buyer.token);
    await send(t, 'POST', `/api/supplier_enquiries/${id}/quote`, w.a.token, { lease_term_type_id: 3, dates: ['2026-12-14'], price: 450000 });
    t.clock.advance(73 * 3_600_000);
    const late = await submitOrder(t, buyer.token, orderBody([weekLine(id, '2026-12-14')], { total_actual_price: 450000 }));
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('报价已过期，请重新询价');
  });

  it('a period quote over two adjacent dates is one period, and the buyer orders that one period at the quote', async () => {
    const id = await enquire(buyer.token);
    const quoted = await send(t, 'POST', `/api/supplier_enquiries/${id}/quote`, w.a.token, {
      lease_term_type_id: 3,
      dates: ['2026-12-22', '2026-12-21'],
      price: 420000,
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(quoted.json().result).toMatchObject({ lease_term_type: '周租', dates: ['2026-12-21'], price: 420000, amount: 420000 });
    const ordered = await submitOrder(t, buyer.token, orderBody([weekLine(id, '2026-12-21')], { total_actual_price: 420000 }));
    expect(ordered.statusCode, ordered.body).toBe(201);
    const item = (await t.deps.pool.query('select amount from order_items where order_id = $1', [ordered.json().result.id])).rows[0];
    expect(item).toEqual({ amount: 420000 });
  });

  it('validates the quote', async () => {
    const id = await enquire(buyer.token);
    const badTerm = await send(t, 'POST', `/api/supplier_enquiries/${id}/quote`, w.a.token, { lease_term_type_id: 9, dates: ['2026-12-14'], price: 1000 });
    expect(badTerm.json().msg).toBe('该摊位不提供天');
    const past = await send(t, 'POST', `/api/supplier_enquiries/${id}/quote`, w.a.token, { lease_term_type_id: 3, dates: ['2026-11-01'], price: 1000 });
    expect(past.json().msg).toBe('2026-11-01 已过期，请重新选择日期');
    const zero = await send(t, 'POST', `/api/supplier_enquiries/${id}/quote`, w.a.token, { lease_term_type_id: 3, dates: ['2026-12-14'], price: 0 });
    expect(zero.json().msg).toBe('报价必须大于0');
  });
});
