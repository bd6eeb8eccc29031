import type { Calendar } from '@vm/contracts/catalogue-venue';
import type { BusinessDate } from '@vm/domain/business-date';
import { priceLabel } from '@/shared/catalogue/price-label';
import { monthCells, monthLabel, WEEK_HEADER, type MonthKey } from './calendar-months';
import styles from './calendar-dialog.module.css';

export type CalendarDay = Calendar['days'][number];

/** Short reason under a date that cannot be booked. */
function unavailableText(day: CalendarDay | undefined): string {
  if (!day) return '';
  if (day.reason === 'sold_out') return '已订满';
  if (day.reason === 'past') return '';
  return '不可订';
}

/** A price of ¥10,000 or more as a phone's narrow cell shows it (¥4.5万); null when the full price fits. */
export function shortCellPrice(fen: number): string | null {
  const yuan = fen / 100;
  if (!(yuan >= 10_000)) return null;
  return `¥${(yuan / 10_000).toFixed(yuan >= 100_000 ? 0 : 1).replace(/\.0$/, '')}万`;
}

/** 多云 9~16℃ (a forecast day of an outdoor booth). */
export function weatherText(weather: NonNullable<CalendarDay['weather']>): string {
  return `${weather.text} ${weather.temp_min}~${weather.temp_max}℃`;
}

/**
 * One month of the booking calendar: each date shows its price (yuan) and whether a unit is free.
 * Dates without an answer from the calendar endpoint (still loading) cannot be picked.
 */
export function MonthGrid({
  month,
  days,
  selected,
  covered,
  onPick,
}: {
  month: MonthKey;
  days: ReadonlyMap<BusinessDate, CalendarDay>;
  selected: ReadonlySet<BusinessDate>;
  /** Later days of a chosen period, shown as part of the range. */
  covered: ReadonlySet<BusinessDate>;
  onPick: (date: BusinessDate) => void;
}) {
  return (
    <div className={styles.month} data-testid={`month-${month}`}>
      <div className={styles.monthTitle}>{monthLabel(month)}</div>
      <div className={styles.grid}>
        {WEEK_HEADER.map((name) => (
          <div key={name} className={styles.weekday}>
            {name}
          </div>
        ))}
        {monthCells(month).map((date, index) => {
          if (!date) return <div key={`blank-${index}`} />;
          const day = days.get(date);
          const available = day?.available === true;
          const isSelected = selected.has(date);
          const className = [styles.day, isSelected ? styles.selected : covered.has(date) ? styles.covered : '', available ? '' : styles.disabled].join(' ');
          const price = available ? priceLabel(day.price) : unavailableText(day);
          return (
            <button
              key={date}
              type="button"
              className={className}
              disabled={!available && !isSelected}
              aria-pressed={isSelected}
              aria-label={`${date} ${available ? `${priceLabel(day.price)} 可预订` : '不可预订'}${day?.weather ? ` ${weatherText(day.weather)}` : ''}`}
              data-date={date}
              onClick={() => onPick(date)}
            >
              <span className={styles.dayNumber}>{Number(date.slice(8))}</span>
              {available && shortCellPrice(day.price) ? (
                <span className={styles.dayPrice}>
                  <span className={styles.priceFull}>{price}</span>
                  <span className={styles.priceShort} aria-hidden="true">
                    {shortCellPrice(day.price)}
                  </span>
                </span>
              ) : (
                <span className={styles.dayPrice}>{price}</span>
              )}
              {available && day.remaining > 1 && day.remaining < 100 && <span className={styles.dayRemaining}>余{day.remaining}</span>}
              {day?.weather && (
                <span className={styles.dayWeather} title={weatherText(day.weather)} data-testid="day-weather">
                  {day.weather.text}
                  <span className={styles.weatherTemp}>
                    {' '}
                    {day.weather.temp_min}~{day.weather.temp_max}°
                  </span>
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
