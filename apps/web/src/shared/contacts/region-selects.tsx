import type { City, District, Province } from '@vm/contracts/catalogue-regions';
import { useQuery } from '@tanstack/react-query';
import Select from 'antd/es/select';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';
import styles from './contact-dialog.module.css';

export interface RegionValue {
  province_id?: number | null;
  city_id?: number | null;
  district_id?: number | null;
}

const toOptions = (rows: { id: number; name: string }[] | undefined) => (rows ?? []).map((row) => ({ value: row.id, label: row.name }));

/** Province → city → district, each list loaded when its parent is chosen; choosing a parent clears below. */
export function RegionSelects({ value = {}, onChange }: { value?: RegionValue; onChange?: (value: RegionValue) => void }) {
  const provinces = useQuery({
    queryKey: queryKeys.regions.provinces,
    queryFn: ({ signal }): Promise<Province[]> => typedApi.get('/regions/provinces', { signal }),
    staleTime: Infinity,
  });
  const cities = useQuery({
    queryKey: queryKeys.regions.cities(value.province_id),
    queryFn: ({ signal }): Promise<City[]> => typedApi.get('/regions/cities', { signal, query: { province_id: value.province_id } }),
    enabled: Boolean(value.province_id),
    staleTime: Infinity,
  });
  const districts = useQuery({
    queryKey: queryKeys.regions.districts(value.city_id),
    queryFn: ({ signal }): Promise<District[]> => typedApi.get('/regions/districts', { signal, query: { city_id: value.city_id } }),
    enabled: Boolean(value.city_id),
    staleTime: Infinity,
  });

  return (
    <div className={styles.regions}>
      <Select
        aria-label="省份"
        placeholder="省份"
        allowClear
        value={value.province_id ?? undefined}
        options={toOptions(provinces.data)}
        loading={provinces.isPending}
        onChange={(id?: number) => onChange?.({ province_id: id ?? null, city_id: null, district_id: null })}
      />
      <Select
        aria-label="城市"
        placeholder="城市"
        allowClear
        value={value.city_id ?? undefined}
        options={toOptions(cities.data)}
        disabled={!value.province_id}
        onChange={(id?: number) => onChange?.({ ...value, city_id: id ?? null, district_id: null })}
      />
      <Select
        aria-label="区县"
        placeholder="区县"
        allowClear
        value={value.district_id ?? undefined}
        options={toOptions(districts.data)}
        disabled={!value.city_id}
        onChange={(id?: number) => onChange?.({ ...value, district_id: id ?? null })}
      />
    </div>
  );
}
