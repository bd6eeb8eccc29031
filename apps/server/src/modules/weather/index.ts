/** The public face of the weather module: it owns weather_forecasts (a per-city, per-day cache of the provider's forecast). */
export { boothWeather, type DayWeather } from './forecast';
