import type { Prng } from './prng';
import { demoReviewText } from './demo-review-texts';

/** Realistic community and venue names: brand + place, suffixed by the community type. */
const MALL_BRANDS = [
  '万达广场',
  '龙湖天街',
  '大悦城',
  '印象城',
  '吾悦广场',
  '万象城',
  '来福士广场',
  '凯德广场',
  '宝龙广场',
  '新城市广场',
  '银泰城',
  '爱琴海购物公园',
  '百联购物中心',
  '合生汇',
  '环球港',
];
const COMMUNITY_SUFFIXES = ['花园', '新村', '雅苑', '公寓', '家园', '小区', '华庭', '名邸'];
const COMMUNITY_WORDS = ['阳光', '锦绣', '翠湖', '金桥', '绿洲', '滨江', '御景', '春华', '嘉和', '明珠', '枫林', '世纪'];
const OFFICE_WORDS = ['国际', '环球', '金融', '中心', '时代', '财富', '汇金', '置地'];
const OFFICE_SUFFIXES = ['大厦', '中心', '广场', '商务楼'];
const PARK_SUFFIXES = ['科技园', '产业园', '创意园', '软件园', '文创园'];
const HUB_NAMES = ['火车站', '客运站', '地铁换乘中心', '机场到达层'];
const CAMPUS_SUFFIXES = ['大学', '学院', '职业技术学院'];
const HOTEL_SUFFIXES = ['国际酒店', '大酒店', '会展中心'];
const ARENA_SUFFIXES = ['体育中心', '文化艺术中心', '会展中心', '体育馆'];
const STREETS = ['中山路', '人民路', '解放路', '建设路', '和平路', '长江路', '新华路', '文化路', '光明路', '南京路', '延安路', '淮海路', '东风路', '青年路'];

const VENUE_PARTS: Record<string, readonly string[]> = {
  中庭: ['一楼中庭', '二楼中庭', 'B1中庭', '主中庭', '东区中庭'],
  广场: ['南广场', '北广场', '东门广场', '中心广场', '下沉广场'],
  通道: ['主入口通道', '连廊通道', '扶梯口', '电梯厅'],
  展厅: ['多功能展厅', '一号展厅', '报告厅前厅'],
  草坪: ['中央草坪', '景观草坪'],
  灯箱: ['入口灯箱', '电梯厅灯箱', '停车场灯箱'],
  LED屏: ['外墙LED大屏', '中庭LED屏', '入口LED屏'],
  电梯框架: ['电梯框架广告', '候梯厅框架'],
};

function place(rng: Prng, districtName: string, areaName: string | null): string {
  return areaName && rng.chance(0.5) ? areaName : districtName.replace(/(新区|区)$/, '');
}

/** A community name for its type, e.g. 徐家汇万达广场, 阳光花园, 陆家嘴国际大厦. */
export function communityName(rng: Prng, typeName: string, districtName: string, areaName: string | null): string {
  const where = place(rng, districtName, areaName);
  switch (typeName) {
    case '购物中心':
      return `${where}${rng.pick(MALL_BRANDS)}`;
    case '社区':
      return `${rng.pick(COMMUNITY_WORDS)}${rng.pick(COMMUNITY_SUFFIXES)}${rng.chance(0.3) ? `${rng.int(2, 5)}期` : ''}`;
    case '写字楼':
      return `${where}${rng.pick(OFFICE_WORDS)}${rng.pick(OFFICE_SUFFIXES)}`;
    case '产业园区':
      return `${where}${rng.pick(['智慧', '创新', '数字', '未来', '高新'])}${rng.pick(PARK_SUFFIXES)}`;
    case '交通枢纽':
      return `${where}${rng.pick(HUB_NAMES)}`;
    case '高校':
      return `${where}${rng.pick(['理工', '财经', '师范', '科技', '外国语'])}${rng.pick(CAMPUS_SUFFIXES)}`;
    case '酒店':
      return `${where}${rng.pick(['皇冠', '喜来登', '万豪', '希尔顿', '洲际'])}${rng.pick(HOTEL_SUFFIXES)}`;
    default:
      return `${where}${rng.pick(ARENA_SUFFIXES)}`;
  }
}

export function streetAddress(rng: Prng, cityName: string, districtName: string): string {
  return `${cityName}市${districtName}${rng.pick(STREETS)}${rng.int(1, 1999)}号`;
}

export function venueName(rng: Prng, communityName: string, categoryName: string): string {
  return `${communityName}${rng.pick(VENUE_PARTS[categoryName] ?? ['活动场地'])}`;
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭'];
const COMPANY_WORDS = ['星辰', '蓝海', '优品', '鲜果', '乐活', '云图', '极客', '悦动', '青禾', '拾光'];
const COMPANY_SUFFIXES = ['科技有限公司', '文化传媒有限公司', '食品有限公司', '教育咨询有限公司', '健身管理有限公司'];

export function personName(rng: Prng): string {
  return `${rng.pick(SURNAMES)}${rng.pick(['先生', '女士', '经理', '总'])}`;
}

export function companyName(rng: Prng, cityName: string): string {
  return `${cityName}${rng.pick(COMPANY_WORDS)}${rng.pick(COMPANY_SUFFIXES)}`;
}

/**
 * A demo review's text for `score` stars: one draw from `rng` seeds its own stream (demo-review-texts),
 * so the generator's sequence — every other demo figure — is what it was with a single pick.
 */
export function commentText(rng: Prng, score: number): string {
  return demoReviewText(Math.floor(rng.next() * 2 ** 32), score);
}
