import { CONTENT_BLOCK_SCHEMAS, type ContentBlockKey, type HomeInfo, type HomeModule, type ThemeSection } from '@vm/contracts/content';
import { eq, sql } from 'drizzle-orm';
import { contentBlocks } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';

/**
 * Page content that is one structured value: the theme page's sections, the home page's module tabs
 * and the home info page's text. A key never saved reads as its default below, so a fresh install
 * (demo data or not) shows the same pages the operators then edit.
 */

const THEME_SECTIONS: ThemeSection[] = [
  { id: 'theme-hot', title: '人气场地', text: '近期预订最多的场地，品牌方的共同选择', query: { order_by: 'order_quantity', order: 'desc' } },
  { id: 'theme-flow', title: '大客流场地', text: '日均人流领先，适合新品曝光与路演', query: { order_by: 'person_flow', order: 'desc' } },
  { id: 'theme-indoor', title: '室内中庭', text: '不惧风雨，商场中庭与大堂', query: { indoor: 1 } },
  { id: 'theme-outdoor', title: '户外广场', text: '开阔空间，适合快闪与大型搭建', query: { indoor: 0 } },
  { id: 'theme-panorama', title: '全景看场', text: '支持720°全景，在线看清场地每个角落', query: { has_panorama: 1 } },
  { id: 'theme-budget', title: '千元以内', text: '小预算也能做活动，日均0-1000元精选', query: { price_tier: 1 } },
  { id: 'theme-proprietary', title: '平台自营', text: '场地通直营，档期实时、快速确认', query: { is_proprietary: 1 } },
];

const HOME_MODULES: HomeModule[] = [
  { key: 'category', label: '按类型找场地', enabled: true },
  { key: 'trading_area', label: '热门商圈', enabled: true },
  { key: 'subsidy', label: '补贴场地', enabled: true },
  { key: 'no_deposit', label: '免押金', enabled: true },
];

const HOME_INFO: HomeInfo = {
  intros: {
    '1': {
      heading: '场地供应商入驻',
      summary: '商场、园区、社区、写字楼等场地的业主或运营方，在平台发布场地，直接对接全国的品牌广告主。',
      points: [
        { title: '免费发布场地', text: '社区、场地、摊位与价格自主维护，修改后买家立即可见。' },
        { title: '在线收款与审核', text: '买家在线下单支付，您在24小时内审核，款项由平台担保。' },
        { title: '询价与报价', text: '特殊场地可设为询价，按买家日期单独报价，72小时内有效。' },
        { title: '子账号协作', text: '添加员工子账号，分别负责订单审核与场地维护，操作留痕。' },
      ],
    },
    '2': {
      heading: '代理商入驻',
      summary: '代理多个场地资源的渠道伙伴，在平台集中展示与销售所代理的场地，获取更多品牌需求。',
      points: [
        { title: '承接需求', text: '在需求大厅查看广告主的推广需求并直接接单。' },
        { title: '集中管理', text: '统一维护代理场地的档期与价格，减少沟通成本。' },
        { title: '平台背书', text: '通过审核的代理商展示认证标识，提升买家信任。' },
      ],
    },
    '3': {
      heading: '服务商入驻',
      summary: '提供活动策划、搭建、物料、人员执行等服务的团队，在服务商列表展示案例，承接线下推广项目。',
      points: [
        { title: '展示服务与案例', text: '在服务商列表展示服务范围与过往案例。' },
        { title: '承接需求', text: '在需求大厅承接广告主的执行需求。' },
        { title: '长期合作', text: '与平台场地资源打包，为品牌提供一站式服务。' },
      ],
    },
  },
  steps: ['提交入驻申请', '平台审核（1个工作日内）', '审核通过，开通后台'],
};

export const CONTENT_BLOCK_DEFAULTS: { theme_sections: ThemeSection[]; home_modules: HomeModule[]; home_info: HomeInfo } = {
  theme_sections: THEME_SECTIONS,
  home_modules: HOME_MODULES,
  home_info: HOME_INFO,
};

type BlockValue<K extends ContentBlockKey> = (typeof CONTENT_BLOCK_DEFAULTS)[K];

export async function readContentBlock<K extends ContentBlockKey>(deps: Pick<AppDeps, 'pool'>, key: K): Promise<BlockValue<K>> {
  const [row] = await typed(deps.pool).select({ value: contentBlocks.value }).from(contentBlocks).where(eq(contentBlocks.key, key));
  if (!row) return CONTENT_BLOCK_DEFAULTS[key];
  // A stored value that no longer fits the schema (an older shape) falls back to the default.
  const parsed = CONTENT_BLOCK_SCHEMAS[key].safeParse(row.value);
  return parsed.success ? (parsed.data as BlockValue<K>) : CONTENT_BLOCK_DEFAULTS[key];
}

/** PUT /api/operator/content_blocks/{key}: the value was validated by the key's schema in the route. */
export async function saveContentBlock<K extends ContentBlockKey>(deps: AppDeps, operatorId: number, key: K, value: BlockValue<K>): Promise<BlockValue<K>> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const db = typed(tx);
    const [locked] = await db.select({ value: contentBlocks.value }).from(contentBlocks).where(eq(contentBlocks.key, key)).for('update');
    const before = locked?.value ?? CONTENT_BLOCK_DEFAULTS[key];
    await db
      .insert(contentBlocks)
      .values({ key, value, updatedBy: operatorId, updatedAt: now })
      .onConflictDoUpdate({
        target: contentBlocks.key,
        set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
      });
    await recordEvent(
      tx,
      {
        type: 'content.changed',
        actorId: operatorId,
        payload: { kind: 'content_block', key },
        audit: { action: 'content_block.update', targetType: 'content_block', targetId: key, before, after: value },
        now,
      },
      deps.events,
    );
    return value;
  });
}
