import { ZDemandBody } from '@vm/contracts/demands';
import { addDays, todayInShanghai } from '@vm/domain/business-date';
import type pg from 'pg';
import { NO_SUBSCRIBERS } from '../platform/events/record-event';
import { acceptInTransaction, checkDemand, followUpInTransaction, insertDemand } from '../modules/demands';

/**
 * The demand hall's demo (issue 12): open demands in several cities, newest first, some accepted, one
 * full (5 acceptances), one for every city, one contacted and one closed by the operator, one home quick
 * demand. Written through the demands module (the form's checks, the acceptance and follow-up steps with
 * their events), so counts, events and audit entries agree as if people had clicked.
 */

const OWNERS = [
  { mobile: '13800000101', name: '李女士' },
  { mobile: '13800000102', name: '王先生' },
  { mobile: '13800000103', name: '陈经理' },
  { mobile: '13800000104', name: '刘总' },
] as const;

/** Suppliers, agents and facilitators who accept demands (besides the demo supplier). */
const ACCEPTORS = [
  { mobile: '13900000101', name: '静安物业', role: 'property' },
  { mobile: '13900000102', name: '滨江商业管理', role: 'property' },
  { mobile: '13900000103', name: '星河广告代理', role: 'agent' },
  { mobile: '13900000104', name: '远景活动执行', role: 'facilitator' },
  { mobile: '13900000105', name: '城市园区运营', role: 'property' },
] as const;

interface Plan {
  /** Index into [demo buyer, ...OWNERS]. */
  owner: number;
  product: string;
  cities: number[];
  budget: string;
  areas: [string, string];
  /** Start in days from today, and length in days. */
  from: number;
  days: number;
  types: number[];
  spreadWays: number[];
  industries: number[];
  needs: ('power' | 'carport' | 'stay_overnight' | 'leaflet' | 'establish' | 'part_time_job')[];
  description: string;
  /** How many acceptors (the demo supplier first). */
  accepted: number;
  follow?: { status: 'contacted' | 'closed'; note: string }[];
}

const PLANS: readonly Plan[] = [
  {
    owner: 0,
    product: '精酿啤酒',
    cities: [90],
    budget: '5000',
    areas: ['50', '120'],
    from: 7,
    days: 3,
    types: [1],
    spreadWays: [3, 4],
    industries: [1],
    needs: ['power', 'stay_overnight'],
    description: '周末精酿啤酒快闪，需要商场中庭，可提供试饮，需要220V电源。',
    accepted: 2,
  },
  {
    owner: 1,
    product: '新能源汽车',
    cities: [52],
    budget: '12000',
    areas: ['200', '500'],
    from: 14,
    days: 2,
    types: [1, 8],
    spreadWays: [1, 2],
    industries: [4],
    needs: ['power', 'carport', 'establish'],
    description: '新车上市试驾路演，需展车2台，场地需可进车。',
    accepted: 5,
  },
  {
    owner: 2,
    product: '婴儿纸尿裤',
    cities: [197],
    budget: '1500',
    areas: ['20', '40'],
    from: 5,
    days: 2,
    types: [2],
    spreadWays: [4],
    industries: [1],
    needs: ['leaflet', 'part_time_job'],
    description: '社区母婴派样，周末两天，需要2名兼职。',
    accepted: 0,
  },
  {
    owner: 3,
    product: '旗舰手机',
    cities: [199],
    budget: '8000',
    areas: ['80', '150'],
    from: 10,
    days: 5,
    types: [1, 3],
    spreadWays: [2, 8],
    industries: [8],
    needs: ['power', 'establish'],
    description: '新品手机体验展，需搭建展台，晚间需物料过夜。',
    accepted: 1,
  },
  {
    owner: 0,
    product: '精品咖啡',
    cities: [120],
    budget: '3000',
    areas: ['30', '60'],
    from: 20,
    days: 2,
    types: [1, 4],
    spreadWays: [3],
    industries: [1],
    needs: ['power'],
    description: '咖啡品牌市集，希望在园区或商场户外广场。',
    accepted: 0,
  },
  {
    owner: 4,
    product: '游戏IP周边',
    cities: [238],
    budget: '6000',
    areas: ['100', '300'],
    from: 25,
    days: 7,
    types: [1],
    spreadWays: [6, 2],
    industries: [2],
    needs: ['power', 'establish', 'stay_overnight'],
    description: '游戏IP互动展，一周档期，需要大型中庭。',
    accepted: 3,
  },
  {
    owner: 1,
    product: '信用卡',
    cities: [0],
    budget: '2000',
    areas: ['10', '30'],
    from: 4,
    days: 30,
    types: [1, 2, 3],
    spreadWays: [5],
    industries: [3],
    needs: ['leaflet', 'part_time_job'],
    description: '全国多城市信用卡地推，长期合作，按月结算。',
    accepted: 1,
  },
  {
    owner: 2,
    product: '社区团购',
    cities: [90, 120],
    budget: '800',
    areas: ['10', '20'],
    from: 3,
    days: 10,
    types: [2],
    spreadWays: [5],
    industries: [2],
    needs: ['leaflet'],
    description: '社区团购拉新，摆摊位即可。',
    accepted: 0,
    follow: [{ status: 'contacted', note: '已电话联系，客户希望优先徐汇、闵行的社区' }],
  },
  {
    owner: 0,
    product: '儿童绘本',
    cities: [90],
    budget: '1000',
    areas: ['10', '20'],
    from: 6,
    days: 2,
    types: [2],
    spreadWays: [4],
    industries: [6],
    needs: [],
    description: '绘本阅读推广活动。',
    accepted: 0,
    follow: [
      { status: 'contacted', note: '已联系客户' },
      { status: 'closed', note: '客户已通过平台下单，需求关闭' },
    ],
  },
];

const HOUR = 3_600_000;

async function account(client: pg.PoolClient, mobile: string, name: string, roles: string[]): Promise<number> {
  const row = await client.query<{ id: number }>(
    `insert into users (mobile, name, roles) values ($1, $2, $3) on conflict (mobile) do update set name = excluded.name returning id`,
    [mobile, name, roles],
  );
  return row.rows[0]!.id;
}

export async function seedDemands(client: pg.PoolClient, accounts: { buyer: number; supplier: number; operator: number }, now: Date): Promise<number> {
  const today = todayInShanghai(now);
  // One client, one query at a time: the accounts are made in order.
  const owners = [accounts.buyer];
  for (const owner of OWNERS) owners.push(await account(client, owner.mobile, owner.name, ['business']));
  const ownerInfo = [{ mobile: '13800000001', name: '演示广告主' }, ...OWNERS];
  const acceptors: { id: number; name: string; mobile: string }[] = [{ id: accounts.supplier, name: '演示供应商', mobile: '13900000001' }];
  for (const acceptor of ACCEPTORS)
    acceptors.push({ id: await account(client, acceptor.mobile, acceptor.name, ['business', acceptor.role]), name: acceptor.name, mobile: acceptor.mobile });
  let created = 0;
  for (const [index, plan] of PLANS.entries()) {
    const at = new Date(now.getTime() - (PLANS.length - index) * 5 * HOUR);
    const body = ZDemandBody.parse({
      name: ownerInfo[plan.owner]!.name,
      mobile: ownerInfo[plan.owner]!.mobile,
      product: plan.product,
      minimum_area: plan.areas[0],
      maximum_area: plan.areas[1],
      single_field_budget: plan.budget,
      start: addDays(today, plan.from),
      end: addDays(today, plan.from + plan.days - 1),
      city_ids: plan.cities,
      community_type_ids: plan.types,
      spread_way_ids: plan.spreadWays,
      industry_ids: plan.industries,
      ex_description: plan.description,
      ...Object.fromEntries(plan.needs.map((need) => [need, 1])),
    });
    const values = await checkDemand(client, body, { loggedIn: true, today });
    const id = await insertDemand(client, { ...values, userId: owners[plan.owner]!, now: at });
    for (const acceptor of acceptors.slice(0, plan.accepted)) {
      await acceptInTransaction(client, NO_SUBSCRIBERS, acceptor.id, id, { name: acceptor.name, mobile: acceptor.mobile }, new Date(at.getTime() + HOUR));
    }
    for (const step of plan.follow ?? []) await followUpInTransaction(client, NO_SUBSCRIBERS, accounts.operator, id, step, new Date(at.getTime() + 2 * HOUR));
    created += 1;
  }
  const home = ZDemandBody.parse({ is_home: 1, city_ids: [90], name: ownerInfo[3]!.name, mobile: ownerInfo[3]!.mobile });
  await insertDemand(client, { ...(await checkDemand(client, home, { loggedIn: true, today })), userId: owners[3]!, now: new Date(now.getTime() - HOUR) });
  return created + 1;
}
