import { expect, type APIRequestContext } from '@playwright/test';
import { loginThroughApi, waitForSmsResend } from './accounts';

/** Fixtures for the checkout and supplier-review journeys: a logged-in account, a free date, an order. */

interface Envelope<T> {
  code: number;
  msg: string;
  result: T;
}

async function result<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), `${response.url()}: ${body.msg}`).toBe(true);
  return body.result;
}

/**
 * loginThroughApi, once the resend window has passed when another journey sent this mobile a code
 * shortly before (the demo accounts are shared by the specs of one run).
 */
export async function loginWhenAllowed(request: APIRequestContext, mobile: string): Promise<{ token: string; id: number }> {
  await waitForSmsResend(request, mobile);
  const { token } = await loginThroughApi(request, mobile);
  const me = await result<{ id: number }>(await request.get('/api/users/current', { headers: { authorization: `Bearer ${token}` } }));
  return { token, id: me.id };
}

export interface BookableDay {
  topPhysicalId: number;
  communityId: number;
  sellingResourceId: number;
  termId: number;
  dates: string[];
  price: number;
}

interface VenueDetail {
  community: { id: number };
  selling_resources: {
    id: number;
    is_enquiry: boolean;
    minimum_booking_days: number;
    selling_price: { lease_term_type_id: number; price: number }[];
    user: { id: number };
  }[];
}

/**
 * A day-based booth (lease term 9–15) with `days` free consecutive-in-the-calendar dates, optionally of
 * one supplier: walks the Shanghai venue list (GET fields → fields/{id} → calendar). Takes the last free
 * dates of the next 60 days, away from the dates other journeys book first.
 */
export async function findBookableDays(request: APIRequestContext, options: { supplierId?: number; days?: number; skip?: number } = {}): Promise<BookableDay> {
  const wanted = options.days ?? 1;
  let skip = options.skip ?? 0;
  for (let page = 1; page <= 30; page += 1) {
    const venues = await result<{ data: { top_physical_id: number }[] }>(await request.get(`/api/fields?city_ids=90&page=${page}`));
    if (venues.data.length === 0) break;
    for (const venue of venues.data) {
      const detail = await result<VenueDetail>(await request.get(`/api/fields/${venue.top_physical_id}`));
      for (const booth of detail.selling_resources) {
        if (booth.is_enquiry || booth.minimum_booking_days > 1) continue;
        if (options.supplierId !== undefined && booth.user.id !== options.supplierId) continue;
        const term = booth.selling_price.find((price) => price.lease_term_type_id >= 9 && price.price > 0);
        if (!term) continue;
        const start = new Date().toISOString().slice(0, 10);
        const end = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
        const calendar = await result<{ days: { date: string; available: boolean; remaining: number }[] }>(
          await request.get(`/api/selling_resources/${booth.id}/calendar?start=${start}&end=${end}&lease_term_type_id=${term.lease_term_type_id}`),
        );
        const free = calendar.days.filter((day) => day.available && day.remaining > 0).map((day) => day.date);
        if (free.length < wanted + 5) continue;
        if (skip > 0) {
          skip -= 1;
          continue;
        }
        return {
          topPhysicalId: venue.top_physical_id,
          communityId: detail.community.id,
          sellingResourceId: booth.id,
          termId: term.lease_term_type_id,
          dates: free.slice(-wanted),
          price: term.price,
        };
      }
    }
  }
  throw new Error('no bookable day-based booth found in the demo data');
}

/** The order line of a booth on its dates, as the checkout selection and POST orders take it. */
export function orderLine(day: BookableDay, dates = day.dates) {
  return { id: day.sellingResourceId, count: 1, dates: dates.map((date) => ({ term_type_id: day.termId, date })) };
}

/** Places an order through the API (preview for the total, then POST orders) and returns it. */
export async function placeOrderThroughApi(request: APIRequestContext, token: string, resources: ReturnType<typeof orderLine>[]) {
  const headers = { authorization: `Bearer ${token}` };
  const info = { contact: '审核测试', mobile: '13911112222', product: '新品咖啡', approach_time: '08:00', exit_time: '20:00', has_build: 0 };
  const preview = await result<{ total_actual_price: number; can_submit: boolean; problems: unknown[] }>(
    await request.post('/api/orders/preview', { headers, data: { resources, ...info } }),
  );
  expect(preview.can_submit, JSON.stringify(preview.problems)).toBe(true);
  const created = await request.post('/api/orders', { headers, data: { resources, ...info, total_actual_price: preview.total_actual_price } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as Envelope<{ id: number; order_num: string; actual_fee: number }>).result;
}

/** Tops up the wallet by `fen` through the development Alipay sandbox (POST wallets/recharge, then the gateway's notify). */
export async function topUpThroughSandbox(request: APIRequestContext, token: string, fen: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const trade = await result<{ out_trade_no: string }>(await request.post('/api/wallets/recharge', { headers, data: { amount: fen } }));
  const notify = await result<{ notify_response: string }>(
    await request.post('/api/dev/alipay-sandbox/complete', { data: { out_trade_no: trade.out_trade_no } }),
  );
  expect(notify.notify_response).toBe('success');
}

/**
 * Pays an order through the online-payment path with the development Alipay sandbox (the same signed
 * notify a real payment sends), then checks the order reads `paid`.
 */
export async function payThroughSandbox(request: APIRequestContext, token: string, orderId: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const trade = await result<{ out_trade_no: string }>(await request.post(`/api/orders/${orderId}/alipay`, { headers }));
  const notify = await result<{ notify_response: string }>(
    await request.post('/api/dev/alipay-sandbox/complete', { data: { out_trade_no: trade.out_trade_no } }),
  );
  expect(notify.notify_response).toBe('success');
  const status = await result<{ status: string }>(await request.get(`/api/orders/${orderId}/status`, { headers }));
  expect(status.status).toBe('paid');
}
