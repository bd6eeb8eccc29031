import { paths } from '../../../app/paths';
/**
 * The sections of the theme page (/theme/index): each is a venue search of GET /api/fields, so every
 * "查看更多" opens the same search on /fieldslist. Filters only, no ids, so they hold in every city.
 */
export interface ThemeSection {
  /** Anchor id in the page (#theme-hot). */
  id: string;
  title: string;
  text: string;
  query: Record<string, string | number>;
}

export const THEME_SECTIONS: ThemeSection[] = [
  { id: 'theme-hot', title: '人气场地', text: '近期预订最多的场地，品牌方的共同选择', query: { order_by: 'order_quantity', order: 'desc' } },
  { id: 'theme-flow', title: '大客流场地', text: '日均人流领先，适合新品曝光与路演', query: { order_by: 'person_flow', order: 'desc' } },
  { id: 'theme-indoor', title: '室内中庭', text: '不惧风雨，商场中庭与大堂', query: { indoor: 1 } },
  { id: 'theme-outdoor', title: '户外广场', text: '开阔空间，适合快闪与大型搭建', query: { indoor: 0 } },
  { id: 'theme-panorama', title: '全景看场', text: '支持720°全景，在线看清场地每个角落', query: { has_panorama: 1 } },
  { id: 'theme-budget', title: '千元以内', text: '小预算也能做活动，0-1000元精选', query: { price_tier: 1 } },
  { id: 'theme-proprietary', title: '平台自营', text: '场地通直营，档期实时、快速确认', query: { is_proprietary: 1 } },
];

export const THEME_SECTION_SIZE = 8;

/** `/fieldslist?indoor=1` for a section's "查看更多". */
export function sectionListUrl(section: ThemeSection): string {
  return paths.venueList(new URLSearchParams(Object.entries(section.query).map(([key, value]) => [key, String(value)])).toString());
}
