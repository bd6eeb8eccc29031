import {
  HOME_MODULE_VENUES,
  activeHomeModule,
  homeModuleFilterKey,
  homeModuleFlag,
  homeModuleSubChoices,
  homeModuleVenueFilter,
  shownHomeModules,
  type HomeModuleKey,
} from '@vm/domain/home-modules';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCategories, useTradingAreas } from '@/features/venues/api/use-filter-options';
import { useHomeModules, useVenueModule } from '@/features/venues/api/use-venue-search';
import { navigationUrl } from '@/features/venues/filters/venue-filters';
import { VenueGrid, VenueGridSkeleton } from '../list/venue-grid';
import { SectionState } from '../shared/section-state';
import styles from './home-sections.module.css';
import { paths } from '@/shared/paths';

/** docs/spec/product-spec.md section 8: a home module that fails to load shows a danger alert for 3 s. */
export const MODULE_ALERT_MS = 3000;

/** The list link of a module's 查看更多: pre-filtered by the same choice (`?navigation=1&{type}={id}`). */
function moreUrl(active: HomeModuleKey, chosenId: number | undefined): string {
  const filterKey = homeModuleFilterKey(active);
  if (filterKey && chosenId !== undefined) return navigationUrl(filterKey, chosenId);
  const flag = homeModuleFlag(active);
  return flag ? paths.venueList(`navigation=1&${flag}=1`) : paths.venueList();
}

function ModuleAlert({ failedAt }: { failedAt: number }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), MODULE_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [failedAt]);
  return visible ? (
    <div className={styles.dangerAlert} role="alert">
      场地加载失败，请稍后再试
    </div>
  ) : null;
}

/**
 * The module tabs: fields by category, by trading area, subsidised and no-deposit venues, four of
 * each (page_size 4), with a link to the list pre-filtered by the same choice.
 */
export function HomeModules({ cityId }: { cityId: number }) {
  const MODULES = shownHomeModules(useHomeModules().data);
  const [picked, setActive] = useState<HomeModuleKey | null>(null);
  const active = activeHomeModule(MODULES, picked);
  const [choice, setChoice] = useState<Partial<Record<HomeModuleKey, number>>>({});
  const categoryList = useCategories();
  const tradingAreaList = useTradingAreas(cityId);
  // While a module's sub-choices load, their row keeps its height (nothing below moves when they come).
  const subChoicesPending = (active === 'category' && categoryList.isPending) || (active === 'trading_area' && tradingAreaList.isPending);

  const subChoices = homeModuleSubChoices(active, categoryList.data ?? [], tradingAreaList.data ?? []);
  const chosenId = subChoices.find((item) => item.id === choice[active])?.id ?? subChoices[0]?.id;
  const filterKey = homeModuleFilterKey(active);
  // A module with sub-choices asks for its first one's venues once they are known (not the unfiltered
  // list first, whose cards the chosen ones would then replace); without any, for the unfiltered list.
  const venues = useVenueModule(
    homeModuleVenueFilter(active, chosenId),
    cityId,
    !subChoicesPending && (!filterKey || chosenId !== undefined || subChoices.length === 0),
  );

  return (
    <section className={`content-width ${styles.section}`} aria-labelledby="home-modules-title">
      <h2 id="home-modules-title" className="visually-hidden">
        场地推荐模块
      </h2>
      <div className={styles.moduleHead}>
        <div role="tablist" aria-label="场地模块" className={styles.tabs}>
          {MODULES.map((module) => (
            <button
              key={module.key}
              type="button"
              role="tab"
              aria-selected={module.key === active}
              className={module.key === active ? styles.tabActive : undefined}
              onClick={() => setActive(module.key)}
            >
              {module.label}
            </button>
          ))}
        </div>
        <Link to={moreUrl(active, chosenId)} className={styles.more}>
          查看更多 &gt;
        </Link>
      </div>
      {subChoicesPending && (
        <div className={styles.subChoices} aria-hidden="true">
          <span className={styles.subPlaceholder}>{'\u00a0'}</span>
        </div>
      )}
      {subChoices.length > 0 && (
        <div className={styles.subChoices} role="group" aria-label="细分">
          {subChoices.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={item.id === chosenId}
              className={item.id === chosenId ? styles.subActive : undefined}
              onClick={() => setChoice((current) => ({ ...current, [active]: item.id }))}
            >
              {item.name}
            </button>
          ))}
        </div>
      )}
      <div role="tabpanel" aria-label={MODULES.find((module) => module.key === active)?.label}>
        {venues.isError && <ModuleAlert failedAt={venues.errorUpdatedAt} />}
        {venues.data && venues.data.data.length > 0 ? (
          // Just below the banner, in the first screen: the pictures load at once (the page's largest paint).
          <VenueGrid venues={venues.data.data.slice(0, HOME_MODULE_VENUES)} eager={HOME_MODULE_VENUES} />
        ) : venues.isPending && !venues.isError ? (
          <VenueGridSkeleton count={HOME_MODULE_VENUES} label="场地加载中…" />
        ) : (
          <SectionState kind="empty">暂无场地</SectionState>
        )}
      </div>
    </section>
  );
}
