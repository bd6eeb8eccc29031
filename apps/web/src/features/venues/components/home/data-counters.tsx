import { useQuery } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { useCities } from '@/shared/city/current-city';
import { CATALOGUE_PATHS } from '@/features/venues/api/catalogue-paths';
import styles from './home-sections.module.css';
import { useInView } from '@/shared/ui/use-in-view';
import { useCountUp } from './use-count-up';
import { groupThousands } from '@vm/domain/digit-grouping';
import { queryKeys } from '@/shared/api/query-keys';

/** `total` of a list endpoint (communities or venues), asked with page_size 1. */
function useListTotal(path: typeof CATALOGUE_PATHS.communities | typeof CATALOGUE_PATHS.venues, query: { city_ids?: number }) {
  return useQuery({
    queryKey: queryKeys.venues.counter(path, query),
    queryFn: ({ signal }): Promise<{ total: number }> => {
      const options = { signal, query: { ...query, page: 1, page_size: 1 }, onUnauthorized: 'silent' } as const;
      return path === CATALOGUE_PATHS.communities ? typedApi.get('/communities', options) : typedApi.get('/fields', options);
    },
    select: (page) => (typeof page?.total === 'number' ? page.total : undefined),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

function Counter({ label, unit, target, active }: { label: string; unit: string; target: number | undefined; active: boolean }) {
  const value = useCountUp(target ?? 0, active && target !== undefined);
  return (
    <li className={styles.counter}>
      <strong data-testid="counter-value" data-target={target ?? ''}>
        {target === undefined ? '—' : groupThousands(value)}
      </strong>
      <span className={styles.counterUnit}>{unit}</span>
      <p>{label}</p>
    </li>
  );
}

/** Platform figures that count up when scrolled into view. */
export function DataCounters({ cityId }: { cityId: number }) {
  // Counting starts once the figures are actually on screen, not when they are about to be.
  const { ref, seen } = useInView<HTMLElement>('0px');
  const cities = useCities();
  const communities = useListTotal(CATALOGUE_PATHS.communities, {});
  const venues = useListTotal(CATALOGUE_PATHS.venues, {});
  const cityVenues = useListTotal(CATALOGUE_PATHS.venues, { city_ids: cityId });
  const cityCount = Array.isArray(cities.data) ? cities.data.length : undefined;
  return (
    <section ref={ref} className={styles.counters} aria-label="平台数据">
      <ul className="content-width">
        <Counter label="覆盖城市" unit="座" target={cityCount} active={seen} />
        <Counter label="合作社区与商业体" unit="个" target={communities.data} active={seen} />
        <Counter label="在线场地" unit="个" target={venues.data} active={seen} />
        <Counter label="本市可订场地" unit="个" target={cityVenues.data} active={seen} />
      </ul>
    </section>
  );
}
