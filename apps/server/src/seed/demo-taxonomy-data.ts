/** Reference lists of the demo marketplace, in id order (ids follow the order on a fresh database). */

export const COMMUNITY_TYPES = ['购物中心', '社区', '写字楼', '产业园区', '交通枢纽', '高校', '酒店', '文体场馆'] as const;
export const LOCATION_TYPES = ['核心商圈', '区域商圈', '社区商业', '交通站点', '城市新区'] as const;
export const LABELS = ['地铁沿线', '高端商务', '年轻潮流', '亲子家庭', '人流密集', '可搭建', '24小时开放', '停车便利', '网红打卡', '新开业'] as const;

/** Field types with their attributes and options; `ad` kinds are advertising slots. */
export const CATEGORIES: readonly { name: string; kind: 'venue' | 'ad'; attributes: readonly [string, readonly string[]][] }[] = [
  {
    name: '中庭',
    kind: 'venue',
    attributes: [
      ['层高', ['5米以下', '5-10米', '10米以上']],
      ['地面材质', ['大理石', '木地板', '地砖']],
    ],
  },
  {
    name: '广场',
    kind: 'venue',
    attributes: [
      ['地面材质', ['石材', '塑胶', '草坪']],
      ['可用电源', ['220V', '380V', '无']],
    ],
  },
  { name: '通道', kind: 'venue', attributes: [['位置', ['主入口', '电梯口', '扶梯旁']]] },
  {
    name: '展厅',
    kind: 'venue',
    attributes: [
      ['层高', ['5米以下', '5-10米']],
      ['配套', ['投影', '音响', '桌椅']],
    ],
  },
  { name: '草坪', kind: 'venue', attributes: [['可用电源', ['220V', '无']]] },
  {
    name: '灯箱',
    kind: 'ad',
    attributes: [
      ['尺寸规格', ['1.2×1.8米', '2×3米', '3×6米']],
      ['照明', ['内打光', '外打光']],
    ],
  },
  {
    name: 'LED屏',
    kind: 'ad',
    attributes: [
      ['尺寸规格', ['10㎡以下', '10-50㎡', '50㎡以上']],
      ['播放时长', ['15秒', '30秒', '60秒']],
    ],
  },
  { name: '电梯框架', kind: 'ad', attributes: [['尺寸规格', ['A3', 'A4']]] },
];

export const ACTIVITY_CASE_TYPES = ['新品发布', '快闪店', '路演推广', '品牌展览', '节日营销', '地推拉新'] as const;
export const SERVICE_TYPES = ['活动策划', '展台搭建', '物料制作', '礼仪模特', '摄影摄像', '灯光音响', '地推执行'] as const;
export const HOT_WORDS = ['中庭', '广场', '快闪店', '万达广场', 'LED屏', '社区', '写字楼', '地铁站', '路演', '商场'] as const;

/**
 * Search synonym groups (the first word canonical): one for every community type and field type, in the
 * words buyers use, so every hot word finds venues (快闪店 and 路演 are held in 中庭 and on 广场).
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['购物中心', '商场', '商城', '购物广场', '百货', '商业综合体', 'mall', 'shoppingmall'],
  ['社区', '小区', '住宅区', '居民区'],
  ['写字楼', '办公楼', '商务楼', '办公大楼', '商务中心'],
  ['产业园区', '园区', '产业园', '科技园', '创意园', '软件园'],
  ['交通枢纽', '地铁站', '地铁', '火车站', '高铁站', '车站', '机场'],
  ['高校', '大学', '学校', '校园', '学院', '大学城'],
  ['酒店', '宾馆', '饭店', '会议酒店'],
  ['文体场馆', '体育馆', '体育中心', '场馆', '文化中心', '会展中心'],
  ['中庭', '大堂', '大厅', '快闪店', '快闪', '挑空'],
  ['广场', '外广场', '露天广场', '路演', '户外'],
  ['通道', '走廊', '连廊', '扶梯口', '电梯厅'],
  ['展厅', '展馆', '展览', '展示厅', '展位'],
  ['草坪', '草地', '绿地'],
  ['灯箱', '广告灯箱'],
  ['LED屏', '大屏', '电子屏', '显示屏', 'LED'],
  ['电梯框架', '电梯广告', '框架广告'],
];

/** Booth sizes (size, custom_dimension) offered on venues, and special requirements a booth may carry. */
export const BOOTH_SIZES: readonly [string, string][] = [
  ['2m*2m', '4㎡标准摊位'],
  ['3m*3m', '9㎡标准摊位'],
  ['3m*6m', '18㎡展位'],
  ['6m*6m', '36㎡展位'],
  ['10m*10m', '100㎡场地'],
  ['整场', '整场包场'],
];
export const SPECIAL_REQUIREMENTS = ['不可明火', '需提前报备', '禁止高噪音', '需购买保险', '限非食品类'] as const;
export const SUPPLIER_TAGS = ['官方直营', '物业直签', '优选服务商', '独家代理'] as const;
export const ACTIVITY_TYPE_NAMES = ['市集', '节日活动', '亲子嘉年华', '音乐节'] as const;
