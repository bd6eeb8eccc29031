import { paths } from '@/shared/paths';

/** The main navigation: the header's red bar on a desktop, the menu's first list on a phone. */
export const NAVIGATION = [
  { to: paths.home(), label: '首页' },
  { to: paths.venueList(), label: '找场地' },
  { to: paths.proprietaryVenues(), label: '自营场地' },
  { to: paths.proprietaryActivities(), label: '活动招商' },
  { to: paths.adSearch(), label: '广告位' },
  { to: paths.cases(), label: '案例' },
  { to: '/demand/hall', label: '需求大厅' },
  { to: paths.services(), label: '服务商' },
  { to: paths.welfare(), label: '福利中心' },
];
