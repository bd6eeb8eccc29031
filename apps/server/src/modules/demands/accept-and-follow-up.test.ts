import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedTestCatalogue } from '../catalogue/catalogue-fixture';
import { createDemand, get, newAcceptor, post } from './test/demand-fixtures';

let t: TestContext;
let owner: { userId: number; token: string };
let operator: { userId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const supplier = await loginAs(t, '13900000001', ['property']);
  await seedTestCatalogue(t.deps.pool, supplier.userId);
  owner = await loginAs(t, '13800000001');
  operator = await loginAs(t, '13700000001', ['operator']);
});
afterAll(async () => t.close());

const accept = (id: number, token: string | null, payload: Record<string, unknown> = { name: '王经理', mobile: '13912340000' }) =>
  post(t, `/api/receive_appeal/${id}`, payload, token);
const receiverCount = async (id: number) =>
  Number((await t.deps.pool.query('select count(*)::int as n from demand_receivers where demand_id = $1', [id])).rows[0].n);

describe('accepting a demand', () => {
  it('only suppliers, agents and facilitators; visitors log in; the owner cannot accept their own', async () => {
    const id = await createDemand(t, owner.token);
    expect((await accept(id, null)).statusCode).toBe(401);
    const buyer = await loginAs(t, '13800000002');
    const refused = await accept(id, buyer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ msg: '仅场地供应商、代理商或服务商可以承接需求，请先申请入驻', error_code: 'DEMAND_NOT_ACCEPTOR' });
    const ownerAsSupplier = await loginAs(t, '13800000001', ['business', 'property']);
    const own = await accept(id, ownerAsSupplier.token);
    expect(own.statusCode).toBe(409);
    expect(own.json().error_code).toBe('DEMAND_OWN');
    await loginAs(t, '13800000001', ['business']);
    expect(await receiverCount(id)).toBe(0);
  });

  it('checks name and mobile with the dialog messages', async () => {
    const id = await createDemand(t, owner.token);
    const supplier = await newAcceptor(t);
    expect((await accept(id, supplier.token, {})).json()).toMatchObject({ msg: '请输入姓名', errors: { name: '请输入姓名', mobile: '请输入手机号' } });
    expect((await accept(id, supplier.token, { name: '王', mobile: '12345' })).json()).toMatchObject({ msg: '请输入有效的手机号' });
    expect((await accept(id, supplier.token, { name: '名'.repeat(25), mobile: '13912340000' })).json().msg).toBe('姓名最多24个字');
    expect((await accept(999999, supplier.token)).statusCode).toBe(404);
    expect(await receiverCount(id)).toBe(0);
  });

  it('once per account (409 on the second), at most 5 (已满 after), the owner sees the acceptors and gets an event', async () => {
    const id = await createDemand(t, owner.token, { mobile: '13811119999' });
    const suppliers = [await newAcceptor(t), await newAcceptor(t, 'agent'), await newAcceptor(t, 'facilitator'), await newAcceptor(t), await newAcceptor(t)];
    const first = await accept(id, suppliers[0]!.token, { name: '供应商甲', mobile: '13912340001' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ msg: '承接成功', result: { accepted_count: 1, full: false } });
    const second = await accept(id, suppliers[0]!.token, { name: '供应商甲', mobile: '13912340001' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ msg: '您已承接过该需求', error_code: 'DEMAND_ALREADY_ACCEPTED' });

    for (const [index, supplier] of suppliers.slice(1).entries()) {
      expect((await accept(id, supplier.token, { name: `供应商${index + 2}`, mobile: `1391234000${index + 2}` })).statusCode).toBe(201);
    }
    const sixth = await newAcceptor(t);
    const full = await accept(id, sixth.token);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ msg: '该需求承接人数已满', error_code: 'DEMAND_FULL' });
    expect(await receiverCount(id)).toBe(5);

    const card = (
      (await get(t, '/api/appeal?page_size=50')).json().result.data as { id: number; accepted_count: number; full: boolean; mobile: string }[]
    ).find((d) => d.id === id)!;
    expect(card).toMatchObject({ accepted_count: 5, full: true, mobile: '138****9999' });
    const mineAsAcceptor = (
      (await get(t, '/api/appeal?page_size=50', suppliers[0]!.token)).json().result.data as { id: number; accepted_by_me: boolean }[]
    ).find((d) => d.id === id)!;
    expect(mineAsAcceptor.accepted_by_me).toBe(true);

    const detail = (await get(t, `/api/appeal/${id}`, owner.token)).json().result;
    expect(detail.receivers).toHaveLength(5);
    expect(detail.receivers[0]).toMatchObject({ name: '供应商甲', mobile: '13912340001' });
    expect((await get(t, `/api/appeal/${id}`, suppliers[1]!.token)).json().result.receivers).toBeUndefined();
    const mine = (await get(t, '/api/appeal/mine?page_size=50', owner.token)).json().result.data as { id: number; receivers: { name: string }[] }[];
    expect(mine.find((d) => d.id === id)!.receivers.map((r) => r.name)).toEqual(['供应商甲', '供应商2', '供应商3', '供应商4', '供应商5']);

    const events = await t.deps.pool.query(
      `select actor_id, subject_user_id, payload from domain_events where type = 'demand.accepted' and (payload->>'demand_id')::bigint = $1 order by id`,
      [id],
    );
    expect(events.rows).toHaveLength(5);
    expect(events.rows[0]).toEqual({ actor_id: suppliers[0]!.userId, subject_user_id: owner.userId, payload: { demand_id: id, acceptor_name: '供应商甲' } });
  });

  it('20 concurrent acceptances of one demand never exceed 5', async () => {
    const id = await createDemand(t, owner.token);
    const suppliers = await Promise.all(Array.from({ length: 20 }, () => newAcceptor(t)));
    const answers = await Promise.all(
      suppliers.map((supplier, index) =>
        t.app.inject({
          method: 'POST',
          url: `/api/receive_appeal/${id}`,
          headers: bearer(supplier.token),
          payload: { name: `并发${index}`, mobile: '13912349999' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().error_code === 'DEMAND_FULL')).toBe(true);
    expect(await receiverCount(id)).toBe(5);
    const counted = (await t.deps.pool.query('select accepted_count from demands where id = $1', [id])).rows[0].accepted_count;
    expect(counted).toBe(5);
  });

  it('the database refuses a sixth acceptance even written directly', async () => {
    const id = await createDemand(t, owner.token);
    for (let i = 0; i < 5; i += 1) {
      const supplier = await newAcceptor(t);
      await t.deps.pool.query(`insert into demand_receivers (demand_id, user_id, name, mobile, created_at) values ($1, $2, '直写', '13912340000', now())`, [
        id,
        supplier.userId,
      ]);
    }
    const sixth = await newAcceptor(t);
    await expect(
      t.deps.pool.query(`insert into demand_receivers (demand_id, user_id, name, mobile, created_at) values ($1, $2, '直写', '13912340000', now())`, [
        id,
        sixth.userId,
      ]),
    ).rejects.toThrow(/demands_accepted_count_range/);
    expect(await receiverCount(id)).toBe(5);
  });

  it('a closed or expired demand cannot be accepted', async () => {
    const id = await createDemand(t, owner.token);
    await t.deps.pool.query(`update demands set status = 'closed' where id = $1`, [id]);
    const supplier = await newAcceptor(t);
    const answer = await accept(id, supplier.token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ msg: '该需求已结束，无法承接', error_code: 'DEMAND_CLOSED' });
  });
});

describe('operator follow-up', () => {
  it('refuses non-operators (401 visitors, 403 others)', async () => {
    const id = await createDemand(t, owner.token);
    const supplier = await newAcceptor(t);
    expect((await get(t, '/api/operator/appeals')).statusCode).toBe(401);
    expect((await get(t, '/api/operator/appeals', owner.token)).statusCode).toBe(403);
    expect((await get(t, '/api/operator/appeals', supplier.token)).statusCode).toBe(403);
    expect((await post(t, `/api/operator/appeals/${id}/follow_up`, { status: 'contacted', note: '已电话联系' }, owner.token)).statusCode).toBe(403);
    expect((await post(t, `/api/operator/appeals/${id}/follow_up`, { status: 'contacted', note: '已电话联系' })).statusCode).toBe(401);
    expect((await t.deps.pool.query('select status from demands where id = $1', [id])).rows[0].status).toBe('open');
  });

  it('open → contacted → closed with notes, each audited; the hall drops it when closed', async () => {
    const id = await createDemand(t, owner.token, { mobile: '13833334444', product: '跟进测试产品' });
    const listed = (await get(t, '/api/operator/appeals?status=open&keyword=跟进测试', operator.token)).json().result;
    expect(listed.data.map((d: { id: number }) => d.id)).toEqual([id]);
    expect(listed.data[0]).toMatchObject({ mobile: '13833334444', owner: { id: owner.userId, mobile: '13800000001' }, follow_ups: [], receivers: [] });

    const noNote = await post(t, `/api/operator/appeals/${id}/follow_up`, { status: 'contacted', note: ' ' }, operator.token);
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().msg).toBe('请填写跟进备注');

    const contacted = await post(t, `/api/operator/appeals/${id}/follow_up`, { status: 'contacted', note: '已电话联系，客户需要周末场地' }, operator.token);
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json().result).toMatchObject({ status: 'contacted', status_name: '已联系', follow_note: '已电话联系，客户需要周末场地' });
    expect((await get(t, '/api/appeal?page_size=50')).json().result.data.map((d: { id: number }) => d.id)).toContain(id);

    const closed = await post(t, `/api/operator/appeals/${id}/follow_up`, { status: 'closed', note: '已成交' }, operator.token);
    expect(closed.json().result).toMatchObject({
      status: 'closed',
      follow_ups: [
        { from_status: 'open', to_status: 'contacted' },
        { from_status: 'contacted', to_status: 'closed', note: '已成交' },
      ],
    });
    expect((await get(t, '/api/appeal?page_size=50')).json().result.data.map((d: { id: number }) => d.id)).not.toContain(id);

    const back = await post(t, `/api/operator/appeals/${id}/follow_up`, { status: 'contacted', note: '重开' }, operator.token);
    expect(back.statusCode).toBe(409);
    expect(back.json().msg).toBe('该需求已关闭，不能改为已联系');
    const reopen = await post(t, `/api/operator/appeals/${id}/follow_up`, { status: 'open', note: '重开' }, operator.token);
    expect(reopen.statusCode).toBe(422);

    const audit = await t.deps.pool.query(
      `select actor_id, action, target_type, target_id, before, after from audit_log where target_type = 'demand' and target_id = $1 order by id`,
      [String(id)],
    );
    expect(audit.rows).toEqual([
      {
        actor_id: operator.userId,
        action: 'demand.follow_up',
        target_type: 'demand',
        target_id: String(id),
        before: { status: 'open', follow_note: null },
        after: { status: 'contacted', follow_note: '已电话联系，客户需要周末场地' },
      },
      {
        actor_id: operator.userId,
        action: 'demand.follow_up',
        target_type: 'demand',
        target_id: String(id),
        before: { status: 'contacted', follow_note: '已电话联系，客户需要周末场地' },
        after: { status: 'closed', follow_note: '已成交' },
      },
    ]);
    expect((await post(t, '/api/operator/appeals/999999/follow_up', { status: 'contacted', note: '无' }, operator.token)).statusCode).toBe(404);
  });

  it('two operators at once: one change wins, the other gets 409', async () => {
    const id = await createDemand(t, owner.token);
    const other = await loginAs(t, '13700000002', ['operator']);
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/operator/appeals/${id}/follow_up`,
        headers: bearer(operator.token),
        payload: { status: 'contacted', note: '甲' },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/operator/appeals/${id}/follow_up`,
        headers: bearer(other.token),
        payload: { status: 'contacted', note: '乙' },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(Number((await t.deps.pool.query('select count(*)::int as n from demand_follow_ups where demand_id = $1', [id])).rows[0].n)).toBe(1);
  });

  it('filters by status and city, lists home demands too', async () => {
    const home = (await post(t, '/api/appeal', { is_home: 1, city_ids: [52], name: '首页用户', mobile: '13800000001' }, owner.token)).json().result
      .id as number;
    const inBeijing = (await get(t, '/api/operator/appeals?city_id=52&page_size=50', operator.token)).json().result.data as { id: number; is_home: boolean }[];
    expect(inBeijing.find((d) => d.id === home)).toMatchObject({ is_home: true });
    const closedOnly = (await get(t, '/api/operator/appeals?status=closed&page_size=50', operator.token)).json().result.data as { status: string }[];
    expect(closedOnly.every((d) => d.status === 'closed')).toBe(true);
    expect((await get(t, '/api/operator/appeals?status=bogus', operator.token)).statusCode).toBe(422);
  });
});
