import { addDays, type BusinessDate, todayInShanghai } from '@vm/domain/business-date';
import { and, between, eq, sql } from 'drizzle-orm';
import { cities, communities, physicalResources, sellingResources, weatherForecasts } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { weatherProviderFor, type WeatherProvider } from '../../platform/weather/weather-provider';

export interface DayWeather {
  text: string;
  temp_min: number;
  temp_max: number;
  /** `qweather`, or `development` for the stand-in (shown as 模拟天气). */
  source: string;
}

const providers = new WeakMap<object, WeatherProvider | null>();
function providerOf(deps: Pick<AppDeps, 'config'>): WeatherProvider | null {
  if (!providers.has(deps.config)) providers.set(deps.config, weatherProviderFor(deps.config));
  return providers.get(deps.config)!;
}

/**
 * The weather of an outdoor booth's dates within [start, end] that the forecast covers (today and the
 * next days), by date; empty for an indoor booth, outside the forecast, or when the provider fails (the
 * calendar never waits on it twice a day: a city's forecast is fetched once per Shanghai day and kept).
 */
export async function boothWeather(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'logger'>,
  sellingResourceId: number,
  start: BusinessDate,
  end: BusinessDate,
  provider: WeatherProvider | null = providerOf(deps),
): Promise<Map<BusinessDate, DayWeather>> {
  const found = new Map<BusinessDate, DayWeather>();
  if (!provider) return found;
  const today = todayInShanghai(deps.clock.now());
  const last = addDays(today, provider.days - 1);
  const from = start > today ? start : today;
  const to = end < last ? end : last;
  if (from > to) return found;
  const [place] = await deps.db
    .select({ indoor: physicalResources.indoor, cityId: cities.id, latitude: cities.latitude, longitude: cities.longitude })
    .from(sellingResources)
    .innerJoin(physicalResources, eq(physicalResources.id, sellingResources.physicalResourceId))
    .innerJoin(communities, eq(communities.id, physicalResources.communityId))
    .innerJoin(cities, eq(cities.id, communities.cityId))
    .where(eq(sellingResources.id, sellingResourceId));
  if (!place || place.indoor) return found;

  const cached = () =>
    deps.db
      .select()
      .from(weatherForecasts)
      .where(
        and(
          eq(weatherForecasts.cityId, place.cityId),
          eq(weatherForecasts.forecastOn, today),
          eq(weatherForecasts.source, provider.source),
          between(weatherForecasts.date, from, to),
        ),
      );
  let rows = await cached();
  if (rows.length === 0) {
    try {
      const forecast = await provider.forecast({ id: place.cityId, latitude: place.latitude, longitude: place.longitude }, today);
      const now = deps.clock.now();
      const values = forecast.map((day) => ({
        cityId: place.cityId,
        date: day.date,
        text: day.text.slice(0, 20),
        tempMin: day.tempMin,
        tempMax: day.tempMax,
        source: provider.source,
        forecastOn: today,
        fetchedAt: now,
      }));
      if (values.length > 0) {
        await deps.db
          .insert(weatherForecasts)
          .values(values)
          .onConflictDoUpdate({
            target: [weatherForecasts.cityId, weatherForecasts.date],
            set: {
              text: sqlExcluded('text'),
              tempMin: sqlExcluded('temp_min'),
              tempMax: sqlExcluded('temp_max'),
              source: sqlExcluded('source'),
              forecastOn: sqlExcluded('forecast_on'),
              fetchedAt: sqlExcluded('fetched_at'),
            },
          });
      }
      rows = await cached();
    } catch (error) {
      deps.logger.warn({ err: error, cityId: place.cityId, source: provider.source }, 'weather forecast unavailable');
      return found;
    }
  }
  for (const row of rows) found.set(row.date, { text: row.text, temp_min: row.tempMin, temp_max: row.tempMax, source: row.source });
  return found;
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);
