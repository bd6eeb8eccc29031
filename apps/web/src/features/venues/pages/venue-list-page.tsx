import { EAGER_VENUE_CARDS } from '@vm/contracts/page-data';
import type { VenueCard, VenueOrderBy } from '@vm/contracts/catalogue-search';
import { LightButton as Button } from '@/shared/ui/light-button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useCurrentCity } from '@/shared/city/current-city';
import { toast } from '@/shared/ui/feedback';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useFilterOptions } from '../api/use-filter-options';
import { useRecommends } from '../api/use-recommends';
import { VENUE_LIST_PAGE_SIZE, useVenueSearch } from '../api/use-venue-search';
import { FilterChipsBar } from '../components/list/filter-chips-bar';
import { FilterPanel } from '../components/list/filter-panel';
import { SortBar } from '../components/list/sort-bar';
import { VenueGrid, VenueGridSkeleton } from '../components/list/venue-grid';
import { RecommendedGrid } from '../components/shared/recommended-grid';
import { SectionState } from '../components/shared/section-state';
import { SimplePager } from '@/shared/ui/simple-pager';
import { buildFilterChips, clearAllFilters } from '../filters/filter-chips';
import { optionNames } from '../filters/option-names';
import { useVenueFilters } from '../filters/use-venue-filters';
import { withFilters, withoutPlaces } from '../filters/filter-updates';
import styles from './venue-list-page.module.css';

export const NO_MATCH_TEXT = '暂无匹配场地';

function NoMatch({ cityId }: { cityId: number }) {
  const recommends = useRecommends({ page: 1, pageSize: 8, cityId });
  const items = recommends.data?.data ?? [];
  return (
    <div>
      <SectionState kind="empty">
        <p className={styles.noMatch}>{NO_MATCH_TEXT}</p>
        <p>换个条件试试，或看看为您推荐的场地</p>
      </SectionState>
      {items.length > 0 && (
        <section aria-label="推荐场地">
          <h2 className={styles.sectionTitle}>为您推荐</h2>
          <RecommendedGrid items={items} />
        </section>
      )}
    </div>
  );
}

/** The fallback of a keyword search that found nothing: the server's sentence and its venues. */
function SearchFallback({ message, venues }: { message: string; venues: VenueCard[] }) {
  return (
    <section aria-label="推荐场地" data-testid="search-fallback">
      <p className={styles.fallbackMessage} role="status">
        {message}
      </p>
      <VenueGrid venues={venues} eager={EAGER_VENUE_CARDS} />
    </section>
  );
}

/** /fieldslist: the venue list with every filter of docs/spec/product-spec.md section 2, kept in the URL. */
export function VenueListPage() {
  usePageTitle('找场地');
  const [filters, setFilters] = useVenueFilters();
  const city = useCurrentCity();
  const cityId = filters.city_ids?.[0] ?? city.id;
  const options = useFilterOptions(cityId, filters.category_ids ?? []);
  const chips = buildFilterChips(filters, optionNames(options));
  const search = useVenueSearch(filters, city.id);
  const page = search.data;
  const hasCoordinates = filters.latitude !== undefined && filters.longitude !== undefined;
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  // The phone's filter sheet (the panel is in the page from antd's md breakpoint up).
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setSheetOpen(false), []);

  // Switching city in the header drops the places of the previous city (districts, subway, …).
  const previousCity = useRef(city.id);
  useEffect(() => {
    if (previousCity.current === city.id) return;
    previousCity.current = city.id;
    if (!filters.city_ids?.length) setFilters(withoutPlaces(filters));
  }, [city.id, filters, setFilters]);

  const sort = (orderBy: VenueOrderBy | undefined, order: 'asc' | 'desc' | undefined) => {
    if (orderBy !== 'distance' || hasCoordinates) {
      setFilters(withFilters(filters, { order_by: orderBy, order }));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setFilters(
          withFilters(filters, {
            latitude: Number(position.coords.latitude.toFixed(6)),
            longitude: Number(position.coords.longitude.toFixed(6)),
            order_by: 'distance',
            order: 'asc',
          }),
        ),
      () => void toast.warning('无法获取您的位置，请允许浏览器定位后再按距离排序'),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const changePage = (next: number) => {
    setFilters({ ...filters, page: next });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={`content-width ${styles.page}`}>
      <FilterPanel filters={filters} options={options} onChange={setFilters} sheetOpen={sheetOpen} onCloseSheet={closeSheet} total={page?.total} />
      <button type="button" className={styles.filterButton} aria-expanded={sheetOpen} data-testid="open-filters" onClick={() => setSheetOpen(true)}>
        筛选{chips.length > 0 ? `（${chips.length}）` : ''}
      </button>
      <FilterChipsBar chips={chips} onRemove={(chip) => setFilters(chip.remove(filters))} onClearAll={() => setFilters(clearAllFilters(filters))} />
      <SortBar orderBy={filters.order_by} order={filters.order} distanceAvailable={hasCoordinates || canLocate} total={page?.total} onSort={sort} />
      {search.isError && !page ? (
        <SectionState kind="error">
          <p>{errorMessage(search.error)}</p>
          <Button onClick={() => void search.refetch()}>重新加载</Button>
        </SectionState>
      ) : !page ? (
        // Two rows of cards: more than the rest of the first screen, so the footer stays out of it.
        <VenueGridSkeleton count={8} label="场地加载中…" />
      ) : page.total === 0 && page.fallback && page.fallback.data.length > 0 ? (
        <SearchFallback message={page.fallback.message} venues={page.fallback.data} />
      ) : page.total === 0 ? (
        <NoMatch cityId={cityId} />
      ) : (
        <>
          <VenueGrid venues={page.data} dimmed={search.isWaiting} eager={EAGER_VENUE_CARDS} />
          <SimplePager label="场地列表分页" page={filters.page} total={page.total} pageSize={VENUE_LIST_PAGE_SIZE} onChange={changePage} />
        </>
      )}
    </div>
  );
}
