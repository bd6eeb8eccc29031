import { Prng } from './prng';

/**
 * Demo review texts, written the way buyers write them: what they ran at the venue, what the place and
 * its staff were like, how it went — put together from parts, so that a venue's twenty reviews read as
 * twenty people's words and not one text repeated. A 3-star review says what fell short.
 */

const ACTIVITIES = [
  '这次做的是新品试吃推广，',
  '我们在这里办了两天会员招募，',
  '周末做了一场亲子互动活动，',
  '公司在这里做地推拉新，',
  '这次是快闪展示加扫码领券，',
  '做了一场汽车静态展，',
  '给新开的门店做引流派样，',
  '暑期做了教培课程咨询，',
  '健身房在这里做体验课招募，',
  '做了一次美妆新品路演，',
  '',
  '',
];

const PLACES = [
  '场地位置很醒目，进出的人基本都会经过，',
  '中庭层高够，搭建的门头很显眼，',
  '社区里老人和带娃的家长很多，',
  '写字楼大堂中午人流集中，',
  '出地铁口就是，晚高峰人特别多，',
  '商场周末客流明显比工作日大，',
  '场地方正，放两张桌子加一个展架刚好，',
  '位置在扶梯口旁边，停留的人不少，',
  '广场比较开阔，摆了两个帐篷也不显挤，',
  '学校门口放学时段人很集中，',
  '超市出口位置，拎着购物袋的顾客愿意停下来看看，',
  '室内场地不受天气影响，',
];

const SERVICE = [
  '物业提前一天就确认了进场时间，',
  '现场有电源，接线也方便，',
  '场地方对接的人回复很快，',
  '保安帮忙看了一下物料，很贴心，',
  '进场登记手续简单，半小时就布置好了，',
  '平台客服帮忙协调了搭建时间，',
  '撤场时间给得比较宽裕，',
  '提供了两张桌子和椅子，省了不少事，',
  '物业对音响音量有要求，提前说清楚了，',
  '场地照片和实际一致，没有落差，',
];

const RESULTS = [
  '两天加了三百多个企业微信，效果超出预期。',
  '样品半天就发完了，转化比线上投放好。',
  '现场成交了几十单，老板很满意。',
  '扫码人数比上次在别的商场多了一倍。',
  '咨询的人一直没断，留资质量不错。',
  '品牌曝光效果很好，下个月还会再订。',
  '性价比很高，已经推荐给同行了。',
  '整体很顺利，第二次合作了，流程越来越熟。',
  '活动效果达到了预期，会继续关注这个场地的档期。',
  '来咨询的基本都是目标客户，投入产出比划算。',
];

const CLOSINGS = [
  '下次还会再来。',
  '推荐给需要做地推的朋友。',
  '给场地方点个赞。',
  '已经在看下个季度的档期了。',
  '平台下单也很方便，发票开得很快。',
  '值得一试。',
];

const SHORTCOMINGS = [
  '就是停车不太方便，搬物料要绕一大圈。',
  '不过工作日人比预想的少，建议选周末。',
  '就是场地比照片里小一点，展架只放得下一个。',
  '只是中午太阳直晒，最好自己带遮阳棚。',
  '但电源离得有点远，要自备长一点的插线板。',
  '美中不足的是进场时间卡得比较紧。',
  '整体还行，就是旁边也有别家在做活动，分流了一些人。',
  '人流还可以，但和我们的目标客群不太吻合。',
];

/** One review's text for a review of `score` stars, from `seed` (the generator's own random stream draws it). */
export function demoReviewText(seed: number, score: number): string {
  const rng = new Prng(seed);
  const opening = `${rng.pick(ACTIVITIES)}${rng.pick(PLACES)}`;
  if (score <= 3) return `${opening}${rng.pick(SERVICE)}${rng.pick(SHORTCOMINGS)}`;
  // Some 4- and 5-star reviews skip the service, some end with a word of thanks or a recommendation.
  const service = rng.chance(0.7) ? rng.pick(SERVICE) : '';
  const result = rng.pick(RESULTS);
  const closing = rng.chance(0.4) ? rng.pick(CLOSINGS) : '';
  return `${opening}${service}${result}${closing}`;
}
