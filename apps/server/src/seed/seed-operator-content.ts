import type pg from 'pg';
import { sanitizeArticleHtml, summaryOf } from '../modules/content';
import { NO_SUBSCRIBERS, recordEvent } from '../platform/events/record-event';
import { DEMO_INDUSTRY_NEWS, DEMO_NEWS } from './demo-news-articles';

/**
 * The operator console's demo (issue 14): help articles in every help category, positions, more than
 * eight company news items (so 加载更多 has pages to load), industry news and the company info tabs, all
 * published by the demo operator (each with its audit entry, as if they had clicked 发布); feedback and
 * error reports in the operator's inbox, one already answered.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const HELP: Record<number, [string, string][]> = {
  1: [
    [
      '如何在平台预订场地？',
      p(
        '在首页或场地列表按城市、商圈、类型筛选场地，进入场地详情页选择租期、摊位规格与日期，点击「立即预订」填写订单信息并支付即可。',
        '支付后供应商将在24小时内审核，审核通过后订单进入待执行状态。',
      ),
    ],
    ['需要提前多久预订？', p('场地至少需要提前2天预订，部分场地要求提前更多天数，以场地日历中可选的日期为准。')],
    ['如何注册成为平台用户？', p('点击页面右上角「注册」，选择您的身份（广告主、场地供应商、代理商或服务商），使用手机号和短信验证码即可完成注册。')],
    ['什么是询价场地？', p('部分特殊场地价格需按活动内容单独报价。提交询价后，供应商会按您的日期给出报价，报价72小时内有效，您可直接按报价下单。')],
  ],
  2: [
    ['支持哪些支付方式？', p('支持余额支付、支付宝在线支付、扫码支付和对公银行转账四种方式。')],
    ['对公转账多久能确认？', p('上传转账凭证后，平台财务会在1个工作日内核对到账情况并确认；凭证有误时会说明原因，您可以重新上传。')],
    ['订单多久未支付会被取消？', p('订单提交后48小时内未支付将被自动取消，占用的档期、优惠券和积分会一并退回。')],
    ['如何使用优惠券和积分？', p('在订单确认页选择可用的优惠券；订单金额满100元时可使用积分抵扣，1000积分抵扣5元，每单最多抵扣50元。')],
  ],
  3: [
    ['订单可以取消吗？', p('待支付和已支付但未审核的订单可以取消，款项全额原路退回；供应商审核通过后订单不可取消。')],
    ['供应商拒绝了我的订单怎么办？', p('订单被拒绝后，该场地的款项会退回至您的账户余额，使用的优惠券和积分同时退回，您可以重新选择其他场地。')],
    ['押金什么时候退还？', p('活动执行完毕、订单完成后，押金将自动退回至您的账户余额。')],
  ],
  4: [
    ['如何申请发票？', p('订单执行第2天起，可在「我的订单」中对该订单申请发票，每个订单可申请一次，开票金额为实付金额减去已退款金额。')],
    ['可以开具增值税专用发票吗？', p('可以。申请专票需要在发票抬头中填写公司名称、税号、注册地址、电话、开户银行与账号。')],
  ],
  5: [
    ['如何成为场地供应商？', p('在「入驻申请」页选择场地供应商，填写公司名称和联系电话提交申请，平台会在1个工作日内完成审核。')],
    ['订单需要在多长时间内审核？', p('买家支付后，请在24小时内审核订单；超时未审核的订单会提醒平台运营跟进。')],
    ['如何设置节假日价格？', p('在「价格规则」中为指定摊位设置日期范围与星期，可设定固定价格或按比例上浮。')],
  ],
};

const POSITIONS: [string, string][] = [
  [
    '场地运营专员（上海）',
    p(
      '<strong>岗位职责：</strong>负责上海区域商场、社区场地资源的拓展与维护；跟进场地上线、价格与档期更新。',
      '<strong>任职要求：</strong>本科及以上学历，1年以上商业地产或活动行业经验，沟通能力强。',
    ),
  ],
  [
    '客户成功经理',
    p(
      '<strong>岗位职责：</strong>服务品牌客户，理解推广需求，推荐合适的场地组合并跟进执行。',
      '<strong>任职要求：</strong>3年以上To B客户服务经验，有快消或广告行业背景优先。',
    ),
  ],
  [
    '高级前端工程师',
    p(
      '<strong>岗位职责：</strong>负责平台PC端与运营后台的开发，持续提升页面性能与体验。',
      '<strong>任职要求：</strong>熟悉React与TypeScript，有中大型项目经验。',
    ),
  ],
  [
    '后端工程师',
    p(
      '<strong>岗位职责：</strong>负责订单、支付与库存等核心系统的设计与开发。',
      '<strong>任职要求：</strong>熟悉Node.js或Java，熟悉PostgreSQL，理解事务与并发。',
    ),
  ],
  [
    '活动执行主管（北京）',
    p('<strong>岗位职责：</strong>统筹北京区域线下活动执行，管理搭建与人员团队。', '<strong>任职要求：</strong>3年以上活动执行经验，能适应出差。'),
  ],
];

const COMPANY: [string, string][] = [
  [
    '公司简介',
    p(
      '场地通是一家线下推广场地预订平台，连接品牌广告主与商场、园区、社区、写字楼等场地供应方。',
      '平台提供场地搜索、在线预订、担保交易与执行服务，覆盖全国多个城市。',
    ),
  ],
  ['联系我们', p('客服热线：400-800-1234（周一至周日 9:00-21:00）', '商务合作：bd@changditong.cn', '公司地址：上海市徐汇区虹桥路1号')],
  [
    '服务协议',
    p(
      '欢迎使用场地通平台服务。用户在使用平台服务前，应仔细阅读本协议的全部内容。',
      '平台为买卖双方提供信息发布与交易撮合服务，订单款项由平台担保，供应商审核通过后执行。',
    ),
  ],
];

interface Published {
  typeId: number;
  title: string;
  content: string;
  at: Date;
  sort?: number;
}

async function publish(client: pg.PoolClient, operatorId: number, article: Published): Promise<void> {
  const content = sanitizeArticleHtml(article.content);
  const summary = summaryOf(content);
  const id = (
    await client.query<{ id: number }>(
      `insert into articles (article_type_id, title, summary, content, status, sort, published_at, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, 'published', $5, $6, $7, $6, $6) returning id`,
      [article.typeId, article.title, summary, content, article.sort ?? 0, article.at, operatorId],
    )
  ).rows[0]!.id;
  await recordEvent(
    client,
    {
      type: 'content.changed',
      actorId: operatorId,
      payload: { kind: 'article', id },
      audit: {
        action: 'article.publish',
        targetType: 'article',
        targetId: id,
        before: null,
        after: { article_type_id: article.typeId, title: article.title, status: 'published' },
      },
      now: article.at,
    },
    NO_SUBSCRIBERS,
  );
}

export async function seedOperatorContent(client: pg.PoolClient, accounts: { buyer: number; operator: number }, now: Date): Promise<void> {
  let minutes = 0;
  const earlier = (days: number) => new Date(now.getTime() - days * DAY + (minutes += 1) * 60_000);
  for (const [typeId, items] of Object.entries(HELP)) {
    for (const [index, [title, content]] of items.entries())
      await publish(client, accounts.operator, { typeId: Number(typeId), title, content, at: earlier(60), sort: items.length - index });
  }
  for (const [index, [title, content]] of POSITIONS.entries())
    await publish(client, accounts.operator, { typeId: 10, title, content, at: earlier(30), sort: POSITIONS.length - index });
  // Newest first in the list: the first item is the most recent.
  for (const [index, [title, paragraphs]] of [...DEMO_NEWS.entries()].reverse()) {
    await publish(client, accounts.operator, { typeId: 17, title, content: p(...paragraphs), at: earlier(3 + index * 9) });
  }
  for (const [index, [title, paragraphs]] of [...DEMO_INDUSTRY_NEWS.entries()].reverse()) {
    await publish(client, accounts.operator, { typeId: 18, title, content: p(...paragraphs), at: earlier(5 + index * 12) });
  }
  for (const [index, [title, content]] of COMPANY.entries())
    await publish(client, accounts.operator, { typeId: 20, title, content, at: earlier(90), sort: COMPANY.length - index });

  // The operator's inbox: an error report on one of the venues, suggestions, one already answered.
  const venue = (
    await client.query<{ id: number; community_id: number }>('select id, community_id from physical_resources where parent_id is null order by id limit 1')
  ).rows[0];
  const feedbacks: [number, string, number | null, number | null, Date][] = [
    [1, '场地详情页的人流量数据与实际不符，工作日人流明显少于页面所写。', venue?.community_id ?? null, venue?.id ?? null, new Date(now.getTime() - 5 * HOUR)],
    [2, '希望场地列表能按可搭建高度筛选。', null, null, new Date(now.getTime() - 2 * DAY)],
    [2, '希望订单页能直接下载合同模板。', null, null, new Date(now.getTime() - 6 * DAY)],
  ];
  const ids: number[] = [];
  for (const [type, content, communityId, venueId, at] of feedbacks) {
    ids.push(
      (
        await client.query<{ id: number }>(
          'insert into feedbacks (user_id, feedback_type, content, community_id, physical_resource_id, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
          [accounts.buyer, type, content, communityId, venueId, at],
        )
      ).rows[0]!.id,
    );
  }
  const handledAt = new Date(now.getTime() - 5 * DAY);
  const reply = '感谢建议，合同模板下载已在排期中，预计下月上线。';
  await client.query(`update feedbacks set status = 'handled', reply = $2, handled_at = $3, handled_by = $4 where id = $1`, [
    ids[2],
    reply,
    handledAt,
    accounts.operator,
  ]);
  await recordEvent(
    client,
    {
      type: 'feedback.handled',
      actorId: accounts.operator,
      subjectUserId: accounts.buyer,
      payload: { feedback_id: ids[2], feedback_type: 2, reply },
      audit: {
        action: 'feedback.handle',
        targetType: 'feedback',
        targetId: ids[2]!,
        before: { status: 'open', reply: null },
        after: { status: 'handled', reply },
      },
      now: handledAt,
    },
    NO_SUBSCRIBERS,
  );
}
