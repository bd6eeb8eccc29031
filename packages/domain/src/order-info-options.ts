/**
 * The choices of the order's supplementary information (补充信息): industries (two levels, the form
 * sends `{ parent_id, id }`), promotion purposes and spread ways. One list for the form (GET
 * orders/additional_selection) and for the server's check of what it receives.
 */

export interface IndustryOption {
  id: number;
  name: string;
  children: readonly { id: number; name: string }[];
}

export interface SimpleOption {
  id: number;
  name: string;
}

export const INDUSTRIES: readonly IndustryOption[] = [
  {
    id: 1,
    name: '快消零售',
    children: [
      { id: 101, name: '食品饮料' },
      { id: 102, name: '日化美妆' },
      { id: 103, name: '服装鞋帽' },
      { id: 104, name: '母婴用品' },
    ],
  },
  {
    id: 2,
    name: '互联网',
    children: [
      { id: 201, name: '电商平台' },
      { id: 202, name: '本地生活' },
      { id: 203, name: '游戏娱乐' },
      { id: 204, name: '社交资讯' },
    ],
  },
  {
    id: 3,
    name: '金融',
    children: [
      { id: 301, name: '银行' },
      { id: 302, name: '保险' },
      { id: 303, name: '证券基金' },
    ],
  },
  {
    id: 4,
    name: '汽车',
    children: [
      { id: 401, name: '整车' },
      { id: 402, name: '新能源汽车' },
      { id: 403, name: '汽车服务' },
    ],
  },
  {
    id: 5,
    name: '房产家居',
    children: [
      { id: 501, name: '房地产' },
      { id: 502, name: '家居建材' },
      { id: 503, name: '家用电器' },
    ],
  },
  {
    id: 6,
    name: '教育培训',
    children: [
      { id: 601, name: '少儿教育' },
      { id: 602, name: '职业教育' },
      { id: 603, name: '语言培训' },
    ],
  },
  {
    id: 7,
    name: '医疗健康',
    children: [
      { id: 701, name: '医疗机构' },
      { id: 702, name: '健康保健' },
      { id: 703, name: '运动健身' },
    ],
  },
  {
    id: 8,
    name: '通信数码',
    children: [
      { id: 801, name: '运营商' },
      { id: 802, name: '手机数码' },
    ],
  },
  {
    id: 9,
    name: '文化旅游',
    children: [
      { id: 901, name: '旅游出行' },
      { id: 902, name: '文化演出' },
      { id: 903, name: '酒店餐饮' },
    ],
  },
  {
    id: 10,
    name: '其他',
    children: [
      { id: 1001, name: '公益' },
      { id: 1002, name: '其他行业' },
    ],
  },
];

export const PROMOTION_PURPOSES: readonly SimpleOption[] = [
  { id: 1, name: '品牌曝光' },
  { id: 2, name: '产品销售' },
  { id: 3, name: '新品发布' },
  { id: 4, name: '会员拉新' },
  { id: 5, name: '用户体验' },
  { id: 6, name: '市场调研' },
  { id: 7, name: '公益宣传' },
];

export const SPREAD_WAYS: readonly SimpleOption[] = [
  { id: 1, name: '路演' },
  { id: 2, name: '展览展示' },
  { id: 3, name: '快闪店' },
  { id: 4, name: '派样试用' },
  { id: 5, name: '地推拉新' },
  { id: 6, name: '互动游戏' },
  { id: 7, name: '广告投放' },
  { id: 8, name: '签售见面会' },
];

const INDUSTRY_PARENT = new Map<number, number>(INDUSTRIES.flatMap((parent) => parent.children.map((child) => [child.id, parent.id] as const)));

/** True when `{ parent_id, id }` is a known industry (a child under its parent, or a parent alone with id = parent_id). */
export function isKnownIndustry(choice: { parent_id: number; id: number }): boolean {
  if (choice.id === choice.parent_id) return INDUSTRIES.some((parent) => parent.id === choice.id);
  return INDUSTRY_PARENT.get(choice.id) === choice.parent_id;
}

export const isKnownPurpose = (id: number): boolean => PROMOTION_PURPOSES.some((option) => option.id === id);
export const isKnownSpreadWay = (id: number): boolean => SPREAD_WAYS.some((option) => option.id === id);
