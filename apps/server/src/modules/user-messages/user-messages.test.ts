import { ZUserMessagePage } from '@vm/contracts/user-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';

/** 站内信 (docs/spec/api.md "Account life — fixed"): list, read, read all, delete — one's own only — and the header badge. */

let t: TestContext;
let owner: { userId: number; token: string };
let other: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, '13800001001');
  other = await loginAs(t, '13800001002');
  // Messages arrive through recordEvent, as every workflow writes them.
  for (const [index, reason] of ['资料不全', '营业执照模糊', '联系电话无效'].entries()) {
    t.clock.advance(60_000);
    await withTransaction(t.deps.pool, (tx) =>
      recordEvent(
        tx,
        {
          type: 'supplier_application.refused',
          subjectUserId: owner.userId,
          payload: { type: 1, reason, application_id: index + 1 },
          now: t.clock.now(),
        },
        t.deps.events,
      ),
    );
  }
  await withTransaction(t.deps.pool, (tx) =>
    recordEvent(tx, { type: 'comment.replied', subjectUserId: other.userId, payload: { comment_id: 5, reply: '感谢支持' }, now: t.clock.now() }, t.deps.events),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const put = (url: string, token: string) => t.app.inject({ method: 'PUT', url, headers: bearer(token) });
const del = (url: string, token: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
const badge = async (token: string) => (await get('/api/users/current/badge_info', token)).json().result.unread_count as number;
const idsOf = async (token: string, query = '') =>
  ((await get(`/api/user_messages${query}`, token)).json().result.data as { id: number }[]).map((message) => message.id);

describe('messages', () => {
  it('lists the caller’s own, newest first, paged, with the unread count; a visitor is asked to log in', async () => {
    const list = await get('/api/user_messages?page=1&page_size=2', owner.token);
    expect(list.statusCode).toBe(200);
    const page = ZUserMessagePage.parse(list.json().result);
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 2, unread_count: 3 });
    expect(page.data.map((message) => message.body)).toEqual([
      '您申请成为场地供应商的申请未通过审核，原因：联系电话无效。',
      '您申请成为场地供应商的申请未通过审核，原因：营业执照模糊。',
    ]);
    expect(page.data[0]).toMatchObject({
      type: 'supplier_application.refused',
      title: '入驻申请未通过',
      is_read: 0,
      read_at: null,
      target_type: 'application',
      target_id: 3,
    });
    expect((await get('/api/user_messages?page=2&page_size=2', owner.token)).json().result.data).toHaveLength(1);
    expect(await badge(owner.token)).toBe(3);
    expect(await badge(other.token)).toBe(1);
    expect((await get('/api/user_messages')).statusCode).toBe(401);
    expect((await get('/api/users/current/badge_info')).statusCode).toBe(401);
  });

  it('refuses bad paging and filters with Chinese messages', async () => {
    for (const [query, message] of [
      ['?page=0', '页码从1开始'],
      ['?page_size=51', '每页数量不能超过50'],
      ['?page=abc', '页码必须是数字'],
      ['?unread=2', '筛选条件不正确'],
    ]) {
      const refused = await get(`/api/user_messages${query}`, owner.token);
      expect([refused.statusCode, refused.json().msg], query).toEqual([422, message]);
    }
  });

  it('reads one (the badge drops by one, reading again changes nothing); another person’s is missing', async () => {
    const [newest] = await idsOf(owner.token);
    const [othersId] = await idsOf(other.token);
    expect((await put(`/api/user_messages/${othersId}/read`, owner.token)).statusCode).toBe(404);
    expect(await badge(other.token)).toBe(1);
    const read = await put(`/api/user_messages/${newest}/read`, owner.token);
    expect([read.statusCode, read.json().result]).toEqual([200, { unread_count: 2 }]);
    const firstReadAt = (await get('/api/user_messages', owner.token)).json().result.data[0].read_at as string;
    t.clock.advance(60_000);
    expect((await put(`/api/user_messages/${newest}/read`, owner.token)).json().result).toEqual({ unread_count: 2 });
    expect((await get('/api/user_messages', owner.token)).json().result.data[0]).toMatchObject({ is_read: 1, read_at: firstReadAt });
    expect(await idsOf(owner.token, '?unread=1')).not.toContain(newest);
    expect((await put('/api/user_messages/abc/read', owner.token)).statusCode).toBe(422);
    expect((await put('/api/user_messages/999999/read', owner.token)).statusCode).toBe(404);
  });

  it('deletes one’s own only', async () => {
    const [othersId] = await idsOf(other.token);
    const refused = await del(`/api/user_messages/${othersId}`, owner.token);
    expect([refused.statusCode, refused.json().msg]).toEqual([404, '消息不存在']);
    expect(await idsOf(other.token)).toEqual([othersId]);
    const ids = await idsOf(owner.token);
    const removed = await del(`/api/user_messages/${ids[2]}`, owner.token);
    expect([removed.statusCode, removed.json().result]).toEqual([200, { unread_count: 1 }]);
    expect(await idsOf(owner.token)).toEqual(ids.slice(0, 2));
    expect((await del(`/api/user_messages/${ids[2]}`, owner.token)).statusCode).toBe(404);
  });

  it('reads all of the caller’s at once, nobody else’s', async () => {
    const all = await put('/api/user_messages/read_all', owner.token);
    expect([all.statusCode, all.json().msg, all.json().result]).toEqual([200, '已全部标为已读', { unread_count: 0 }]);
    expect(await badge(owner.token)).toBe(0);
    expect(await badge(other.token)).toBe(1);
    expect((await get('/api/user_messages?unread=1', owner.token)).json().result).toMatchObject({ total: 0, unread_count: 0 });
  });
});
