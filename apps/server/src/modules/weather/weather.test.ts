import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { developmentWeatherProvider, qweatherProvider, type WeatherProvider } from '../../platform/weather/weather-provider';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedTestCatalogue, type CatalogueFixture } from '../catalogue/catalogue-fixture';
import { boothWeather } from './forecast';

let t: TestContext;
let f: CatalogueFixture;
beforeAll(async () => {
  t = await createTestApp();
  const supplier = await loginAs(t, '13900000001', ['property']);
  f = await seedTestCatalogue(t.deps.pool, supplier.userId);
});
afterAll(async () => t.close());

// The test clock starts on 2026-11-22 (Asia/Shanghai).
const calendar = async (booth: number, start: string, end: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/selling_resources/${booth}/calendar?start=${start}&end=${end}&lease_term_type_id=9` })).json().result
    .days as {
    date: string;
    weather?: { text: string; temp_min: number; temp_max: number; source: string };
  }[];

describe('weather on booth calendars', () => {
  it('an outdoor booth carries the forecast on the days it covers (today and the next six), marked when it is the development stand-in', async () => {
    const days = await calendar(f.booths.S3, '2026-11-20', '2026-12-02');
    const withWeather = days.filter((day) => day.weather).map((day) => day.date);
    expect(withWeather).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    for (const day of days.filter((candidate) => candidate.weather)) {
      expect(day.weather).toEqual({ text: expect.any(String), temp_min: expect.any(Number), temp_max: expect.any(Number), source: 'development' });
      expect(day.weather!.temp_max).toBeGreaterThan(day.weather!.temp_min);
    }
    // Deterministic: asked again, the same weather.
    expect(await calendar(f.booths.S3, '2026-11-20', '2026-12-02')).toEqual(days);
  });

  it('an indoor booth carries none', async () => {
    expect((await calendar(f.booths.S1, '2026-11-22', '2026-11-28')).some((day) => day.weather)).toBe(false);
  });

  it('asks the provider once per city and day, then reads the cache; a new day asks again', async () => {
    const base = developmentWeatherProvider();
    const counting: WeatherProvider = { ...base, source: 'development', forecast: vi.fn(base.forecast) };
    await t.deps.pool.query('delete from weather_forecasts');
    const first = await boothWeather(t.deps, f.booths.S7, '2026-11-22', '2026-11-30', counting);
    const second = await boothWeather(t.deps, f.booths.S6, '2026-11-22', '2026-11-30', counting);
    expect(first.size).toBe(7);
    expect(second.size).toBe(7);
    // S7 is in 北京, S6 in 上海: two cities, one call each; the same city again is cached.
    await boothWeather(t.deps, f.booths.S3, '2026-11-22', '2026-11-30', counting);
    expect(counting.forecast).toHaveBeenCalledTimes(2);
    t.clock.advance(24 * 3600_000);
    await boothWeather(t.deps, f.booths.S3, '2026-11-23', '2026-11-30', counting);
    expect(counting.forecast).toHaveBeenCalledTimes(3);
  });

  it('a failing provider leaves the calendar without weather', async () => {
    const failing: WeatherProvider = { source: 'qweather', days: 7, forecast: () => Promise.reject(new Error('down')) };
    expect((await boothWeather(t.deps, f.booths.S3, '2026-11-23', '2026-11-30', failing)).size).toBe(0);
  });
});

describe('QWeather provider', () => {
  it('reads the 7-day forecast by the city coordinates and key', async () => {
    const fetchMock = vi.fn(async (url: string | URL | Request) => {
      expect(String(url)).toBe('https://devapi.qweather.com/v7/weather/7d?location=121.47%2C31.23&key=k123&lang=zh');
      return new Response(JSON.stringify({ code: '200', daily: [{ fxDate: '2026-11-22', textDay: '多云', tempMin: '9', tempMax: '16' }] }));
    });
    const provider = qweatherProvider({ key: 'k123', host: 'devapi.qweather.com', fetch: fetchMock as unknown as typeof fetch });
    expect(await provider.forecast({ id: 90, latitude: 31.23, longitude: 121.47 }, '2026-11-22')).toEqual([
      { date: '2026-11-22', text: '多云', tempMin: 9, tempMax: 16 },
    ]);
  });

  it('treats any other code as a failure', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: '401' })));
    const provider = qweatherProvider({ key: 'bad', host: 'devapi.qweather.com', fetch: fetchMock as unknown as typeof fetch });
    await expect(provider.forecast({ id: 90, latitude: 31.23, longitude: 121.47 }, '2026-11-22')).rejects.toThrow(/401/);
  });
});
