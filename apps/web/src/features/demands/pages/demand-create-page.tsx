import type { DemandOptions } from '@vm/contracts/demands';
import { todayInShanghai } from '@vm/domain/business-date';
import { ALL_CITIES_ID } from '@vm/domain/demands';
import { DEMAND_CONTACT_HOURS } from '@vm/domain/home-demand-messages';
import Skeleton from 'antd/es/skeleton';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/shared/auth/session';
import { useCurrentCity } from '@/shared/city/current-city';
import { QueryState } from '@/shared/ui/query-state';
import type { ReactNode } from 'react';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useDemandOptions } from '../api/demand-queries';
import { DemandForm } from '../components/demand-form';
import type { DemandFormValues, DemandOrigin } from '../model/demand-form-values';
import styles from './demand-pages.module.css';
import { paths } from '@/shared/paths';

/** Ids of a comma list in the URL that the options know (others are dropped). */
function idsFrom(raw: string | null, known: readonly { id: number }[], allowAll = false): number[] {
  const ids = (raw ?? '')
    .split(',')
    .filter((part) => /^\d+$/.test(part))
    .map((part) => Number(part))
    .filter((id) => Number.isSafeInteger(id) && ((allowAll && id === ALL_CITIES_ID) || known.some((item) => item.id === id)));
  return [...new Set(ids)];
}

function positiveId(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The form's starting values: the URL's preselection (or the browsing city) and the account's profile. */
function startingValues(
  options: DemandOptions,
  params: URLSearchParams,
  cityId: number,
  profile: { name?: string; mobile?: string; product?: string },
): DemandFormValues {
  const cities = idsFrom(params.get('city_ids'), options.cities, true);
  const defaultCity = options.cities.some((city) => city.id === cityId) ? [cityId] : [];
  return {
    name: profile.name ?? '',
    mobile: profile.mobile ?? '',
    product: profile.product ?? '',
    city_ids: cities.length > 0 ? (cities.includes(ALL_CITIES_ID) ? [ALL_CITIES_ID] : cities) : defaultCity,
    community_type_ids: idsFrom(params.get('community_type_ids'), options.community_types),
    spread_way_ids: [],
    industry_ids: [],
    needs: [],
    pic_url: [],
    start: null,
    end: null,
  };
}

/**
 * /demand/create: the full demand form, optionally started from a venue or community page
 * (`community_resource_id`, `physical_resource_id`, `city_ids`, `community_type_ids` in the URL).
 * Success goes to /demand/success/{id}.
 */
export function DemandCreatePage() {
  usePageTitle('发布需求');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const options = useDemandOptions();
  const { user, isLoggedIn, isLoading } = useCurrentUser();
  const city = useCurrentCity();
  const origin: DemandOrigin = {
    community_resource_id: positiveId(params.get('community_resource_id')),
    physical_resource_id: positiveId(params.get('physical_resource_id')),
  };
  const crumbs = [{ label: '需求大厅', to: paths.demandHall() }, { label: '发布需求' }];

  const skeleton = <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <PageFrame crumbs={crumbs} testId={options.isError ? undefined : 'demand-create-page'}>
      <QueryState query={options} loading={<DemandPanel origin={origin}>{skeleton}</DemandPanel>}>
        {(loaded) => (
          <DemandPanel origin={origin}>
            {isLoading ? (
              skeleton
            ) : (
              <DemandForm
                key={user?.id ?? 'visitor'}
                options={loaded}
                initialValues={startingValues(loaded, params, city.id, user ?? {})}
                origin={origin}
                loggedIn={isLoggedIn}
                today={todayInShanghai(new Date())}
                onSubmitted={(id) => void navigate(paths.demandSuccess(id), { replace: true })}
              />
            )}
          </DemandPanel>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** The panel around the form: what happens to a demand, and the venue or community it came from. */
function DemandPanel({ origin, children }: { origin: DemandOrigin; children: ReactNode }) {
  return (
    <Panel title="发布场地需求">
      <p className={styles.lead}>告诉我们您的活动需求，平台客服将在{DEMAND_CONTACT_HOURS}小时内与您联系；需求同时展示在需求大厅，场地供应商可直接承接。</p>
      {(origin.physical_resource_id || origin.community_resource_id) && (
        <p className={styles.origin} data-testid="demand-origin">
          本需求关联您浏览的
          {origin.physical_resource_id ? (
            <Link to={paths.venue(origin.physical_resource_id)}>场地</Link>
          ) : (
            <Link to={paths.community(origin.community_resource_id!)}>社区</Link>
          )}
          ，已为您预选所在城市与社区类型
        </p>
      )}
      {children}
    </Panel>
  );
}
