import type { Crumb } from '@/shared/ui/page-frame';
import { paths } from '@/shared/paths';

export type CommunityOrigin = 'proprietary' | 'activity' | 'list';

/** `?from=` of /community/{id}: which list the visitor came from (proprietary fields or activities). */
export function communityOrigin(from: string | null): CommunityOrigin {
  return from === 'proprietary' || from === 'activity' ? from : 'list';
}

const ORIGIN_CRUMBS: Record<CommunityOrigin, Crumb> = {
  proprietary: { label: '自营场地', to: paths.proprietaryVenues() },
  activity: { label: '活动招商', to: paths.proprietaryActivities() },
  list: { label: '找场地', to: paths.venueList() },
};

/** The breadcrumb back to the list the visitor came from. */
export function originCrumb(origin: CommunityOrigin): Crumb {
  return ORIGIN_CRUMBS[origin];
}
