import { createHash } from 'node:crypto';
import { addDays, type BusinessDate } from '@vm/domain/business-date';
import { weatherMode, type Config } from '../../config';

export interface DailyForecast {
  date: BusinessDate;
  text: string;
  tempMin: number;
  tempMax: number;
}

export interface WeatherCity {
  id: number;
  latitude: number;
  longitude: number;
}

/** A source of daily forecasts for a city, starting today. */
export interface WeatherProvider {
  readonly source: 'qweather' | 'development';
  /** How many days from today the forecast covers. */
  readonly days: number;
  forecast(city: WeatherCity, today: BusinessDate): Promise<DailyForecast[]>;
}

/**
 * QWeather (和风天气) 7-day forecast: `GET https://{host}/v7/weather/7d?location={lon},{lat}&key=`, answered
 * with `{ code: "200", daily: [{ fxDate, textDay, tempMin, tempMax }] }`. Any other code is an error.
 */
export function qweatherProvider(options: { key: string; host: string; fetch?: typeof fetch }): WeatherProvider {
  const get = options.fetch ?? fetch;
  return {
    source: 'qweather',
    days: 7,
    async forecast(city) {
      const location = `${city.longitude.toFixed(2)},${city.latitude.toFixed(2)}`;
      const url = `https://${options.host}/v7/weather/7d?${new URLSearchParams({ location, key: options.key, lang: 'zh' })}`;
      const response = await get(url, { signal: AbortSignal.timeout(3000) });
      const body = (await response.json()) as { code?: string; daily?: { fxDate: string; textDay: string; tempMin: string; tempMax: string }[] };
      if (body.code !== '200' || !Array.isArray(body.daily)) throw new Error(`QWeather answered code ${body.code ?? response.status}`);
      return body.daily.map((day) => ({
        date: day.fxDate,
        text: day.textDay,
        tempMin: Math.round(Number(day.tempMin)),
        tempMax: Math.round(Number(day.tempMax)),
      }));
    },
  };
}

const TEXTS = ['晴', '晴', '多云', '多云', '阴', '小雨', '晴转多云', '多云转阴', '阵雨'];
/** A plausible mean temperature (°C) by month in eastern China, January first. */
const MONTH_MEAN = [4, 6, 10, 16, 21, 25, 29, 29, 25, 19, 13, 7];

/**
 * The development stand-in: the same city and date always give the same weather (a hash), with
 * temperatures that follow the season. Marked `development` wherever it is shown; never a forecast.
 */
export function developmentWeatherProvider(): WeatherProvider {
  return {
    source: 'development',
    days: 7,
    async forecast(city, today) {
      return Array.from({ length: 7 }, (_, index) => {
        const date = addDays(today, index);
        const hash = createHash('sha256').update(`${city.id}:${date}`).digest();
        const mean = MONTH_MEAN[Number(date.slice(5, 7)) - 1]! + Math.round(city.latitude < 30 ? 4 : city.latitude > 36 ? -4 : 0);
        const tempMin = mean - 3 - (hash[1]! % 4);
        return { date, text: TEXTS[hash[0]! % TEXTS.length]!, tempMin, tempMax: tempMin + 5 + (hash[2]! % 5) };
      });
    },
  };
}

export function weatherProviderFor(config: Config): WeatherProvider | null {
  const mode = weatherMode(config);
  if (mode === 'qweather') return qweatherProvider({ key: config.QWEATHER_KEY!, host: config.QWEATHER_HOST });
  return mode === 'development' ? developmentWeatherProvider() : null;
}
