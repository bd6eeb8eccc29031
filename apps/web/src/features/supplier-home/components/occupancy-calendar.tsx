import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { WEEKDAY_NAMES_ZH } from '@vm/domain/business-date';
import { OCCUPANCY_LEVEL_NAMES, monthLabel, monthWeeks, occupancyLevel, shiftMonth, type OccupancyLevel } from '@vm/domain/supplier-home';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyBlock, LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { useOccupancy } from '../api/supplier-home-queries';
import styles from './supplier-home.module.css';

const LEVELS: OccupancyLevel[] = ['free', 'partial', 'full', 'closed'];

/**
 * The occupancy calendar: one booth at a time, a month at a time, each date showing how many of its
 * units are booked (已订 n/count) or that it is closed.
 */
export function OccupancyCalendar({ initialMonth }: { initialMonth: string }) {
  const [month, setMonth] = useState(initialMonth);
  const [boothId, setBoothId] = useState<number | null>(null);
  const occupancy = useOccupancy(month);

  const booths = occupancy.data?.booths ?? [];
  // Until the supplier picks one: the first booth with bookings this month (the most telling), else the first.
  const booth = booths.find((candidate) => candidate.id === boothId) ?? booths.find((candidate) => candidate.days.some((day) => day.held > 0)) ?? booths[0];
  const byDate = new Map(booth?.days.map((day) => [day.date, day]) ?? []);

  const head = (
    <div className={styles.calendarHead}>
      <div className={styles.monthNav}>
        <Button size="small" icon={<LeftOutlined />} aria-label="上个月" onClick={() => setMonth(shiftMonth(month, -1))} />
        <strong data-testid="occupancy-month">{monthLabel(month)}</strong>
        <Button size="small" icon={<RightOutlined />} aria-label="下个月" onClick={() => setMonth(shiftMonth(month, 1))} />
      </div>
      {booths.length > 0 && (
        <Select
          className={styles.boothSelect}
          showSearch={{ optionFilterProp: 'label' }}
          aria-label="选择摊位"
          value={booth?.id}
          onChange={setBoothId}
          options={booths.map((item) => ({
            value: item.id,
            label: `${item.field_name} · ${item.size.replaceAll('*', 'x')}${item.custom_dimension ? `（${item.custom_dimension}）` : ''} · 共${item.count}个${item.is_online ? '' : ' · 已下架'}`,
          }))}
        />
      )}
    </div>
  );

  if (occupancy.isPending) return <RowsSkeleton rows={1} />;
  if (occupancy.isError) return <LoadError error={occupancy.error} onRetry={() => void occupancy.refetch()} />;
  if (!booth) {
    return (
      <>
        {head}
        <EmptyBlock text="暂无摊位">
          <Link to="/admin/supplier/resources">去发布场地</Link>
        </EmptyBlock>
      </>
    );
  }

  return (
    <div data-testid="occupancy-calendar">
      {head}
      <table className={styles.calendar}>
        <thead>
          <tr>
            {WEEKDAY_NAMES_ZH.map((name) => (
              <th key={name}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) => {
                if (!date) return <td key={column} className={styles.blank} />;
                const day = byDate.get(date);
                const level = day ? occupancyLevel(day.held, booth.count, day.unavailable) : 'free';
                return (
                  <td key={date} className={styles[level]} data-date={date} data-level={level}>
                    <span className={styles.dayNumber}>{Number(date.slice(8))}</span>
                    <span className={styles.dayState}>
                      {level === 'closed' && !day?.held ? '不可订' : day && day.held > 0 ? `已订 ${day.held}/${booth.count}` : ''}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.calendarFoot}>
        <ul className={styles.legend}>
          {LEVELS.map((level) => (
            <li key={level}>
              <span className={`${styles.swatch} ${styles[level]}`} />
              {OCCUPANCY_LEVEL_NAMES[level]}
            </li>
          ))}
        </ul>
        <Link to={`/admin/supplier/order-items?selling_resource_id=${booth.id}`}>查看该摊位的订单</Link>
      </div>
    </div>
  );
}
