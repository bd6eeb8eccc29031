import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Query } from '../../../../shared/api/api-client';
import { useCategories, useTradingAreas } from '../../api/use-filter-options';
import { useHomeModules, useVenueModule } from '../../api/use-venue-search';
import { navigationUrl, type IdListKey } from '../../filters/venue-filters';
import { VenueGrid, VenueGridSkeleton } from '../list/venue-grid';
import { SectionState } from '../shared/section-state';
import styles from './home-sections.module.css';
import { paths } from '../../../../app/paths';

export type ModuleKey = 'category' | 'trading_area' | 'subsidy' | 'no_deposit';

/** Shown until the operators' list (GET /api/home_modules) arrives, and if it cannot be read. */
const DEFAULT_MODULES: readonly { key: ModuleKey; label: string }[] = [
  { key: 'category', label: '按类型找场地' },
  { key: 'trading_area', label: '热门商圈' },
  { key: 'subsidy', label: '补贴场地' },
  { key: 'no_deposit', label: '免押金' },
];

/** How many sub-choices (categories, trading areas) a module offers. */
const SUB_CHOICES = 6;
/** Product-spec section 8: a home module that fails to load shows a danger alert for 3 s. */
export const MODULE_ALERT_MS = 3000;

/** The GET /api/fields filter of a module, and the list link of its 查看更多 (`?navigation=1&{type}={id}`). */
export function moduleQuery(active: ModuleKey, filterKey: IdListKey | undefined, chosenId: number | undefined): { query: Query; moreUrl: string } {
  if (filterKey && chosenId !== undefined) return { query: { [filterKey]: chosenId }, moreUrl: navigationUrl(filterKey, chosenId) };
  const flag = active === 'subsidy' ? 'has_subsidy' : active === 'no_deposit' ? 'not_need_deposit' : active === 'trading_area' ? 'in_trading_area' : undefined;
  return flag ? { query: { [flag]: 1 }, moreUrl: paths.venueList(`navigation=1&${flag}=1`) } : { query: {}, moreUrl: paths.venueList() };
}

interface SubChoice {
  id: number;
  name: string;
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
  const configured = useHomeModules().data;
  const MODULES = configured ? configured.filter((module) => module.enabled) : DEFAULT_MODULES;
  const [picked, setActive] = useState<ModuleKey | null>(null);
  const active: ModuleKey = MODULES.find((module) => module.key === picked)?.key ?? MODULES[0]?.key ?? 'category';
  const [choice, setChoice] = useState<Partial<Record<ModuleKey, number>>>({});
  const categoryList = useCategories();
  const tradingAreaList = useTradingAreas(cityId);
  const categories = (categoryList.data ?? []).filter((category) => category.kind === 'venue').slice(0, SUB_CHOICES);
  const tradingAreas = (tradingAreaList.data ?? []).slice(0, SUB_CHOICES);
  // While a module's sub-choices load, their row keeps its height (nothing below moves when they come).
  const subChoicesPending = (active === 'category' && categoryList.isPending) || (active === 'trading_area' && tradingAreaList.isPending);

  const subChoices: SubChoice[] = active === 'category' ? categories : active === 'trading_area' ? tradingAreas : [];
  const chosenId = subChoices.find((item) => item.id === choice[active])?.id ?? subChoices[0]?.id;
  const filterKey: IdListKey | undefined = active === 'category' ? 'category_ids' : active === 'trading_area' ? 'trading_area_ids' : undefined;
  const { query, moreUrl } = moduleQuery(active, filterKey, chosenId);
  // A module with sub-choices asks for its first one's venues once they are known (not the unfiltered
  // list first, whose cards the chosen ones would then replace); without any, for the unfiltered list.
  const venues = useVenueModule(query, cityId, !subChoicesPending && (!filterKey || chosenId !== undefined || subChoices.length === 0));

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
        <Link to={moreUrl} className={styles.more}>
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
          <VenueGrid venues={venues.data.data.slice(0, 4)} eager={4} />
        ) : venues.isPending && !venues.isError ? (
          <VenueGridSkeleton count={4} label="场地加载中…" />
        ) : (
          <SectionState kind="empty">暂无场地</SectionState>
        )}
      </div>
    </section>
  );
}
