import { DEFAULT_CITY_ID } from '@vm/contracts/city-constants';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';

/** A city of GET /api/cities. */
export interface City {
  id: number;
  province_id: number;
  name: string;
  en_name: string;
  domain_name: string;
}

export interface CurrentCity {
  id: number;
  /** Remembered with the id so the header shows it before (or without) the cities list. */
  name: string;
}

export { DEFAULT_CITY_ID };
export const CITY_STORAGE_KEY = 'vm.city';

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: CurrentCity } | undefined;

function parse(raw: string | null): CurrentCity {
  if (raw) {
    try {
      const value = JSON.parse(raw) as Partial<CurrentCity>;
      if (typeof value.id === 'number' && Number.isInteger(value.id) && value.id > 0) {
        return { id: value.id, name: typeof value.name === 'string' ? value.name : '' };
      }
    } catch {
      // a damaged entry falls back to the default city
    }
  }
  return { id: DEFAULT_CITY_ID, name: '' };
}

export function getCurrentCity(): CurrentCity {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CITY_STORAGE_KEY);
  } catch {
    raw = null;
  }
  // useSyncExternalStore needs the same object while nothing changed.
  if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

export function setCurrentCity(city: CurrentCity): void {
  try {
    window.localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify({ id: city.id, name: city.name }));
  } catch {
    // storage blocked: the choice lasts for this page only
    cached = { raw: JSON.stringify(city), value: city };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CITY_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The city the visitor browses (default 90), kept in localStorage. */
export function useCurrentCity(): CurrentCity {
  return useSyncExternalStore(subscribe, getCurrentCity, getCurrentCity);
}

/** All cities; an empty list while the endpoint is unavailable. */
export function useCities() {
  return useQuery({
    queryKey: queryKeys.cities,
    queryFn: ({ signal }): Promise<City[]> => typedApi.get('/cities', { signal, onUnauthorized: 'silent' }),
    staleTime: 60 * 60_000,
    retry: false,
  });
}
