import { date, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cities } from './regions';

/**
 * Daily forecasts per city, as the weather provider last gave them (`forecast_on`: the Shanghai day the
 * forecast was fetched; a new day fetches again). `source` is `qweather` or `development` (the
 * deterministic stand-in, never a real forecast). Owned by modules/weather.
 */
export const weatherForecasts = pgTable(
  'weather_forecasts',
  {
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    date: date().notNull(),
    text: varchar({ length: 20 }).notNull(),
    tempMin: smallint().notNull(),
    tempMax: smallint().notNull(),
    source: varchar({ length: 12 }).notNull(),
    forecastOn: date().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.date] })],
);
